import { describe, expect, it } from 'vitest';
import { explainJson } from '../report/explain-report.ts';
import { analyze } from '../analyze.ts';
import type { Analysis } from '../analyze.ts';
import type { Probe, Scenario } from './scenario.ts';
import { scenarioPathDisplay, scenarioToLoaderInput } from './to-loader-input.ts';
import { joinRules } from '../permission/rule-segments.ts';

// A posix scenario and its Windows twin must read the same layers, merge the same config, build the
// same rules and decide every probe the same way; the twin shows its paths as it typed them.

const POSIX_HOME = '/home/me';
const posixFiles: Record<string, string> = {
  '/home/me/.config/agentforge/agentforge.json': '{ "username": "{file:./name.txt}", "permission": { "bash": { "git *": "allow" } } }',
  '/home/me/.config/agentforge/name.txt': 'me',
  '/home/me/project/agentforge.json': '{\n  "permission": { "edit": "ask", "external_directory": { "~/notes/*": "allow" } },\n  "agent": { "build": { "prompt": "{file:prompts/build.txt}" } }\n}',
  '/home/me/project/prompts/build.txt': 'Build carefully.',
  '/home/me/project/src/agentforge.jsonc': '{ "permission": { "webfetch": "ask" } }',
  '/home/me/project/.agentforge/agent/x.md': '---\ndescription: reviewer\nmode: subagent\npermission:\n  edit: deny\n  bash:\n    "npm test": allow\n---\nReview.',
  '/home/me/.agentforge/agentforge.json': '{ "permission": { "read": { "*.secret": "deny" } } }',
  '/home/me/cfg/agentforge.json': '{ "permission": { "websearch": "deny" } }',
  '/etc/agentforge/agentforge.json': '{ "permission": { "bash": { "rm *": "deny" } } }',
};
const posixProbes: readonly Probe[] = [
  { permission: 'bash', input: 'git status' },
  { permission: 'bash', input: 'rm -rf x' },
  { permission: 'bash', input: 'npm test', agent: 'x' },
  { permission: 'edit', input: 'src/a.ts' },
  { permission: 'edit', input: 'src/a.ts', agent: 'x' },
  { permission: 'read', input: 'a.secret' },
  { permission: 'webfetch', input: 'https://example.com' },
  { permission: 'websearch', input: 'x' },
  { permission: 'external_directory', input: '/home/me/notes/a.md' },
  { permission: 'external_directory', input: '/home/me/.local/share/agentforge/tool-output/t1' },
  { permission: 'external_directory', input: '/home/me/elsewhere/a' },
  { permission: 'edit', input: '../.local/share/agentforge/plans/p.md', agent: 'plan' },
];

function posixScenario(): Scenario {
  return {
    version: 1,
    files: Object.entries(posixFiles).map(([path, text]) => ({ path, text })),
    env: { AGENTFORGE_CONFIG_DIR: '/home/me/cfg' },
    cwd: '/home/me/project/src',
    worktree: '/home/me/project',
    home: POSIX_HOME,
    platform: 'linux',
    probes: posixProbes,
  };
}

/** A Windows spelling of the twin's paths: how home, cwd/worktree and files are typed. */
interface Spelling {
  readonly name: string;
  readonly home: string;
  readonly context: (p: string) => string;
  readonly file: (p: string) => string;
}

