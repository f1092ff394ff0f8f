/**
 * Attack pass on `scan` (issue 17, item 9): what it reads from the host is said, and credentials found in host files
 * never reach a report, a scenario file or a link, whichever command scans; huge trees and invalid UTF-8 end with notes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../engine/index.ts';
import { nodeHost } from './cli.ts';
import { scanProject } from './fs-scan.ts';
import { HOST_SECRET, hostSecretsOf, maskSecrets } from './scan-source.ts';

/** The time budget of a test that spawns processes (the hang guard; speed is measured by npm run bench). */
const SPAWNING_TEST_BUDGET_MS = 600_000;

const TOKEN = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
const PASSWORD = 'hunter2-plain-password';
const KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\n';
const LEAKS = [TOKEN, PASSWORD, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ'];

let t = '';
const at = (rel: string) => join(t, rel);
const write = (rel: string, text: string | Buffer) => {
  mkdirSync(dirname(at(rel)), { recursive: true });
  writeFileSync(at(rel), text);
};

beforeAll(() => {
  t = mkdtempSync(join(tmpdir(), 'af-scan-attack-'));
  mkdirSync(at('repo/.git'), { recursive: true });
  write('home/tok.txt', TOKEN);
  write('home/.secrets/db', `${PASSWORD}\n`);
  write('home/.ssh/id_ed25519', KEY);
  // Host files substituted where a report prints them: a rule pattern, an agent's description, the model.
  write(
    'repo/agentforge.json',
    JSON.stringify({
      model: 'p/{file:~/tok.txt}',
      provider: { x: { options: { apiKey: '{file:~/.secrets/db}', headers: { Authorization: '{file:~/.ssh/id_ed25519}' } } } },
      permission: { bash: { 'curl -H {file:~/tok.txt} *': 'allow', 'mysql -p{file:~/.secrets/db} *': 'deny', '*': 'ask' } },
      agent: { build: { description: '{file:~/tok.txt}' } },
    }),
  );
  write('repo/probes.json', JSON.stringify({ version: 1, files: [], env: {}, cwd: at('repo'), worktree: at('repo'), home: at('home'), platform: 'linux', probes: [{ permission: 'bash', input: 'ls', expect: 'ask' }] }));
  // Not valid UTF-8: a lone continuation byte and a truncated sequence.
  write('repo/.agentforge/agent/bytes.md', Buffer.concat([Buffer.from('---\ndescription: bad '), Buffer.from([0xff, 0xfe, 0xe2, 0x82]), Buffer.from(' bytes\nmode: subagent\n---\nBody')]));
});
afterAll(() => rmSync(t, { recursive: true, force: true }));

const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AGENTFORGE_')));
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'cli/cli.ts', ...args], { encoding: 'utf8', env });

