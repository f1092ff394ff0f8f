/**
 * The planted-secret table (issue 34, items 2-4; issue 32, item 2): every kind of credential, planted in a project,
 * its home and its environment, reaches no output of any command (stdout, stderr, --json, --out files, links and what
 * they decode to). Host files are withheld unless kept; kept, their credentials are still redacted.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The time budget of a test that spawns processes (the hang guard; speed is measured by npm run bench). */
const SPAWNING_TEST_BUDGET_MS = 600_000;

const SECRETS = {
  'PEM key': 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'GitHub token': 'ghp_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa',
  'OpenAI token': 'sk-proj-Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6',
  'AWS key id': 'AKIAQWERTYUIOPASDFGH',
  '.netrc password': 'netrcPassw0rd!',
  '.pgpass password': 'pgPassw0rd42',
  'URL password': 'urlPassw0rd77',
  'Authorization header': 'authHeaderValue9876',
  JWT: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  'npm _authToken': 'npm_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78',
  'docker auth': 'ZG9ja2VyOmRvY2tlclBhc3N3b3Jk',
  'plain words in a home file': 'correct horse battery staple',
} as const;

const KEY = `-----BEGIN OPENSSH PRIVATE KEY-----\n${SECRETS['PEM key']}\n-----END OPENSSH PRIVATE KEY-----\n`;
const HOME_FILES: Record<string, string> = {
  '.ssh/id_ed25519': KEY,
  '.netrc': `machine api.example.com login bob password ${SECRETS['.netrc password']}\n`,
  '.pgpass': `db.example.com:5432:app:alice:${SECRETS['.pgpass password']}\n`,
  '.npmrc': `//registry.npmjs.org/:_authToken=${SECRETS['npm _authToken']}\n`,
  '.docker/config.json': JSON.stringify({ auths: { 'registry.example.com': { auth: SECRETS['docker auth'] } } }),
  'notes.txt': SECRETS['plain words in a home file'],
};
/** A project config that names each home file and carries the other kinds inline, where reports print them. */
const PROJECT = {
  instructions: ['{file:~/notes.txt}'],
  model: 'p/m',
  provider: { x: { options: { apiKey: SECRETS['OpenAI token'], headers: { Authorization: `Bearer ${SECRETS['Authorization header']}` } } } },
  agent: { build: { description: `uses ${SECRETS.JWT} and ${SECRETS['AWS key id']}` } },
  permission: {
    bash: {
      '*': 'ask',
      'ssh -i {file:~/.ssh/id_ed25519} *': 'deny',
      'curl --netrc {file:~/.netrc} *': 'deny',
      'psql {file:~/.pgpass} *': 'deny',
      'npm {file:~/.npmrc} *': 'deny',
      'docker {file:~/.docker/config.json} *': 'deny',
      'echo {file:~/notes.txt}': 'deny',
      'psql {env:DB_URL} *': 'allow',
      [`gh auth login --with-token ${SECRETS['GitHub token']}`]: 'allow',
      [`curl -H "Authorization: Bearer ${SECRETS['Authorization header']}" *`]: 'allow',
    },
  },
};

let t = '';
const at = (rel: string) => join(t, rel);
const write = (rel: string, text: string) => {
  mkdirSync(dirname(at(rel)), { recursive: true });
  writeFileSync(at(rel), text);
};
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AGENTFORGE_'))), DB_URL: `postgres://alice:${SECRETS['URL password']}@db.example.com/app`, GITHUB_ACTIONS: '' };
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'cli/cli.ts', ...args], { encoding: 'utf8', env });

beforeAll(() => {
  t = mkdtempSync(join(tmpdir(), 'af-secrets-'));
  mkdirSync(at('repo/.git'), { recursive: true });
  for (const [rel, text] of Object.entries(HOME_FILES)) write(`home/${rel}`, text);
  write('repo/agentforge.json', JSON.stringify(PROJECT, null, 2));
  // The user's own scenario file with the secrets inline (no host files: the home's are withheld by the scan).
  const files = [{ path: at('repo/agentforge.json'), text: JSON.stringify(PROJECT, null, 2).replaceAll('{file:~/', '{file:~/x/') }];
  for (const [rel, text] of Object.entries(HOME_FILES)) if (rel !== 'notes.txt') files.push({ path: at(`home/x/${rel}`), text });
  write('raw.json', JSON.stringify({ version: 1, files, env: { DB_URL: env.DB_URL }, cwd: at('repo'), worktree: at('repo'), home: at('home'), platform: 'linux', probes: [{ permission: 'bash', input: `curl -H "Authorization: Bearer ${SECRETS['Authorization header']}" x`, expect: 'deny' }] }));
});
afterAll(() => rmSync(t, { recursive: true, force: true }));

