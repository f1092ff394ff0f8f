import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze, explainJson } from '../engine/index.ts';
import type { Scenario } from '../engine/index.ts';
import { nodeHost } from './cli.ts';
import { CliExit, readInputFile } from './cli-support.ts';
import { findWorktree, scanProject } from './fs-scan.ts';
import type { ScanHost } from './fs-scan-reader.ts';

/** The time budget of a test that spawns processes (the hang guard; speed is measured by npm run bench). */
const SPAWNING_TEST_BUDGET_MS = 600_000;

let root = '';
const put = (rel: string, text: string) => {
  const path = join(root, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

// What the loader would read from the tree below, by hand: the "equivalent scenario file".
const READ: Record<string, string> = {
  'home/.config/agentforge/agentforge.jsonc': '{ // global\n  "permission": { "bash": "ask", "webfetch": "deny" } }',
  'home/.config/agentforge/agent/helper.md': '---\ndescription: global helper\nmode: subagent\n---\nHelp.',
  'home/.agentforge/agentforge.json': '{ "permission": { "edit": "ask" } }',
  'repo/agentforge.json': '{ "instructions": ["{file:notes.txt}"], "permission": { "read": { "*.secret": "deny" } } }',
  'repo/notes.txt': 'be careful',
  'repo/.agentforge/agentforge.jsonc': '{ "permission": { "bash": { "git *": "allow" } } }',
  'repo/.agentforge/agent/reviewer.md': '---\ndescription: reviews\nmode: subagent\npermission:\n  edit: deny\n---\nReview code.',
  'repo/pkg/.agentforge/agents/nested/deep.md': '---\ndescription: deep one\n---\nDeep.',
  'repo/pkg/.agentforge/modes/fast.md': '---\ndescription: fast mode\n---\nGo.',
  'repo/pkg/.agentforge/plugin/p.ts': '',
  'repo/pkg/app/agentforge.jsonc': '{ "model": "{env:AF_TEST_MODEL}", "permission": { "bash": { "rm *": "deny" } } }',
};

const HUGE = `---\ndescription: x\n---\n${'x'.repeat(5000)}`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'af-scan-'));
  for (const [rel, text] of Object.entries(READ)) put(rel, text === '' ? 'export default {}' : text);
  mkdirSync(join(root, 'repo/.git'), { recursive: true });
  put('repo/.git/HEAD', 'ref: refs/heads/main');
  put('agentforge.json', '{ "permission": { "bash": "allow" } }'); // above the git root: never read
  put('repo/pkg/.agentforge/agent/huge.md', HUGE);
  put('repo/pkg/.agentforge/agent/notes.txt', 'not markdown');
  put('repo/pkg/.agentforge/modes/sub/nested.md', 'modes are not recursive');
  put('managed/agentforge.json', '{ "permission": { "doom_loop": "deny" } }');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function host(env: Record<string, string>): ScanHost {
  return { ...nodeHost, env, cwd: root };
}

function equivalent(): Scenario {
  const files = Object.entries(READ).map(([rel, text]) => ({ path: join(root, rel), text }));
  files.push({ path: '/etc/agentforge/agentforge.json', text: '{ "permission": { "doom_loop": "deny" } }' });
  // Over the 2000-byte cap: a placeholder that says so, which the layer table reads.
  files.push({ path: join(root, 'repo/pkg/.agentforge/agent/huge.md'), text: `<withheld:over-size-cap, ${HUGE.length} bytes>` });
  return { version: 1, files, env: { AF_TEST_MODEL: 'a/b', AGENTFORGE_PERMISSION: '{"task":"deny"}' }, cwd: join(root, 'repo/pkg/app'), worktree: join(root, 'repo'), home: join(root, 'home'), platform: 'linux', probes: [] };
}

