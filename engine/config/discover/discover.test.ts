import { describe, expect, it } from 'vitest';
import { discoverLayers } from './discover.ts';
import type { LoaderInput } from './loader-input.ts';

const base = (files: LoaderInput['files'], env: Record<string, string> = {}, cwd = '/home/user/project/app'): LoaderInput => ({ files, env, cwd, worktree: '/home/user/project', home: '/home/user', platform: 'linux' });
const f = (path: string) => ({ path, text: '{}' });
const read = (input: LoaderInput) => discoverLayers(input).filter((l) => l.status !== 'skipped').map((l) => `${l.source} ${l.path ?? l.label}`);

describe('discoverLayers order', () => {
  it('follows the reference: global, env file, project (outer first, json<jsonc), config dirs (inner .agentforge first), content, managed', () => {
    const input = base(
      [
        f('/home/user/.config/agentforge/agentforge.json'),
        f('/custom.json'),
        f('/home/user/project/agentforge.jsonc'),
        f('/home/user/project/agentforge.json'),
        f('/home/user/project/app/agentforge.json'),
        f('/home/user/project/.agentforge/agentforge.json'),
        f('/home/user/project/app/.agentforge/agentforge.jsonc'),
        { path: '/home/user/project/.agentforge/agents/team/lead.md', text: 'x' },
        { path: '/home/user/project/.agentforge/mode/deep/skip.md', text: 'x' },
        f('/home/user/.agentforge/agentforge.json'),
        f('/cfg/agentforge.json'),
        f('/etc/agentforge/agentforge.jsonc'),
      ],
      { AGENTFORGE_CONFIG: '/custom.json', AGENTFORGE_CONFIG_DIR: '/cfg', AGENTFORGE_CONFIG_CONTENT: '{}' },
    );
    expect(read(input)).toEqual([
      'global /home/user/.config/agentforge/agentforge.json',
      'config-env /custom.json',
      'project /home/user/project/agentforge.json',
      'project /home/user/project/agentforge.jsonc',
      'project /home/user/project/app/agentforge.json',
      'config-dir /home/user/project/app/.agentforge/agentforge.jsonc',
      'config-dir /home/user/project/.agentforge/agentforge.json',
      'agent-md /home/user/project/.agentforge/agents/team/lead.md',
      'config-dir /home/user/.agentforge/agentforge.json',
      'config-dir /cfg/agentforge.json',
      'config-content AGENTFORGE_CONFIG_CONTENT',
      'managed /etc/agentforge/agentforge.jsonc',
    ]);
  });
  it('seeds the global jsonc only when no global file exists and no config env var is set', () => {
    const seeded = discoverLayers(base([])).find((l) => l.status === 'seeded');
    expect(seeded?.path).toBe('/home/user/.config/agentforge/agentforge.jsonc');
    expect(seeded?.reason).toBe('seeded by the loader: none of the global files existed');
    expect(discoverLayers(base([], { AGENTFORGE_CONFIG_CONTENT: '{}' })).some((l) => l.status === 'seeded')).toBe(false);
  });
  it('keeps skipped sources with a reason', () => {
    const layers = discoverLayers(base([], { AGENTFORGE_DISABLE_PROJECT_CONFIG: 'TRUE' }));
    expect(layers.find((l) => l.source === 'project')?.reason).toBe('disabled by AGENTFORGE_DISABLE_PROJECT_CONFIG');
    expect(layers.find((l) => l.source === 'config-env')?.reason).toBe('not set');
    expect(layers.find((l) => l.source === 'managed')?.reason).toBe('not found');
  });
  it('uses the platform managed dir and XDG_CONFIG_HOME', () => {
    const layers = discoverLayers({ ...base([], { XDG_CONFIG_HOME: '/xdg' }), platform: 'darwin' });
    expect(layers.find((l) => l.source === 'managed')?.path).toBe('/Library/Application Support/agentforge/agentforge.json');
    expect(layers.find((l) => l.source === 'global')?.path).toBe('/xdg/agentforge/config.json');
  });
  it.each([
    ['the cwd and worktree .agentforge, and one beside a project file', '/home/user/project/app/deep', [f('/home/user/project/app/agentforge.json')], ['/home/user/project/app/deep/.agentforge', '/home/user/project/app/.agentforge', '/home/user/project/.agentforge', '/home/user/.agentforge']],
    ['an existing .agentforge is read, not listed as missing', '/home/user/project/app', [{ path: '/home/user/project/app/.agentforge/agent/a.md', text: 'x' }], ['/home/user/project/.agentforge', '/home/user/.agentforge']],
  ] as const)('lists unread .agentforge dirs where one would matter: %s', (_name, cwd, files, missing) => {
    const layers = discoverLayers(base([...files], {}, cwd));
    expect(layers.filter((l) => l.source === 'config-dir' && l.status === 'skipped' && l.path?.endsWith('/.agentforge')).map((l) => l.path)).toEqual(missing);
  });
  it('stops a Windows walk at the drive root', () => {
    const layers = discoverLayers({ files: [f('/C:/agentforge.json')], env: {}, cwd: '/C:/Users/me/project', worktree: '/', home: '/C:/Users/me', platform: 'win32' });
    const project = layers.filter((l) => l.source === 'project');
    expect(project[0]?.path).toBe('/C:/agentforge.json');
    expect(project[0]?.status).toBe('read');
    expect(layers.find((l) => l.source === 'managed')?.path).toBe('/C:/ProgramData/agentforge/agentforge.json');
  });
});