const backslash = (home: string) => (p: string) => p.replace(/^\/etc\/agentforge/, 'C:\\ProgramData\\agentforge').replace(/^\/home\/me/, home).replace(/\//g, '\\');
const spellings: readonly Spelling[] = [
  { name: 'backslashes', home: 'C:\\Users\\me', context: backslash('C:\\Users\\me'), file: backslash('C:\\Users\\me') },
  { name: 'forward slashes for cwd/worktree/home', home: 'C:/Users/me', context: (p) => backslash('C:\\Users\\me')(p).replace(/\\/g, '/'), file: backslash('C:\\Users\\me') },
  { name: 'a lower-case drive letter for cwd/worktree/home', home: 'c:\\Users\\me', context: backslash('c:\\Users\\me'), file: backslash('C:\\Users\\me') },
  { name: 'the /C:/ form', home: '/C:/Users/me', context: (p) => `/${backslash('C:\\Users\\me')(p).replace(/\\/g, '/')}`, file: (p) => `/${backslash('C:\\Users\\me')(p).replace(/\\/g, '/')}` },
];

function win32Twin(s: Scenario, sp: Spelling): Scenario {
  return {
    ...s,
    platform: 'win32',
    // {file:} with Windows separators, relative to the file that holds it.
    files: s.files.map((f) => ({ path: sp.file(f.path), text: f.text.replace('{file:prompts/build.txt}', '{file:prompts\\\\build.txt}') })),
    env: { AGENTFORGE_CONFIG_DIR: sp.context('/home/me/cfg'), ProgramData: 'C:\\ProgramData' },
    cwd: sp.context(s.cwd),
    worktree: sp.context(s.worktree),
    home: sp.home,
    probes: s.probes.map((p) => ({ ...p, input: p.input.startsWith('/home/me') ? backslash('C:\\Users\\me')(p.input) : p.input })),
  };
}

/** A path or pattern of the twin, spelled the posix way, for comparison. */
const toPosixSpelling = (p: string) => p.replace(/\\/g, '/').replace(/^\/?[cC]:\/Users\/me/, POSIX_HOME).replace(/^\/?C:\/ProgramData\/agentforge/, '/etc/agentforge');

function readLayers(a: Analysis, map: (p: string) => string = (p) => p): string[] {
  return explainJson(a).layers.map((l) => `${l.status} ${l.source} ${l.path === null ? '-' : map(l.path)}`);
}

function rulesOf(a: Analysis, map: (p: string) => string = (p) => p): string[] {
  return (a.agents?.agents ?? []).flatMap((agent) => joinRules(agent.permission).map((r) => `${agent.key}: ${r.permission} ${map(r.pattern)} ${r.action} ${r.origin?.kind ?? '-'}`));
}

const decisions = (a: Analysis) => a.probes.map((p) => `${p.probe.permission} ${p.agent}: ${p.decision?.action} #${p.decision?.index ?? '-'}`);

describe('a win32 scenario reads what its posix twin reads', () => {
  const posix = analyze(posixScenario());

  it('the posix twin reads every file it holds (the comparison means something)', () => {
    expect(posix.load.error).toBeNull();
    expect(posix.load.layers.filter((l) => l.status === 'read').map((l) => l.path)).toEqual([
      '/home/me/.config/agentforge/agentforge.json',
      '/home/me/project/agentforge.json',
      '/home/me/project/src/agentforge.jsonc',
      '/home/me/project/.agentforge/agent/x.md',
      '/home/me/.agentforge/agentforge.json',
      '/home/me/cfg/agentforge.json',
      '/etc/agentforge/agentforge.json',
    ]);
    expect(posix.load.config?.username).toBe('me');
    expect(decisions(posix)).toContain('bash x: allow #' + String(posix.probes[2]?.decision?.index));
  });

  it.each(spellings)('$name: same layers, merged config, rules and decisions', (sp) => {
    const win = analyze(win32Twin(posixScenario(), sp));
    expect(win.load.error).toBeNull();
    expect(readLayers(win, toPosixSpelling)).toEqual(readLayers(posix));
    expect(win.load.config).toEqual(posix.load.config);
    expect(rulesOf(win, toPosixSpelling)).toEqual(rulesOf(posix));
    expect(decisions(win)).toEqual(decisions(posix));
    expect(win.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('shows paths in the form the user typed: layers, rule origins, unread sources in Windows form', () => {
    const twin = win32Twin(posixScenario(), spellings[0]!);
    const j = explainJson(analyze(twin));
    const paths = j.layers.map((l) => l.path);
    expect(paths).toContain('C:\\Users\\me\\project\\agentforge.json');
    expect(paths).toContain('C:\\Users\\me\\project\\.agentforge\\agent\\x.md');
    expect(paths).toContain('C:\\ProgramData\\agentforge\\agentforge.json');
    // Never read, never typed: derived, in Windows form.
    expect(paths).toContain('C:\\ProgramData\\agentforge\\agentforge.jsonc');
    expect(paths).toContain('C:\\Users\\me\\project\\src\\.agentforge');
    expect(paths.filter((p) => p !== null && p.includes('/'))).toEqual([]);
    const edit = j.rules.find((r) => r.permission === 'edit' && r.action === 'ask');
    expect(edit?.from).toContain('in C:\\Users\\me\\project\\agentforge.json:2:');
    const truncation = j.rules.find((r) => r.origin?.kind === 'truncation');
    expect(truncation?.pattern).toBe('C:\\Users\\me\\.local\\share\\agentforge\\tool-output\\*');
    // `~/` expands by plain concatenation, as the reference's does on Windows.
    expect(j.rules.some((r) => r.pattern === 'C:\\Users\\me/notes/*')).toBe(true);
  });

  it('a file path the user typed comes back exactly as typed, even in a mixed form', () => {
    const s: Scenario = { ...posixScenario(), platform: 'win32', home: 'C:\\Users\\me', cwd: 'c:/Users/me/project', worktree: 'C:\\Users\\me\\project', env: {}, files: [{ path: 'C:/Users/me\\project\\agentforge.json', text: '{ "permission": { "edit": "deny" } }' }], probes: [] };
    const a = analyze(s);
    expect(a.load.layers.find((l) => l.status === 'read' && l.source === 'project')?.path).toBe('C:/Users/me\\project\\agentforge.json');
    expect(a.diagnostics.every((d) => !d.path?.startsWith('/C:'))).toBe(true);
  });

  it('a load error names the file as typed', () => {
    const s: Scenario = { ...posixScenario(), platform: 'win32', home: 'C:\\Users\\me', cwd: 'C:\\Users\\me\\project', worktree: 'C:\\Users\\me\\project', env: {}, files: [{ path: 'C:\\Users\\me\\project\\agentforge.json', text: '{ "permission": ' }], probes: [] };
    const a = analyze(s);
    expect(a.load.error?.data.path).toBe('C:\\Users\\me\\project\\agentforge.json');
    expect(a.diagnostics.find((d) => d.code === 'config/load-aborted')?.message).toContain('C:\\Users\\me\\project\\agentforge.json');
  });
});

describe('scenarioToLoaderInput', () => {
  it.each([
    ['C:\\Users\\me\\project', '/C:/Users/me/project'],
    ['c:\\Users\\me\\project\\', '/C:/Users/me/project'],
    ['C:/Users/me/./project', '/C:/Users/me/project'],
    ['/c:/Users/me', '/C:/Users/me'],
    ['C:\\', '/C:'],
    ['/home/me/project/', '/home/me/project'],
  ])('normalises %s to %s once, at the boundary', (typed, engine) => {
    const input = scenarioToLoaderInput({ ...posixScenario(), cwd: typed, worktree: typed, home: typed, files: [{ path: `${typed}/x.json`, text: '' }] });
    expect([input.cwd, input.worktree, input.home]).toEqual([engine, engine, engine]);
    expect(input.files[0]?.path).toBe(engine === '/C:' ? '/C:/x.json' : `${engine}/x.json`);
  });

  it('leaves env values as typed: they are also {env:} text', () => {
    const twin = win32Twin(posixScenario(), spellings[0]!);
    expect(scenarioToLoaderInput(twin).env).toEqual(twin.env);
  });

  it('maps a posix scenario to itself', () => {
    const display = scenarioPathDisplay(posixScenario());
    expect(display.isIdentity).toBe(true);
    expect(display.text('in /C:/x')).toBe('in /C:/x');
  });
});