// Each test spawns the CLI (a Node start and a TypeScript load) several times: its budget is minutes, so a busy machine does not fail it.
describe('scanProject on a real directory tree', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  const scan = () =>
    scanProject(host({ AF_TEST_MODEL: 'a/b', AGENTFORGE_PERMISSION: '{"task":"deny"}', XDG_CONFIG_HOME: '/elsewhere', UNRELATED: 'x', HOME: '/nope' }), {
      dir: 'repo/pkg/app',
      home: join(root, 'home'),
      managedDir: join(root, 'managed'),
      limits: { maxFileBytes: 2000 },
    });

  it('gives the same analysis as the equivalent scenario file', () => {
    const { scenario } = scan();
    const scanned = analyze(scenario);
    expect(scanned.load.error).toBeNull();
    expect(explainJson(scanned)).toEqual(explainJson(analyze(equivalent())));
    expect(scanned.agents?.list).toEqual(expect.arrayContaining(['reviewer', 'helper', 'nested/deep', 'fast']));
    expect(scanned.load.config?.model).toBe('a/b');
    expect(scanned.load.config?.instructions).toEqual(['be careful']);
  });

  it('reads only what the loader reads: git root, env, caps', () => {
    const { scenario, skipped } = scan();
    expect(scenario.worktree).toBe(join(root, 'repo'));
    expect(scenario.files.map((f) => f.path)).not.toContain(join(root, 'agentforge.json'));
    expect(scenario.files.map((f) => f.path)).not.toContain(join(root, 'repo/pkg/.agentforge/agent/notes.txt'));
    expect(scenario.files.map((f) => f.path)).not.toContain(join(root, 'repo/pkg/.agentforge/modes/sub/nested.md'));
    expect(scenario.files.find((f) => f.path.endsWith('plugin/p.ts'))?.text).toBe('');
    expect(scenario.env).toEqual({ AF_TEST_MODEL: 'a/b', AGENTFORGE_PERMISSION: '{"task":"deny"}' });
    expect(skipped.map((x) => `${x.path}: ${x.why}`).join('\n')).toMatch(/huge\.md: over the 2000-byte cap/);
  });

  it('outside git the walk goes to the root; a .git file counts (worktrees)', () => {
    const h = { isDirectory: (p: string) => p === '/a/b/.git', isFile: (p: string) => p === '/x/.git' };
    expect(findWorktree(h, '/a/b/c')).toBe('/a/b');
    expect(findWorktree(h, '/x/y')).toBe('/x');
    expect(findWorktree(h, '/q/r')).toBe('/');
  });

  it('survives an unreadable tree and hostile caps', () => {
    const broken: ScanHost = { ...host({}), listDir: () => { throw new Error('EACCES'); }, readText: () => { throw new Error('EACCES'); } };
    const r = scanProject(broken, { dir: 'repo', home: join(root, 'home') });
    expect(r.scenario.files).toEqual([]);
    expect(r.notes.some((n) => n.includes('EACCES'))).toBe(true);
    expect(scanProject(host({}), { dir: 'repo/pkg/app', home: join(root, 'home'), limits: { maxFiles: 2 } }).scenario.files).toHaveLength(2);
  });

  it('the CLI: scan --json equals explain --json of the equivalent file, and --out writes a redacted scenario', () => {
    if (existsSync('/etc/agentforge')) return; // this machine has a real managed config: the equivalent file would differ
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AGENTFORGE_')));
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'cli/cli.ts', ...args], { encoding: 'utf8', env: { ...env, AF_TEST_MODEL: 'a/b', AGENTFORGE_PERMISSION: '{"task":"deny"}' } });
    rmSync(join(root, 'repo/pkg/.agentforge/agent/huge.md')); // under the CLI's default 1 MiB cap it would be read
    const file = join(root, 'equivalent.json');
    const eq = equivalent();
    writeFileSync(file, JSON.stringify({ ...eq, files: eq.files.filter((f) => !f.path.startsWith('/etc/') && !f.path.endsWith('huge.md')) }));
    const scanned = run('scan', join(root, 'repo/pkg/app'), '--home', join(root, 'home'), '--json');
    const explained = run('explain', file, '--json');
    expect(scanned.status, scanned.stderr).toBe(0);
    expect(JSON.parse(scanned.stdout)).toEqual(JSON.parse(explained.stdout));
    put('repo/pkg/app/agentforge.json', '{ "provider": { "x": { "options": { "apiKey": "sk-live-abcdefghijklmnop1234" } } } }');
    const out = join(root, 'scanned.json');
    const written = run('scan', join(root, 'repo/pkg/app'), '--home', join(root, 'home'), '--out', out);
    expect(written.status, written.stderr).toBe(0);
    expect(written.stdout).toMatch(/redacted 1 credential-like value/);
    const check = run('check', '--scan', join(root, 'repo/pkg/app'), '--home', join(root, 'home'), 'bash', 'rm -rf x', '--raw');
    expect(check.stdout).toMatch(/^deny/);
    rmSync(join(root, 'repo/pkg/app/agentforge.json'));
  }, 90_000);
});

