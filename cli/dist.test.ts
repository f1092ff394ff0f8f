// The built CLI as a team meets it: the npm package (`npm pack`, installed into an empty project with no network, run
// with npx) and the GitHub Action (action.yml's steps run here as the runner would). One file, so one build at a time.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXAMPLE, ENGINE_VERSION, type Scenario } from '../engine/index.ts';

/** The hang guard of a test that builds, packs and installs (speed is measured by npm run bench). */
const PACKING_TEST_BUDGET_MS = 600_000;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'af-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The user's environment, not the one `npm test` runs in (no npm_* settings of this repository, no Actions annotations).
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'GITHUB_ACTIONS' && k !== 'NO_COLOR'));

function run(cmd: string, args: readonly string[], cwd: string) {
  return spawnSync(cmd, args, { cwd, encoding: 'utf8', env, maxBuffer: 64 << 20 });
}

const failing: Scenario = { ...DEFAULT_EXAMPLE.scenario, probes: [...DEFAULT_EXAMPLE.scenario.probes, { permission: 'edit', input: 'reports/a.md', expect: 'allow' }] };

describe('the npm package', { timeout: PACKING_TEST_BUDGET_MS }, () => {
  it('packs only the built CLI, installs offline into an empty project and runs there with npx', () => {
    const packed = run('npm', ['pack', '--json', '--pack-destination', dir], ROOT);
    expect(packed.status, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    const files = info!.files.map((f) => f.path);
    expect(files.filter((f) => !f.startsWith('dist-cli/')).sort()).toEqual(['README.md', 'package.json']);
    expect(files).toEqual(expect.arrayContaining(['dist-cli/agentforge-playground.cjs', 'dist-cli/cli.cjs', 'dist-cli/tree-sitter.wasm', 'dist-cli/tree-sitter-bash.wasm', 'dist-cli/THIRD_PARTY_LICENSES.txt']));
    expect(files.some((f) => f.endsWith('.ts'))).toBe(false);

    const project = join(dir, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{ "name": "a-team-project", "version": "1.0.0", "private": true }\n');
    const installed = run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, info!.filename)], project);
    expect(installed.status, installed.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/agentforge-playground/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    // Nothing but the package itself was installed: no app dependency came with it.
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).sort()).toEqual(['', 'node_modules/agentforge-playground']);

    // As a user types it; offline, so a missing bin fails here instead of being fetched.
    const cache = join(dir, 'cache');
    const cli = (...args: string[]) => spawnSync('npx', ['agentforge-playground', ...args], { cwd: project, encoding: 'utf8', env: { ...env, npm_config_offline: 'true', XDG_CACHE_HOME: cache } });
    const version = cli('--version');
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(`agentforge-playground ${ENGINE_VERSION} (reproduces opencode 1.18.3, commit 3238daa8)`);

    writeFileSync(join(project, 'scenario.json'), JSON.stringify(failing, null, 2));
    const check = cli('check', 'scenario.json', 'bash', 'git status && rm -rf build');
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/^ask {3}bash "git status && rm -rf build"/);
    expect(check.stdout).toContain('ask   "rm -rf build"  <- bash["*"] in /home/user/project/agentforge.json:8:61');

    const junit = cli('test', 'scenario.json', '--format', 'junit');
    expect(junit.status).toBe(1);
    expect(junit.stdout).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="agentforge-playground" tests="7" failures="1"/);
    expect(junit.stdout.match(/<testcase /g)).toHaveLength(7);
    expect(junit.stdout).toContain('<failure message="expected allow, got deny (hidden from the model) by edit[&quot;*&quot;]: deny at /home/user/project/agentforge.json:6:38"');

    const sarif = cli('lint', 'scenario.json', '--format', 'sarif');
    expect(sarif.status, sarif.stderr).toBe(0);
    const log = JSON.parse(sarif.stdout) as { version: string; runs: { tool: { driver: { name: string } }; results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[] }[] };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]!.tool.driver.name).toBe('agentforge-playground');
    expect(log.runs[0]!.results.length).toBeGreaterThan(0);
    for (const r of log.runs[0]!.results) expect(r.locations[0]!.physicalLocation.artifactLocation.uri).toBe('scenario.json');

    const help = cli('lint', '--bogus');
    expect(help.status).toBe(2);
    expect(help.stderr).toContain('unknown option --bogus');
    expect(help.stderr).toContain('usage: agentforge-playground lint');

    // Each command's first run left its compiled code in the user's cache directory, readable by this user alone.
    const codeCache = join(cache, 'agentforge-playground');
    expect(statSync(codeCache).mode & 0o777).toBe(0o700);
    const cached = readdirSync(codeCache);
    for (const command of ['check', 'test', 'lint']) expect(cached.some((f) => f.endsWith(`-${command}.bin`)), command).toBe(true);
    // A warm run takes the cache as it is: V8 accepts it (a run that parses a command changes a V8 flag, and has the
    // launcher write the cache before that, under the flags every run starts with), and nothing is written again.
    const checkCache = join(codeCache, cached.find((f) => f.endsWith('-check.bin'))!);
    const written = statSync(checkCache);
    expect(cli('check', 'scenario.json', 'bash', 'git status && rm -rf build').stdout).toBe(check.stdout);
    expect(statSync(checkCache).ino).toBe(written.ino);
    expect(statSync(checkCache).mtimeMs).toBe(written.mtimeMs);
    // A damaged cache is rejected by V8 and written again; the answer is the same. Writing it removes the caches an
    // older install or another Node left (other keys), and nothing but cache files.
    writeFileSync(checkCache, 'not bytecode');
    writeFileSync(join(codeCache, 'older-install-v18.0.0-x64-check.bin'), 'stale');
    writeFileSync(join(codeCache, 'notes.txt'), 'not ours to remove');
    const again = cli('check', 'scenario.json', 'bash', 'git status && rm -rf build');
    expect(again.stdout).toBe(check.stdout);
    expect(readFileSync(checkCache).length).toBeGreaterThan(1000);
    expect(existsSync(join(codeCache, 'older-install-v18.0.0-x64-check.bin'))).toBe(false);
    expect(existsSync(join(codeCache, 'notes.txt'))).toBe(true);
    for (const command of ['test', 'lint']) expect(readdirSync(codeCache).some((f) => f.endsWith(`-${command}.bin`)), `${command} (same install) kept`).toBe(true);
    // A cache directory other users may write is never read or written.
    chmodSync(codeCache, 0o777);
    rmSync(checkCache);
    expect(cli('check', 'scenario.json', 'bash', 'git status && rm -rf build').stdout).toBe(check.stdout);
    expect(existsSync(checkCache)).toBe(false);
  });
});