function leaksIn(text: string, kinds: readonly (keyof typeof SECRETS)[] = Object.keys(SECRETS) as (keyof typeof SECRETS)[]): string[] {
  return kinds.filter((kind) => text.includes(SECRETS[kind]) || text.includes(JSON.stringify(SECRETS[kind]).slice(1, -1)));
}

const scan = () => ['--scan', at('repo'), '--home', at('home')];

describe('no planted secret reaches any output of any command', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  it.each([
    ['scan', () => ['scan', at('repo'), '--home', at('home')]],
    ['scan --json', () => ['scan', at('repo'), '--home', at('home'), '--json']],
    ['explain --scan', () => ['explain', ...scan()]],
    ['explain --scan --json', () => ['explain', ...scan(), '--json']],
    ['check --scan --json', () => ['check', ...scan(), 'bash', 'psql x y', '--raw', '--json']],
    ['test --scan --json', () => ['test', at('raw.json'), ...scan(), '--json']],
    ['export-tests --scan', () => ['export-tests', ...scan()]],
    ['explain file', () => ['explain', at('raw.json')]],
    ['explain file --json', () => ['explain', at('raw.json'), '--json']],
    ['check file --json', () => ['check', at('raw.json'), 'bash', 'gh auth login', '--raw', '--json']],
    ['test file', () => ['test', at('raw.json')]],
    ['test file --json', () => ['test', at('raw.json'), '--json']],
    ['fix file', () => ['fix', at('raw.json')]],
    ['fix file --json', () => ['fix', at('raw.json'), '--json']],
    ['export-tests file', () => ['export-tests', at('raw.json')]],
    ['export-tests file --format lines', () => ['export-tests', at('raw.json'), '--format', 'lines']],
  ] as const)('%s', (_name, args) => {
    const r = run(...args());
    expect(r.status, r.stderr).toBeLessThan(2);
    expect(leaksIn(`${r.stdout}\n${r.stderr}`)).toEqual([]);
  }, 120_000);

  it('scan --out, export-tests --out, link and what the link decodes to', () => {
    for (const args of [['scan', at('repo'), '--home', at('home'), '--out', at('scanned.json')], ['export-tests', at('raw.json'), '--out', at('exported.json')]]) {
      const r = run(...args);
      expect(r.status, r.stderr).toBe(0);
      expect(leaksIn(`${r.stdout}\n${r.stderr}`)).toEqual([]);
    }
    for (const file of ['scanned.json', 'exported.json', 'raw.json']) {
      if (file !== 'raw.json') expect(leaksIn(readFileSync(at(file), 'utf8'))).toEqual([]);
      const link = run('link', at(file));
      expect(link.status, link.stderr).toBe(0);
      const back = run('unlink', link.stdout.trim());
      expect(leaksIn(`${link.stdout}\n${link.stderr}\n${back.stdout}\n${back.stderr}`)).toEqual([]);
    }
  }, 300_000);

  it('scan --keep-host-files keeps the host files on purpose, and still redacts every credential in them', () => {
    const r = run('scan', at('repo'), '--home', at('home'), '--keep-host-files', '--out', at('kept.json'));
    expect(r.status, r.stderr).toBe(0);
    const kept = readFileSync(at('kept.json'), 'utf8');
    expect(kept).toContain(SECRETS['plain words in a home file']);
    expect(leaksIn(kept, (Object.keys(SECRETS) as (keyof typeof SECRETS)[]).filter((k) => k !== 'plain words in a home file'))).toEqual([]);
    const report = run('explain', ...scan(), '--keep-host-files', '--json');
    expect(leaksIn(report.stdout, (Object.keys(SECRETS) as (keyof typeof SECRETS)[]).filter((k) => k !== 'plain words in a home file'))).toEqual([]);
  }, 120_000);
});
