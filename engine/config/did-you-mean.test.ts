import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggestNames } from './did-you-mean.ts';

const TOP = ['$schema', 'model', 'small_model', 'default_agent', 'permission', 'agent', 'mode', 'tools', 'plugin', 'instructions'];
const PERMISSIONS = ['read', 'edit', 'glob', 'grep', 'list', 'bash', 'task', 'external_directory', 'todowrite', 'webfetch', 'websearch', 'lsp', 'skill'];

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['a', '', 1],
    ['model', 'model', 0],
    ['modle', 'model', 1],
    ['kitten', 'sitting', 3],
    ['abc', 'xyz', 3],
  ])('%j → %j is %d', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
  it('stops past the limit', () => {
    expect(editDistance('aaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb', 2)).toBe(3);
  });
});

describe('suggestNames', () => {
  it.each([
    ['modle', TOP, ['model', 'mode']],
    ['moddel', TOP, ['model']],
    ['Model', TOP, ['model']],
    ['permissions', TOP, ['permission']],
    ['premission', TOP, ['permission']],
    ['defaultAgent', TOP, ['default_agent']],
    ['agents', TOP, ['agent']],
    ['model', TOP, []],
    ['zzzzzz', TOP, []],
    ['', TOP, []],
    ['x'.repeat(10_000), TOP, []],
    ['bsh', PERMISSIONS, ['bash']],
    ['Bash', PERMISSIONS, ['bash']],
    ['webFetch', PERMISSIONS, ['webfetch']],
    ['external-directory', PERMISSIONS, ['external_directory']],
    ['edits', PERMISSIONS, ['edit']],
    ['mymcp_search', PERMISSIONS, []],
    ['constructor', PERMISSIONS, []],
    ['__proto__', PERMISSIONS, []],
  ] as const)('%j → %j', (name, known, want) => {
    expect(suggestNames(name, known)).toEqual(want);
  });
  it('keeps the closest tier only, at most max, in known order', () => {
    expect(suggestNames('lst', PERMISSIONS, 5)).toEqual(['list', 'lsp']);
    expect(suggestNames('lst', PERMISSIONS, 1)).toEqual(['list']);
    expect(suggestNames('gre', PERMISSIONS, 5)).toEqual(['grep']);
  });
});

describe('didYouMean', () => {
  it.each([
    [[], undefined],
    [['model'], 'Did you mean "model"?'],
    [['bash', 'task'], 'Did you mean "bash" or "task"?'],
    [['a', 'b', 'c'], 'Did you mean "a", "b" or "c"?'],
  ] as const)('%j → %j', (names, want) => {
    expect(didYouMean(names)).toBe(want);
  });
});
