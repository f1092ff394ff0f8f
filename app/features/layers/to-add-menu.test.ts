import { describe, expect, it } from 'vitest';
import { analyze, EXAMPLES } from '../../../engine/index.ts';
import { toAddLayerOptions, type AddMenuContext } from './to-add-menu.ts';

const ctx: AddMenuContext = { home: '/home/user', cwd: '/home/user/project', worktree: '/home/user/project', platform: 'linux', env: {}, files: [{ path: '/home/user/project/agentforge.json' }] };

describe('toAddLayerOptions', () => {
  it('lists every source the loader knows, low → high', () => {
    expect(toAddLayerOptions(ctx).map((o) => o.label)).toEqual([
      'https://team.example.com/.well-known/agentforge (adds a wellknown credential)',
      '~/.config/agentforge/config.json',
      '~/.config/agentforge/agentforge.json',
      '~/.config/agentforge/agentforge.jsonc',
      '~/custom-agentforge.json (sets AGENTFORGE_CONFIG)',
      'agentforge.json',
      'agentforge.jsonc',
      '~/.config/agentforge/agent/helper.md',
      '.agentforge/agentforge.json',
      '.agentforge/agentforge.jsonc',
      '.agentforge/agent/review.md',
      '.agentforge/command/test.md',
      '.agentforge/mode/planner.md',
      '.agentforge/plugin/example.ts',
      '~/.agentforge/agentforge.json',
      '~/.agentforge/agentforge.jsonc',
      '~/.agentforge/agent/helper.md',
      '~/agentforge-config/agentforge.json (sets AGENTFORGE_CONFIG_DIR)',
      '~/agentforge-config/agentforge.jsonc (sets AGENTFORGE_CONFIG_DIR)',
      '~/agentforge-config/agent/helper.md (sets AGENTFORGE_CONFIG_DIR)',
      'AGENTFORGE_CONFIG_CONTENT (inline JSONC)',
      'Org config (logs a console account in)',
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
  it('offers a file in AGENTFORGE_CONFIG_DIR: the dir it names, or a new one it sets', () => {
    const unset = toAddLayerOptions(ctx).find((o) => o.id === 'config-dir:agentforge.jsonc');
    expect(unset?.env).toEqual({ AGENTFORGE_CONFIG_DIR: '/home/user/agentforge-config' });
    const set = toAddLayerOptions({ ...ctx, env: { AGENTFORGE_CONFIG_DIR: 'team-config' } }).find((o) => o.id === 'config-dir:agentforge.jsonc');
    expect([set?.path, set?.env]).toEqual(['/home/user/project/team-config/agentforge.jsonc', {}]);
    expect(toAddLayerOptions({ ...ctx, env: { AGENTFORGE_CONFIG_DIR: '/opt/af' } }).find((o) => o.id === 'config-dir-agent')?.path).toBe('/opt/af/agent/helper.md');
  });
  it('offers a remote and an account layer until they are there', () => {
    const url = 'https://team.example.com/.well-known/agentforge';
    expect(toAddLayerOptions({ ...ctx, remote: { [url]: {} } }).find((o) => o.id === 'remote')?.origin).toBe('https://team-2.example.com');
    expect(toAddLayerOptions({ ...ctx, account: { url: 'x', text: '{}' } }).find((o) => o.id === 'account')?.disabledReason).not.toBeNull();
    expect(toAddLayerOptions(ctx).find((o) => o.id === 'account')?.disabledReason).toBeNull();
  });
  it.each(toAddLayerOptions(ctx).filter((o) => o.disabledReason === null).map((o) => [o.id, o] as const))('%s is read by the loader where it is put', (_id, o) => {
    // The loader's own discovery decides: each option, added as the menu adds it, is a read layer.
    const base = { ...EXAMPLES[0]!.scenario, files: ctx.files.map((f) => ({ path: f.path, text: '{}' })), env: {} };
    const scenario =
      o.kind === 'remote' ? { ...base, auth: { [o.origin!]: { type: 'wellknown' } }, remote: { [o.path!]: o.text } }
      : o.kind === 'account' ? { ...base, account: { url: o.path!, text: o.text } }
      : { ...base, env: o.env, files: o.path ? [...base.files, { path: o.path, text: o.text }] : base.files };
    const layers = analyze(scenario).load.layers;
    const read = o.kind === 'env' ? layers.find((l) => l.source === 'config-content') : layers.find((l) => l.path === o.path);
    expect(read?.status).toBe('read');
  });
  it('sets AGENTFORGE_CONFIG only when it is not set yet', () => {
    expect(toAddLayerOptions(ctx).find((o) => o.id === 'config-env')?.env).toEqual({ AGENTFORGE_CONFIG: '/home/user/custom-agentforge.json' });
    expect(toAddLayerOptions({ ...ctx, env: { AGENTFORGE_CONFIG: '/x.json' } }).find((o) => o.id === 'config-env')?.disabledReason).not.toBeNull();
  });
});

describe('toAddLayerOptions over a run of file lists (the paths in posix form are kept while they are the same)', () => {
  const A = '/home/user/project/.agentforge/agent';
  const steps: { name: string; files: string[]; agentPath: string; isProjectTaken: boolean }[] = [
    { name: 'a review agent', files: [`${A}/review.md`, '/home/user/project/agentforge.json'], agentPath: `${A}/review-2.md`, isProjectTaken: true },
    { name: 'the same paths, new objects', files: [`${A}/review.md`, '/home/user/project/agentforge.json'], agentPath: `${A}/review-2.md`, isProjectTaken: true },
    { name: 'the agent renamed (same count)', files: [`${A}/__proto__.md`, '/home/user/project/agentforge.json'], agentPath: `${A}/review.md`, isProjectTaken: true },
    { name: 'the project config renamed', files: [`${A}/__proto__.md`, '/home/user/project/agentforge.jsonc'], agentPath: `${A}/review.md`, isProjectTaken: false },
    { name: 'a Windows spelling of the agent', files: ['\\home\\user\\project\\.agentforge\\agent\\review.md', '/home/user/project/agentforge.jsonc'], agentPath: `${A}/review-2.md`, isProjectTaken: false },
    { name: 'a file added', files: [`${A}/review.md`, `${A}/review-2.md`, '/home/user/project/agentforge.json'], agentPath: `${A}/review-3.md`, isProjectTaken: true },
    { name: 'every file removed', files: [], agentPath: `${A}/review.md`, isProjectTaken: false },
  ];
  it('follows each list, in order', () => {
    for (const step of steps) {
      const options = toAddLayerOptions({ ...ctx, files: step.files.map((path) => ({ path })) });
      expect([step.name, options.find((o) => o.id === 'agent-md')?.path, options.find((o) => o.id === 'project:agentforge.json')?.disabledReason !== null]).toEqual([step.name, step.agentPath, step.isProjectTaken]);
    }
  });
});