interface ActionStep {
  readonly id?: string;
  readonly name?: string;
  readonly shell?: string;
  readonly run?: string;
  readonly env?: Readonly<Record<string, string>>;
}
interface Action {
  readonly inputs: Readonly<Record<string, { readonly default?: string }>>;
  readonly outputs: Readonly<Record<string, { readonly value: string }>>;
  readonly runs: { readonly using: string; readonly steps: readonly ActionStep[] };
}

const action = yaml.load(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;

/** The value of a `${{ ... }}` expression of the kinds action.yml uses: an input or an earlier step's output. */
function expand(text: string, inputs: Readonly<Record<string, string>>, outputs: ReadonlyMap<string, Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_m, expr: string) => {
    const input = /^inputs\.([\w-]+)$/.exec(expr);
    if (input) return inputs[input[1]!] ?? action.inputs[input[1]!]?.default ?? '';
    const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
    if (output) return outputs.get(output[1]!)?.[output[2]!] ?? '';
    throw new Error(`action.yml uses an expression this runner does not know: ${expr}`);
  });
}

/** Runs action.yml's steps as the runner does (bash -eo pipefail, GITHUB_* files), in `cwd`; stops at the first failing step. */
function runAction(cwd: string, inputs: Readonly<Record<string, string>>) {
  const summary = join(cwd, 'step-summary.md');
  const outputs = new Map<string, Record<string, string>>();
  let code = 0;
  for (const step of action.runs.steps) {
    const outputFile = join(cwd, `output-${step.id ?? 'step'}.txt`);
    writeFileSync(outputFile, '');
    const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, inputs, outputs)]));
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd,
      encoding: 'utf8',
      env: { ...env, HOME: join(cwd, 'home'), GITHUB_ACTION_PATH: ROOT, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: outputFile, ...stepEnv },
    });
    const values = Object.fromEntries(readFileSync(outputFile, 'utf8').split('\n').filter(Boolean).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
    if (step.id) outputs.set(step.id, values);
    code = r.status ?? 1;
    if (code !== 0) break;
  }
  const actionOutputs = Object.fromEntries(Object.entries(action.outputs).map(([k, o]) => [k, expand(o.value, inputs, outputs)]));
  return { code, summary: existsSync(summary) ? readFileSync(summary, 'utf8') : '', outputs: actionOutputs };
}

