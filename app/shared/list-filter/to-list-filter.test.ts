import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, isEmptyFilter, matchesWords, toCountText, toOptions, toQueryWords } from './to-list-filter.ts';

describe('toQueryWords and matchesWords', () => {
  it.each<[string, string, readonly (string | null)[], boolean]>([
    ['empty query matches all', '', ['bash'], true],
    ['spaces only match all', '   \t', [], true],
    ['one word in one text', 'git', ['bash', 'git push *'], true],
    ['case-insensitive', 'GIT', ['git push *'], true],
    ['every word must be found', 'bash deny', ['bash', 'git *', 'allow'], false],
    ['words may be in different texts', 'bash push', ['bash', 'git push *'], true],
    ['a missing word', 'zzz', ['bash', null], false],
    ['nulls are skipped', 'x', [null, 'x'], true],
    ['regex characters are plain text', '*.env', ['read', '*.env'], true],
    ['a bracket is plain text', '["*"]', ['edit["*"]'], true],
    ['hostile: a huge query finds nothing', 'a'.repeat(100_000), ['aaa'], false],
    ['identifier parts', 'external_dir', ['external_directory'], true],
  ])('%s', (_name, query, texts, expected) => expect(matchesWords(toQueryWords(query), texts)).toBe(expected));
});

describe('toCountText', () => {
  it.each<[number, number, string]>([
    [42, 706, '42 of 706 rules'],
    [706, 706, '706 rules'],
    [0, 706, '0 of 706 rules'],
    [1, 1, '1 rule'],
    [0, 0, '0 rules'],
    [9_999, 10_000, '9,999 of 10,000 rules'],
  ])('%i of %i', (shown, total, text) => expect(toCountText(shown, total, ['rule', 'rules'])).toBe(text));
});

describe('filters', () => {
  it('the empty filter is empty; any field makes it not', () => {
    expect(isEmptyFilter(EMPTY_FILTER)).toBe(true);
    expect(isEmptyFilter({ ...EMPTY_FILTER, text: '  ' })).toBe(true);
    expect(isEmptyFilter({ ...EMPTY_FILTER, action: 'deny' })).toBe(false);
    expect(isEmptyFilter({ ...EMPTY_FILTER, layer: 'project' })).toBe(false);
    expect(isEmptyFilter({ ...EMPTY_FILTER, kind: 'lint' })).toBe(false);
  });
  it('options are distinct, in first-seen order, without empties', () => expect(toOptions(['project', null, 'global', '', 'project', undefined])).toEqual(['project', 'global']));
});
