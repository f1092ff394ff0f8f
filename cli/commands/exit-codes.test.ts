import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHost } from '../cli.ts';
import { findExample } from '../../engine/index.ts';
import type { Scenario } from '../../engine/index.ts';
import { CliExit, type CliCommand } from '../cli-support.ts';
import type { CliHost } from '../host.ts';
import { checkCommand } from './check.ts';
import { explainCommand } from './explain.ts';
import { scanCommand } from './scan.ts';
import { testCommand } from './test.ts';
import { deepConfigText, deepValueText } from '../../engine/config/text/deep-config.fixture.ts';

const root = mkdtempSync(join(tmpdir(), 'af-exit-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const base = findExample('pattern-level-rules')!.scenario;
const refused: Scenario = { ...base, files: [{ path: `${base.cwd}/agentforge.json`, text: '{ "permission": { "bash": 12 } }' }], probes: [{ permission: 'bash', input: 'ls' }] };
const put = (name: string, value: unknown) => {
  writeFileSync(join(root, name), typeof value === 'string' ? value : JSON.stringify(value));
  return join(root, name);
};
// A project whose config the reference refuses, to scan.
mkdirSync(join(root, 'bad/.git'), { recursive: true });
put('bad/agentforge.json', '{ "permission": { "bash": 12 } }');
mkdirSync(join(root, 'good/.git'), { recursive: true });
put('good/agentforge.json', '{ "permission": { "bash": { "*": "ask", "git status": "allow" } } }');

// Configs nested deep: the reference's CLI loads them (600), or loads them while its stack holds (25,000); one it refuses for its schema.
const deepScenario = (text: string): Scenario => ({ ...base, files: [{ path: `${base.cwd}/agentforge.json`, text }], probes: [{ permission: 'bash', input: 'git status', expect: 'allow' }] });
for (const depth of [600, 25_000]) {
  mkdirSync(join(root, `deep-${depth}/.git`), { recursive: true });
  put(`deep-${depth}/agentforge.json`, deepConfigText(depth));
}
mkdirSync(join(root, 'deep-invalid/.git'), { recursive: true });
put('deep-invalid/agentforge.json', `{"permission": {"bash": ${deepValueText(600)}}}`);

function host(): CliHost & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { ...nodeHost, env: {}, cwd: root, out, err, print: (t) => out.push(t), printError: (t) => err.push(t) };
}

async function run(command: CliCommand, args: string[]) {
  const h = host();
  try {
    return { code: await command.run(args, h), out: h.out.join('\n'), err: h.err.join('\n') };
  } catch (e) {
    if (e instanceof CliExit) return { code: e.code, out: h.out.join('\n'), err: [...h.err, e.message].join('\n') };
    throw e;
  }
}

describe('exit codes say what happened', () => {
  it.each([
    ['explain', explainCommand, () => [put('refused.json', refused)]],
    ['explain --json', explainCommand, () => [put('refused.json', refused), '--json']],
    ['check', checkCommand, () => [put('refused.json', refused), 'read', 'x']],
    ['test', testCommand, () => [put('refused.json', refused)]],
    ['scan', scanCommand, () => [join(root, 'bad'), '--home', join(root, 'home')]],
    ['scan --out', scanCommand, () => [join(root, 'bad'), '--home', join(root, 'home'), '--out', join(root, 'out.json')]],
  ] as const)('a config the reference refuses is exit 1 with the reason on stderr (%s)', async (_name, command, args) => {
    const r = await run(command, [...args()]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the reference refuses this config: \w+ in .*agentforge\.json/);
  });

  it.each([
    ['explain', explainCommand, (d: number) => [put(`deep-${d}.json`, deepScenario(deepConfigText(d)))]],
    ['check', checkCommand, (d: number) => [put(`deep-${d}.json`, deepScenario(deepConfigText(d))), 'bash', 'git status']],
    ['test', testCommand, (d: number) => [put(`deep-${d}.json`, deepScenario(deepConfigText(d)))]],
    ['scan', scanCommand, (d: number) => [join(root, `deep-${d}`), '--home', join(root, 'home')]],
  ] as const)('a config nested 600 or 25,000 deep loads, as in the CLI: exit 0 (%s)', async (_name, command, args) => {
    for (const depth of [600, 25_000]) {
      const r = await run(command, [...args(depth)]);
      expect([depth, r.code, r.err]).toEqual([depth, 0, expect.not.stringMatching(/refuses/)]);
    }
  });

  it('a deep value where the schema wants a rule is still refused, as the reference refuses it: exit 1', async () => {
    const r = await run(scanCommand, [join(root, 'deep-invalid'), '--home', join(root, 'home')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the reference refuses this config: ConfigInvalidError in .*agentforge\.json/);
  });

  it('explain and scan of a config that loads exit 0', async () => {
    expect((await run(explainCommand, [put('ok.json', base)])).code).toBe(0);
    expect((await run(scanCommand, [join(root, 'good'), '--home', join(root, 'home')])).code).toBe(0);
  });

  it('test x.json --scan dir keeps the file\'s probes and checks them against the scanned config', async () => {
    const probes = { ...base, probes: [{ permission: 'bash', input: 'git status', expect: 'allow' }, { permission: 'bash', input: 'rm -rf /', expect: 'ask' }] };
    const r = await run(testCommand, [put('probes.json', probes), '--scan', join(root, 'good'), '--home', join(root, 'home')]);
    expect(r.out).toMatch(/2 probes: 2 passed, 0 failed/);
    expect(r.code).toBe(0);
  });
});