const REPO_CONFIG = '{\n  "permission": {\n    "bash": { "*": "ask", "git status": "allow" }\n  }\n}\n';

describe('the GitHub Action (action.yml run locally)', { timeout: PACKING_TEST_BUDGET_MS }, () => {
  const work = join(dir, 'workspace');
  beforeAll(() => {
    mkdirSync(join(work, 'home'), { recursive: true });
    mkdirSync(join(work, 'repo/.git'), { recursive: true });
    writeFileSync(join(work, 'repo/agentforge.json'), REPO_CONFIG);
    writeFileSync(join(work, 'passing.json'), JSON.stringify(DEFAULT_EXAMPLE.scenario, null, 2));
    writeFileSync(join(work, 'failing.json'), JSON.stringify(failing, null, 2));
    writeFileSync(join(work, 'repo-probes.json'), JSON.stringify({ ...DEFAULT_EXAMPLE.scenario, probes: [{ permission: 'bash', input: 'git status', expect: 'allow' }] }, null, 2));
    // The Action builds the CLI when dist-cli/ is missing; build it here once (the package test may have already).
    if (!existsSync(join(ROOT, 'dist-cli/agentforge-playground.cjs'))) expect(run('node', ['scripts/build-cli.mjs'], ROOT).status).toBe(0);
  });

  it('is a composite action whose scripts take inputs only through env (no expression inside a script)', () => {
    expect(action.runs.using).toBe('composite');
    for (const step of action.runs.steps) {
      expect(step.shell).toBe('bash');
      expect(step.run).not.toContain('${{');
    }
  });

  it('a passing scenario: job summary with the probes and the lints, SARIF written, exit 0', () => {
    const r = runAction(work, { scenario: 'passing.json', sarif: 'out.sarif' });
    expect(r.code).toBe(0);
    expect(r.outputs).toEqual({ 'test-exit-code': '0', 'lint-exit-code': '0', 'sarif-file': 'out.sarif' });
    expect(r.summary).toContain('### Probes: passing.json');
    expect(r.summary).toContain('✅ 6 probes: 6 passed, 0 failed');
    expect(r.summary).toContain('### Lint: passing.json');
    expect(r.summary).toMatch(/\| ⚠️ warning \| `passing\.json:\d+:\d+` \| bash\["git status"\] .* matches only the exact command/);
    const sarif = JSON.parse(readFileSync(join(work, 'out.sarif'), 'utf8')) as { version: string; runs: { results: unknown[] }[] };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
  });

  it('a failing probe and too many warnings fail the job, with both reports in the summary', () => {
    const r = runAction(work, { scenario: 'failing.json', 'max-warnings': '0' });
    expect(r.code).toBe(1);
    expect(r.outputs).toEqual({ 'test-exit-code': '1', 'lint-exit-code': '1', 'sarif-file': '' });
    expect(r.summary).toMatch(/\| ❌ fail \| `edit "reports\/a\.md"` \| build \| allow \| deny \(hidden from the model\) \| `edit\["\*"\]: deny` \| `\/home\/user\/project\/agentforge\.json:6:38` \|/);
    expect(r.summary).toContain('### Lint: failing.json');
  });

  it('a directory to scan: its real config is linted at the repository\'s own paths, and a scenario\'s probes tested against it', () => {
    const r = runAction(work, { scan: 'repo', scenario: 'repo-probes.json', sarif: 'scan.sarif' });
    expect(r.outputs['test-exit-code']).toBe('0');
    expect(r.outputs['lint-exit-code']).toBe('0');
    expect(r.code).toBe(0);
    expect(r.summary).toContain('1 probes: 1 passed, 0 failed');
    const sarif = JSON.parse(readFileSync(join(work, 'scan.sarif'), 'utf8')) as { runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[] }[] }[] };
    const exact = sarif.runs[0]!.results.find((x) => x.ruleId === 'shell/exact-only')!;
    expect(exact.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'repo/agentforge.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 3, startColumn: REPO_CONFIG.split('\n')[2]!.indexOf('"git status"') + 1 } });
  });

  it('neither a scenario nor a directory: an error annotation and exit 2', () => {
    const r = runAction(work, {});
    expect(r.code).toBe(2);
    expect(r.outputs['lint-exit-code']).toBe('2');
  });
});
