import { readFileSync } from 'node:fs';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { validateAgentEntry, validateConfig, validateModeEntry } from './schema.ts';
import { parseFrontmatter } from '../markdown/frontmatter.ts';

interface MergeLayer {
  readonly path: string;
  readonly content: string;
}
interface MergeVector {
  readonly id: string;
  readonly input: { readonly layers: readonly MergeLayer[] };
  readonly expected: {
    readonly config?: Record<string, unknown>;
    readonly error?: { readonly name: string; readonly data: { readonly path: string; readonly issues?: unknown[] } };
  };
}

const vectors: MergeVector[] = readFileSync(new URL('../../../../shared/vectors/merge.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as MergeVector);
const byId = (id: string): MergeVector => {
  const found = vectors.find((v) => v.id === id);
  if (found === undefined) throw new Error(`missing vector ${id}`);
  return found;
};
const parseJsonc = (text: string): unknown => (text.trim() === '' ? {} : parse(text, [], { allowTrailingComma: true }));
const lastLayer = (v: MergeVector): MergeLayer => v.input.layers[v.input.layers.length - 1];
const pathsOf = (issues: readonly { path: readonly unknown[]; code?: string }[]) => issues.map((i) => ({ path: i.path, code: i.code }));

describe('validateConfig on merge vectors with a ConfigInvalidError in a JSON layer', () => {
  it.each(['merge-055', 'merge-056', 'merge-057', 'merge-059', 'merge-078', 'merge-079'])('%s', (id) => {
    const vector = byId(id);
    const error = vector.expected.error;
    const layer = vector.input.layers.find((l) => l.path === error?.data.path);
    if (layer === undefined || error === undefined) throw new Error('vector without error layer');
    const result = validateConfig(parseJsonc(layer.content), layer.path);
    expect(result.value).toBeNull();
    expect(pathsOf(result.issues)).toEqual(pathsOf(error.data.issues as { path: unknown[]; code?: string }[]));
    expect(result.issues).toEqual(error.data.issues);
  });
});

describe('validateConfig decodes single-layer agent entries exactly as the vectors show', () => {
  it.each(['merge-060', 'merge-061', 'merge-062', 'merge-058', 'merge-073'])('%s', (id) => {
    const vector = byId(id);
    const result = validateConfig(parseJsonc(lastLayer(vector).content), lastLayer(vector).path);
    expect(result.issues).toEqual([]);
    const expected = vector.expected.config ?? {};
    for (const key of ['agent', 'permission'] as const) {
      if (result.value?.[key] === undefined) continue;
      expect(result.value[key]).toEqual(expected[key]);
      // Key order is precedence: compare serialisations too.
      expect(JSON.stringify(result.value[key])).toBe(JSON.stringify(expected[key]));
    }
  });

  it('accepts every layer of every vector that loads', () => {
    for (const vector of vectors.filter((v) => v.expected.config !== undefined)) {
      for (const layer of vector.input.layers.filter((l) => /\.jsonc?$/.test(l.path) && !/\{(env|file):/.test(l.content))) {
        expect({ id: vector.id, issues: validateConfig(parseJsonc(layer.content), layer.path).issues }).toEqual({ id: vector.id, issues: [] });
      }
    }
  });
});

describe('markdown agents and modes', () => {
  const markdown = (id: string, file: string) => {
    const layer = byId(id).input.layers.find((l) => l.path.endsWith(file));
    if (layer === undefined) throw new Error('missing markdown layer');
    const fm = parseFrontmatter(layer.content);
    if (fm.kind !== 'kept' && fm.kind !== 'whole-text') throw new Error(`frontmatter not loaded: ${fm.kind}`);
    return fm;
  };

  it('merge-037: name, frontmatter, prompt, options, tools folded before explicit permission', () => {
    const md = markdown('merge-037', 'review.md');
    const result = validateAgentEntry(md.data, 'review', md.content);
    const expected = (byId('merge-037').expected.config?.agent as Record<string, unknown>).review;
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(expected));
  });

  it('merge-041: a mode becomes primary with options and permission', () => {
    const md = markdown('merge-041', 'focus.md');
    const result = validateModeEntry(md.data, 'focus', md.content);
    const expected = (byId('merge-041').expected.config?.agent as Record<string, unknown>).focus;
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(expected));
  });

  it('merge-081: invalid YAML leaves the whole text as the prompt', () => {
    const md = markdown('merge-081', 'bad.md');
    const result = validateAgentEntry(md.data, 'bad', md.content);
    const expected = (byId('merge-081').expected.config?.agent as Record<string, unknown>).bad;
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(expected));
  });

  it('merge-082: a bad mode is an issue at ["mode"]', () => {
    const md = markdown('merge-082', 'bad.md');
    const result = validateAgentEntry(md.data, 'bad', md.content);
    expect(result.value).toBeNull();
    expect(result.issues).toEqual(byId('merge-082').expected.error?.data.issues);
  });

  it('a mode with a schema error yields null (the loader skips it)', () => {
    expect(validateModeEntry({ mode: 'sometimes' }, 'm', 'x').value).toBeNull();
  });
});

describe('decoding an object again gives what the first decoding gave', () => {
  // A struct keeps the objects it decoded without an issue (a patched parse shares untouched objects). Issues carry
  // paths, so an object with an issue is decoded again, and reports its issue at each place it is found.
  const rules = { bash: { '*': 'ask', 'git *': 'allow' }, edit: 'deny' };
  const bad = { bash: { 'rm *': 'maybe' } };
  it.each([
    ['a clean object, decoded twice', () => [validateConfig({ permission: rules }, 'f'), validateConfig({ permission: rules }, 'f')]],
    ['the same clean object in two places', () => [validateConfig({ permission: rules, agent: { plan: { permission: rules } } }, 'f')]],
    ['an object with an issue, decoded twice', () => [validateConfig({ permission: bad }, 'f'), validateConfig({ permission: bad }, 'f')]],
  ] as const)('%s', (_, run) => {
    const results = run();
    for (const r of results) expect(r).toEqual(JSON.parse(JSON.stringify(r)));
    if (results.length === 2) expect(results[1]).toEqual(results[0]);
  });
  it('reports an issue of a shared object at each of its paths', () => {
    const r = validateConfig({ permission: bad, agent: { plan: { permission: bad } } }, 'f');
    expect(r.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['permission.bash.rm *', 'agent.plan.permission.bash.rm *']));
  });
});
