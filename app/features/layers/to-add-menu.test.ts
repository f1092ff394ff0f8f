import { describe, expect, it } from 'vitest';
import { toAddLayerOptions, type AddMenuContext } from './to-add-menu.ts';

const ctx: AddMenuContext = { home: '/home/user', cwd: '/home/user/project', worktree: '/home/user/project', platform: 'linux', env: {}, files: [{ path: '/home/user/project/agentforge.json' }] };

describe('toAddLayerOptions', () => {
  it('lists every source the loader knows, low → high', () => {
    expect(toAddLayerOptions(ctx).map((o) => o.label)).toEqual([
      '~/.config/agentforge/config.json',
      '~/.config/agentforge/agentforge.json',
      '~/.config/agentforge/agentforge.jsonc',
      '~/custom-agentforge.json (sets AGENTFORGE_CONFIG)',
      'agentforge.json',
      'agentforge.jsonc',
      '.agentforge/agentforge.json',
      '.agentforge/agentforge.jsonc',
      '.agentforge/agent/review.md',
      '.agentforge/command/test.md',
      '.agentforge/mode/planner.md',
      '~/.agentforge/agentforge.json',
      '~/.agentforge/agent/helper.md',
      'AGENTFORGE_CONFIG_CONTENT (inline JSONC)',
      '/etc/agentforge/agentforge.json',
      '/etc/agentforge/agentforge.jsonc',
    ]);
  });
  it('disables files that already exist and picks a free agent name', () => {
    const options = toAddLayerOptions({ ...ctx, files: [...ctx.files, { path: '/home/user/project/.agentforge/agent/review.md' }] });
    expect(options.find((o) => o.id === 'project:agentforge.json')?.disabledReason).toBe('already in the scenario');
    expect(options.find((o) => o.id === 'agent-md')?.path).toBe('/home/user/project/.agentforge/agent/review-2.md');
  });
  it('follows the platform and XDG_CONFIG_HOME', () => {
    const mac = toAddLayerOptions({ ...ctx, platform: 'darwin', env: { XDG_CONFIG_HOME: '/xdg' } });
    expect(mac.find((o) => o.id === 'managed:agentforge.json')?.path).toBe('/Library/Application Support/agentforge/agentforge.json');
    expect(mac.find((o) => o.id === 'global:config.json')?.path).toBe('/xdg/agentforge/config.json');
    const win = toAddLayerOptions({ ...ctx, platform: 'win32' });
    expect(win.find((o) => o.id === 'managed:agentforge.json')?.label).toContain('ProgramData');
  });
  it('sets AGENTFORGE_CONFIG only when it is not set yet', () => {
    expect(toAddLayerOptions(ctx).find((o) => o.id === 'config-env')?.env).toEqual({ AGENTFORGE_CONFIG: '/home/user/custom-agentforge.json' });
    expect(toAddLayerOptions({ ...ctx, env: { AGENTFORGE_CONFIG: '/x.json' } }).find((o) => o.id === 'config-env')?.disabledReason).not.toBeNull();
  });
});