// Each test spawns the CLI (a Node start and a TypeScript load) several times: its budget is minutes, so a busy machine does not fail it.
describe('scan is bounded and honest on hostile trees', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  let t = '';
  const at = (rel: string) => join(t, rel);
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(at(rel)), { recursive: true });
    writeFileSync(at(rel), text);
  };
  beforeAll(() => {
    t = mkdtempSync(join(tmpdir(), 'af-scan-hostile-'));
    mkdirSync(at('repo/.git'), { recursive: true });
    write('repo/.agentforge/agent/reviewer.md', '---\ndescription: r\nmode: subagent\n---\nR');
    for (const name of ['l1', 'l2', 'l3']) symlinkSync('.', at(`repo/.agentforge/agent/${name}`));
    write('outside/secret.md', '---\ndescription: stolen\n---\nsk-abcdefghijklmnopqrstuvwxyz0123');
    symlinkSync(at('outside/secret.md'), at('repo/.agentforge/agent/out.md'));
    write('home/notes.txt', 'home note');
    write('repo/agentforge.json', JSON.stringify({ instructions: ['{file:../outside/secret.md}', '{file:~/notes.txt}', '{file:./pipe}', '{file:/dev/zero}'] }));
    spawnSync('mkfifo', [at('repo/pipe'), at('repo/.agentforge/agent/fifo.md')]);
    write('repo/.agentforge/agentforge.json', '{}');
    truncateSync(at('repo/.agentforge/agentforge.json'), 1.5e9); // sparse: 1.5 GB that takes no disk
  });
  afterAll(() => rmSync(t, { recursive: true, force: true }));

  const scan = () => scanProject({ ...nodeHost, env: {}, cwd: t }, { dir: 'repo', home: at('home') });

  it('ends quickly on symlink loops, with each agent once', () => {
    const r = scan();
    const agents = r.scenario.files.filter((f) => f.path.includes('/agent/') && !f.text.startsWith('<withheld:')).map((f) => f.path);
    expect(agents).toEqual([at('repo/.agentforge/agent/reviewer.md')]);
    expect(r.notes.join('\n')).toMatch(/l1: the same directory/);
  });

  it('checks the size before reading, and never reads FIFOs and devices: each stays a placeholder that says why', () => {
    const r = scan();
    const text = (rel: string) => r.scenario.files.find((f) => f.path === (rel.startsWith('/') ? rel : at(rel)))?.text;
    expect(text('repo/.agentforge/agentforge.json')).toBe('<withheld:over-size-cap, 1500000000 bytes>');
    expect(text('repo/.agentforge/agent/fifo.md')).toBe('<withheld:fifo>');
    expect(text('repo/pipe')).toBe('<withheld:fifo>');
    expect(text('/dev/zero')).toBe('<withheld:system-file>');
    const whys = r.skipped.map((s) => s.why);
    expect(whys).toEqual(expect.arrayContaining(['over the 1048576-byte cap', 'a fifo, not a regular file', 'under /proc, /sys or /dev']));
  });

  it('withholds whatever lies outside the project and the config dirs, through a symlink or {file:}; --keep-host-files reads it', () => {
    const r = scan();
    expect(JSON.stringify(r.scenario)).not.toContain('stolen');
    expect(JSON.stringify(r.scenario)).not.toContain('home note');
    expect(r.scenario.files.find((f) => f.path === at('repo/.agentforge/agent/out.md'))!.text).toMatch(/^<withheld:host-file, \d+ bytes>$/);
    expect(r.scenario.files.find((f) => f.path === at('home/notes.txt'))!.text).toBe('<withheld:host-file, 9 bytes>');
    expect(r.outside).toEqual([]);
    const kept = scanProject({ ...nodeHost, env: {}, cwd: t }, { dir: 'repo', home: at('home'), keepHostFiles: true });
    expect(kept.scenario.files.find((f) => f.path === at('home/notes.txt'))!.text).toBe('home note');
    expect(kept.outside).toContain(at('home/notes.txt'));
    expect(kept.scenario.files.find((f) => f.path === '/dev/zero')!.text).toBe('<withheld:system-file>');
  });

  it.each(['repo/pipe', '/dev/zero', 'repo/.agentforge/agentforge.json'])('explain-style reads of %s fail at once with one line', (rel) => {
    const path = rel.startsWith('/') ? rel : at(rel);
    let message = '';
    try {
      readInputFile(nodeHost, path);
    } catch (err) {
      expect(err).toBeInstanceOf(CliExit);
      expect((err as CliExit).code).toBe(2);
      message = (err as Error).message;
    }
    expect(message).toMatch(/^cannot read .*: (not a regular file \((fifo|device)\)|too large \(1500000000 bytes)/);
    expect(message).not.toContain('\n');
  });
});