// Each test spawns the CLI (a Node start and a TypeScript load) several times: its budget is minutes, so a busy machine does not fail it.
describe('scan: credentials in host files never reach a report or a scenario file', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  const scanArgs = () => [at('repo'), '--home', at('home')];

  it.each([
    ['scan', () => ['scan', ...scanArgs()]],
    ['scan --json', () => ['scan', ...scanArgs(), '--json']],
    ['explain --scan', () => ['explain', '--scan', ...scanArgs()]],
    ['explain --scan --json', () => ['explain', '--scan', ...scanArgs(), '--json']],
    ['check --scan', () => ['check', '--scan', ...scanArgs(), 'bash', 'curl -H x y', '--raw']],
    ['check --scan --json', () => ['check', '--scan', ...scanArgs(), 'bash', 'curl -H x y', '--raw', '--json']],
    ['test --scan', () => ['test', at('repo/probes.json'), '--scan', ...scanArgs()]],
    ['export-tests --scan', () => ['export-tests', '--scan', ...scanArgs()]],
  ] as const)('%s: the output names the host files read and holds none of their credentials', (_name, args) => {
    const r = run(...args());
    const all = `${r.stdout}\n${r.stderr}`;
    for (const leak of LEAKS) expect(all).not.toContain(leak);
    expect(r.stderr).toMatch(/file\(s\) not read: 3 withheld as host files \(--keep-host-files keeps them\)/);
  }, 60_000);

  it('the report still shows where a withheld value was (the rule stays, the host file\'s text does not)', () => {
    const r = run('scan', at('repo'), '--home', at('home'));
    expect(r.stdout).toMatch(/curl -H <withheld:host-file, \d+ bytes> \*/);
    expect(r.stdout).toMatch(/mysql -p<withheld:host-file, \d+ bytes> \*/);
  }, 60_000);

  it('export-tests --scan --out writes a redacted scenario, and says so on stderr', () => {
    const out = at('exported.json');
    const r = run('export-tests', '--scan', at('repo'), '--home', at('home'), '--out', out);
    expect(r.status, r.stderr).toBe(0);
    const text = readFileSync(out, 'utf8');
    for (const leak of LEAKS) expect(text).not.toContain(leak);
    expect(text).toMatch(/<withheld:host-file, \d+ bytes>/);
    // The link of that file holds none of them either.
    const link = run('link', out);
    expect(link.status, link.stderr).toBe(0);
    const back = run('unlink', link.stdout.trim());
    for (const leak of LEAKS) expect(back.stdout).not.toContain(leak);
  }, 60_000);

  it('hostSecretsOf finds whole files a credential field reads (kept host files too), in every printed form; maskSecrets hides them', () => {
    const result = scanProject({ ...nodeHost, env: {}, cwd: t }, { dir: 'repo', home: at('home'), keepHostFiles: true });
    const secrets = hostSecretsOf(result);
    expect(secrets).toEqual(expect.arrayContaining([PASSWORD, JSON.stringify(KEY).slice(1, -1)]));
    expect(secrets.every((s) => s.length >= 6)).toBe(true);
    expect(maskSecrets(`a ${PASSWORD} b ${JSON.stringify(KEY)}`, secrets)).toBe(`a ${HOST_SECRET} b "${HOST_SECRET}"`);
  });
});

// Each test spawns the CLI (a Node start and a TypeScript load) several times: its budget is minutes, so a busy machine does not fail it.
describe('scan on odd bytes and huge trees', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  it('a file that is not valid UTF-8 is read as the loader reads it (U+FFFD), and the scan says so', () => {
    const result = scanProject({ ...nodeHost, env: {}, cwd: t }, { dir: 'repo', home: at('home') });
    expect(result.notes.join('\n')).toMatch(/read .*bytes\.md with U\+FFFD in it: bytes that are not valid UTF-8/);
    const analysis = analyze(result.scenario);
    expect(analysis.agents?.list).toContain('bytes');
  });

  it('a tree of 5,000 agents 40 levels deep ends at the caps with notes, each file once', () => {
    const huge = mkdtempSync(join(tmpdir(), 'af-scan-huge-'));
    try {
      mkdirSync(join(huge, '.git'));
      const agents = join(huge, '.agentforge/agents');
      let deep = agents;
      for (let i = 0; i < 40; i++) deep = join(deep, `d${i}`);
      mkdirSync(deep, { recursive: true });
      for (let i = 0; i < 5000; i++) writeFileSync(join(agents, `a${i}.md`), `---\ndescription: agent ${i}\n---\nx`);
      writeFileSync(join(deep, 'bottom.md'), '---\ndescription: too deep\n---\nx');
      const result = scanProject({ ...nodeHost, env: {}, cwd: huge }, { home: join(huge, 'nohome'), limits: { maxFiles: 300 } });
      const notes = [...result.notes, ...result.skipped.map((x) => `${x.path}: ${x.why}`)].join('\n');
      expect(result.scenario.files).toHaveLength(300);
      expect(new Set(result.scenario.files.map((f) => f.path)).size).toBe(300);
      expect(notes).toMatch(/beyond the 300-file cap/);
      expect(notes).toMatch(/deeper than 12 levels/);
      expect(result.scenario.files.some((f) => f.path.endsWith('bottom.md'))).toBe(false);
    } finally {
      rmSync(huge, { recursive: true, force: true });
    }
  }, 60_000);
});
