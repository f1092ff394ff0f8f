import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHost } from '../cli.ts';
import { findExample, MAX_PLAYGROUND_AGENTS } from '../../engine/index.ts';
import { CliExit, type CliCommand } from '../cli-support.ts';
import { checkCommand } from './check.ts';
import { explainCommand } from './explain.ts';
import { testCommand } from './test.ts';

const root = mkdtempSync(join(tmpdir(), 'af-too-big-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// One agent past the limit: each agent is an empty entry, so the file stays a few hundred kB.
const base = findExample('pattern-level-rules')!.scenario;
const agent = Object.fromEntries(Array.from({ length: MAX_PLAYGROUND_AGENTS + 1 }, (_, i) => [`a${i}`, {}]));
const file = join(root, 'big.json');
writeFileSync(file, JSON.stringify({ ...base, files: [{ path: `${base.cwd}/agentforge.json`, text: JSON.stringify({ permission: { bash: 'ask' }, agent }) }], probes: [{ permission: 'bash', input: 'ls', expect: 'ask' }] }));

async function run(command: CliCommand, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const host = { ...nodeHost, env: {}, cwd: root, print: (t: string) => out.push(t), printError: (t: string) => err.push(t) };
  try {
    return { code: await command.run(args, host), out: out.join('\n'), err: err.join('\n') };
  } catch (e) {
    if (e instanceof CliExit) return { code: e.code, out: out.join('\n'), err: [...err, e.message].join('\n') };
    throw e;
  }
}

describe('a config past the playground limits is refused in our words', () => {
  it.each([
    ['check', checkCommand, [file, 'bash', 'ls']],
    ['test', testCommand, [file]],
    ['explain', explainCommand, [file]],
  ] as const)('%s exits 2 with the counts on one line', async (_name, command, args) => {
    const r = await run(command, [...args]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^too big for the playground: [\d,]+ rules and 25,008 agents \(it analyses up to 250,000 rules and 25,000 agents\)$/);
    expect(r.out).toBe('');
  }, 120_000);
});
