/** Issue 34's smaller findings, each as a regression test: links out of the project, /proc, folders that cannot be listed, BOM scenario files, overwriting the input, write errors. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze, findExample } from '../engine/index.ts';
import { nodeHost } from './cli.ts';
import { scanProject } from './fs-scan.ts';
import { HostError } from './host.ts';

const SPAWNING_TEST_BUDGET_MS = 600_000;
let t = '';
const at = (rel: string) => join(t, rel);
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AGENTFORGE_')));
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'cli/cli.ts', ...args], { encoding: 'utf8', env });

beforeAll(() => {
  t = mkdtempSync(join(tmpdir(), 'af-attack-'));
  mkdirSync(at('repo/.git'), { recursive: true });
  mkdirSync(at('home'), { recursive: true });
  mkdirSync(at('outside'), { recursive: true });
  writeFileSync(at('outside/shadow'), 'root:$6$secrethash:19000:0:99999:7:::\n');
  symlinkSync(at('outside/shadow'), at('repo/agentforge.jsonc'));
  symlinkSync('/proc/self/environ', at('repo/agentforge.json'));
});
afterAll(() => rmSync(t, { recursive: true, force: true }));

describe('scan: a symlinked config cannot pull a host file in', () => {
  it('a project config linked to a host file or /proc is a placeholder the layer table explains', () => {
    const r = scanProject({ ...nodeHost, env: { DB_PASSWORD: 'envpassw0rd' }, cwd: t }, { dir: 'repo', home: at('home') });
    const text = (name: string) => r.scenario.files.find((f) => f.path === at(`repo/${name}`))?.text;
    expect(text('agentforge.jsonc')).toMatch(/^<withheld:host-file, \d+ bytes>$/);
    expect(text('agentforge.json')).toBe('<withheld:system-file>');
    expect(JSON.stringify(r.scenario)).not.toMatch(/secrethash|envpassw0rd/);
    const layers = analyze(r.scenario).load.layers;
    expect(layers.find((l) => l.path === at('repo/agentforge.json'))?.reason).toBe('withheld: under /proc, /sys or /dev: never read');
    expect(layers.find((l) => l.path === at('repo/agentforge.jsonc'))?.reason).toMatch(/^withheld: a host file outside the project/);
  });

  it('a folder that cannot be listed is named in the notes', () => {
    const host = { ...nodeHost, env: {}, cwd: t, listDir: (path: string) => (path.endsWith('/agent') ? (() => { throw new HostError(`${path}: EACCES`, 'EACCES'); })() : nodeHost.listDir(path)) };
    mkdirSync(at('repo/.agentforge/agent'), { recursive: true });
    const r = scanProject(host, { dir: 'repo', home: at('home') });
    expect(r.notes.join('\n')).toContain(`could not list ${at('repo/.agentforge/agent')}: EACCES`);
  });
});

describe('the CLI on odd files and full disks', { timeout: SPAWNING_TEST_BUDGET_MS }, () => {
  const scenario = findExample('pattern-level-rules')!.scenario;

  it('reads a scenario file saved with a BOM', () => {
    writeFileSync(at('bom.json'), `\uFEFF${JSON.stringify(scenario)}`);
    const r = run('explain', at('bom.json'));
    expect(r.status, r.stderr).toBe(0);
  }, 60_000);

  it('export-tests never overwrites its input without --force', () => {
    const input = at('probes.json');
    writeFileSync(input, JSON.stringify({ ...scenario, probes: [{ permission: 'edit', input: 'a.md', expect: 'allow' }] }));
    const refused = run('export-tests', input, '--out', input);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/is the input scenario: .*pass --force/);
    expect(JSON.parse(readFileSync(input, 'utf8')).probes[0].expect).toBe('allow');
    const forced = run('export-tests', input, '--out', input, '--force');
    expect(forced.status, forced.stderr).toBe(0);
  }, 60_000);

  it.runIf(existsSync('/dev/full'))('a write to a full disk says so in one line and exits 2', () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx cli/cli.ts explain "${at('bom.json')}" > /dev/full`], { encoding: 'utf8', env });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('cannot write to standard output: ENOSPC');
    const out = run('scan', at('repo'), '--home', at('home'), '--out', '/dev/full');
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/cannot write \/dev\/full: ENOSPC/);
  }, 60_000);
});
