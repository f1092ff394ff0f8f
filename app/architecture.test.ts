import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import rules of docs/architecture.md, checked over the tree as it is.
const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every relative import of a file, as a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].map((m) => m[1]).filter((s) => s.startsWith('.')).map((s) => relative(ROOT, join(ROOT, dirname(file), s)));
}

function violations(files: readonly string[], isBad: (file: string, target: string) => boolean): string[] {
  return files.flatMap((file) => importsOf(file).filter((target) => isBad(file, target)).map((target) => `${file} -> ${target}`));
}

const featureOf = (path: string): string | null => (path.startsWith('app/features/') ? path.split('/')[2] : null);

describe('architecture', () => {
  it('has files to check (the walk sees the tree)', () => {
    expect(sourceFiles('app').length).toBeGreaterThan(50);
    expect(sourceFiles('bench').length).toBeGreaterThan(5);
  });

  it('app/ and bench/ reach the engine only through engine/index.ts', () => {
    const files = [...sourceFiles('app'), ...sourceFiles('bench')];
    // One door beside it: the page loads `analyze` as a chunk of its own, which a dynamic import of the barrel (also
    // imported statically) cannot be, so app/deferred/analyzer-on-demand.ts imports engine/analyze.ts itself.
    const isAnalyzerChunk = (f: string, t: string) => t === 'engine/analyze.ts' && /^app\/deferred\/analyzer-on-demand(\.test)?\.ts$/.test(f);
    expect(violations(files, (f, t) => t.startsWith('engine/') && t !== 'engine/index.ts' && !isAnalyzerChunk(f, t))).toEqual([]);
  });

  it('no feature folder imports another feature', () => {
    expect(violations(sourceFiles('app/features'), (f, t) => featureOf(t) !== null && featureOf(t) !== featureOf(f))).toEqual([]);
  });

  it('the shared rooms (store, shared, ui, worker) import no feature and not the frame', () => {
    const files = ['app/store', 'app/shared', 'app/ui', 'app/worker'].flatMap(sourceFiles);
    expect(violations(files, (_f, t) => t.startsWith('app/features/') || t.startsWith('app/frame/'))).toEqual([]);
  });

  it('the engine imports neither the app nor Node; in cli/ only cli/cli.ts imports Node', () => {
    const files = sourceFiles('engine').filter((f) => !/\.test\.ts$/.test(f));
    expect(violations(files, (_f, t) => t.startsWith('app/'))).toEqual([]);
    const nodeUsers = files.filter((f) => /from\s+['"]node:/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(nodeUsers).toEqual([]);
    const cliFiles = sourceFiles('cli').filter((f) => !/\.test\.ts$/.test(f));
    const cliNodeUsers = cliFiles.filter((f) => /from\s+['"]node:/.test(readFileSync(join(ROOT, f), 'utf8')));
    // cli/args.ts takes only node:util's parseArgs, a pure function; every I/O goes through cli/cli.ts's host.
    expect(cliNodeUsers).toEqual(['cli/args.ts', 'cli/cli.ts']);
    expect(readFileSync(join(ROOT, 'cli/args.ts'), 'utf8').match(/from\s+['"]node:[^'"]+['"]/g)).toEqual(["from 'node:util'"]);
  });

  it('cli/ reaches the engine only through engine/index.ts (tests included, save the engine\'s shared test fixtures)', () => {
    const files = sourceFiles('cli');
    expect(files.length).toBeGreaterThan(10);
    expect(violations(files, (_f, t) => t.startsWith('engine/') && t !== 'engine/index.ts' && !/\.fixture\.ts$/.test(t))).toEqual([]);
    // A test may compare with the app (link.test.ts: the CLI's permalink is byte for byte the app's); the CLI itself may not.
    expect(violations(files.filter((f) => !/\.test\.ts$/.test(f)), (_f, t) => t.startsWith('app/') || t.startsWith('bench/'))).toEqual([]);
  });
});
