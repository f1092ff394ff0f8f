import { spawn } from 'node:child_process';
import { buildSync } from 'esbuild';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExample } from '../engine/index.ts';
import type { Scenario } from '../engine/index.ts';

// Every command, run once into a slow reader through a real pipe and once into files: the bytes
// must be the same. Outputs are made larger than a pipe's 64 kB buffer, stdout and stderr both.
const root = mkdtempSync(join(tmpdir(), 'af-pipe-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(CLI, { force: true });
});
const REPO = join(import.meta.dirname, '..');
// The CLI bundled once (what tsx would run, without its per-process compile), inside node_modules so packages resolve.
const CLI = join(REPO, 'node_modules', '.cache', `af-cli-pipe-${process.pid}.mjs`);
const at = (rel: string) => join(root, rel);

const hex = (i: number) => ((i * 2654435761) >>> 0).toString(16).padStart(8, '0');

function bigScenario(): Scenario {
  const base = findExample('pattern-level-rules')!.scenario;
  const bash = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`tool-${hex(i)} --flag-${hex(i + 7)} *`, i % 3 ? 'allow' : 'deny']));
  const mcp = Object.fromEntries(Array.from({ length: 650 }, (_, i) => [`s${i}`, { type: 'remote', url: 'https://x.test', headers: { Authorization: `Bearer tok_${hex(i)}${hex(i + 1)}` } }]));
  const files = [...base.files, { path: `${base.cwd}/.agentforge/agentforge.json`, text: JSON.stringify({ permission: { bash }, mcp }) }];
  const probes = Array.from({ length: 500 }, (_, i) => ({ permission: 'bash', input: `tool-${hex(i)} --flag-${hex(i + 7)} x`, expect: (i % 2 ? 'allow' : 'deny') as 'allow' | 'deny' }));
  return { ...base, files, probes };
}

interface Run {
  readonly code: number | null;
  readonly out: Buffer;
  readonly err: Buffer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads a stream late and with a pause after every chunk: a consumer slower than the writer. */
async function readSlowly(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await sleep(50);
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    await sleep(2);
  }
  return Buffer.concat(chunks);
}

function runPiped(args: readonly string[], stdin = ''): Promise<Run> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(stdin);
  const code = new Promise<number | null>((r) => child.once('close', (c) => r(c)));
  return Promise.all([readSlowly(child.stdout), readSlowly(child.stderr), code]).then(([out, err, c]) => ({ code: c, out, err }));
}

function runToFiles(args: readonly string[], name: string, stdin = ''): Promise<Run> {
  const [o, e] = [join(root, `${name}.out`), join(root, `${name}.err`)];
  const fds = [openSync(o, 'w'), openSync(e, 'w')] as const;
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, stdio: ['pipe', fds[0], fds[1]] });
  child.stdin?.end(stdin);
  return new Promise((r) =>
    child.once('close', (c) => {
      fds.forEach((fd) => closeSync(fd));
      r({ code: c, out: readFileSync(o), err: readFileSync(e) });
    }),
  );
}

beforeAll(() => {
  buildSync({ entryPoints: [join(REPO, 'cli', 'cli.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: CLI, logLevel: 'error' });
  const scenario = bigScenario();
  writeFileSync(join(root, 'big.json'), JSON.stringify(scenario));
  mkdirSync(join(root, 'vectors'));
  const vectors = Array.from({ length: 700 }, (_, i) => JSON.stringify({ id: `pipe-${hex(i)}-${'v'.repeat(40)}`, kind: 'evaluate', input: { rulesets: [[{ permission: 'bash', pattern: '*', action: 'allow' }]], permission: 'bash', pattern: 'ls' }, expected: { action: i % 2 ? 'allow' : 'deny', rule: null, index: 0, default: null } }));
  writeFileSync(join(root, 'vectors', 'evaluate.jsonl'), `${vectors.join('\n')}\n`);
  const tree = join(root, 'tree', 'project');
  mkdirSync(join(tree, '.git'), { recursive: true });
  writeFileSync(join(tree, 'agentforge.json'), scenario.files.at(-1)!.text);
});

const COMMANDS: readonly (readonly [string, () => string[], (() => string)?])[] = [
  ['conformance', () => ['conformance', at('vectors')]],
  ['explain', () => ['explain', at('big.json')]],
  ['explain --json', () => ['explain', at('big.json'), '--json']],
  ['check', () => ['check', at('big.json'), 'read', `${'r'.repeat(70_000)}`, '--json']],
  ['test', () => ['test', at('big.json')]],
  ['export-tests', () => ['export-tests', at('big.json')]],
  ['link', () => ['link', at('big.json')]],
  ['unlink', () => ['unlink', readFileSync(join(root, 'first-link.out'), 'utf8').trim()]],
  ['unlink -', () => ['unlink', '-'], () => readFileSync(join(root, 'first-link.out'), 'utf8')],
  ['scan', () => ['scan', at('tree/project'), '--home', at('tree')]],
  ['scan --out', () => ['scan', at('tree/project'), '--home', at('tree'), '--out', at('scanned.json')]],
];

describe('CLI output through a pipe into a slow reader', () => {
  it('gives the same bytes and exit code as a run into files, for every command', async () => {
    // link first: unlink reads its output.
    const name = (label: string) => label.replace(/\W+/g, '-');
    await runToFiles(COMMANDS.find(([l]) => l === 'link')![1](), 'first-link');
    // Two at a time: the machine's cores are shared.
    const runs: { label: string; file: Run; pipe: Run }[] = [];
    const queue = [...COMMANDS];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [label, args, stdin] = next;
        runs.push({ label, file: await runToFiles(args(), name(label), stdin?.()), pipe: await runPiped(args(), stdin?.()) });
      }
    };
    await Promise.all([worker(), worker()]);
    for (const { label, file, pipe } of runs) {
      expect(file.out.length + file.err.length, label).toBeGreaterThan(0);
      expect({ label, code: pipe.code, outBytes: pipe.out.length, errBytes: pipe.err.length }).toEqual({ label, code: file.code, outBytes: file.out.length, errBytes: file.err.length });
      expect(pipe.out.equals(file.out), label).toBe(true);
      expect(pipe.err.equals(file.err), label).toBe(true);
    }
    // The large ones are what a pipe cuts: check that the test really exercises that.
    const big = runs.filter((r) => r.file.out.length > 65_536 || r.file.err.length > 65_536).map((r) => r.label);
    expect(big).toEqual(expect.arrayContaining(['conformance', 'explain', 'explain --json', 'check', 'test', 'export-tests', 'link', 'unlink', 'unlink -', 'scan']));
  }, 900_000); // about forty CLI spawns: minutes on a busy machine (a hang guard, not a speed check)
});
