import { describe, expect, it } from 'vitest';
import { EXAMPLES, type Scenario } from '../../../../engine/index.ts';
import { toScenarioKey } from '../../../store/to-history.ts';
import { readDraft, readHistory, toClosedDraftEntries, toDraftOffer, toDraftText, toHistoryText, toHistoryWithEntries, toPrunedDraftIds, toStartDraft, type Draft } from './to-draft.ts';

const mine = EXAMPLES[0]!.scenario;
const theirs = EXAMPLES[1]!.scenario;
const draft = (id: string, savedAt: number, scenario: Scenario = mine): Draft => ({ id, savedAt, scenario, view: {}, lesson: null, saved: null });

describe('readDraft', () => {
  it('reads back what toDraftText wrote, with the lesson and the scenario kept aside', () => {
    const d: Draft = { id: 'tab-1', savedAt: 5, scenario: theirs, view: { selectedTab: 'env:', resultTab: 'learn' }, lesson: 'ask', saved: { scenario: mine, baseline: mine } };
    expect(readDraft(toDraftText(d))).toEqual(d);
  });

  it.each<[string, string | null]>([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{"v":1,'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['another version', JSON.stringify({ ...JSON.parse(toDraftText(draft('a', 1))), v: 2 })],
    ['no id', JSON.stringify({ v: 1, savedAt: 1, scenario: mine })],
    ['a string time', JSON.stringify({ v: 1, id: 'a', savedAt: '1', scenario: mine })],
    ['no scenario', JSON.stringify({ v: 1, id: 'a', savedAt: 1 })],
    ['a broken scenario', JSON.stringify({ v: 1, id: 'a', savedAt: 1, scenario: { files: 'x' } })],
    ['a prototype key', '{"v":1,"id":"a","savedAt":1,"scenario":{"__proto__":{"polluted":true}}}'],
  ])('gives null for %s', (_, text) => {
    expect(readDraft(text)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a damaged lesson save but keeps the draft', () => {
    const text = JSON.stringify({ ...JSON.parse(toDraftText(draft('a', 1))), lesson: 7, saved: { scenario: 'x' } });
    expect(readDraft(text)).toMatchObject({ id: 'a', lesson: null, saved: null });
  });
});

describe('toStartDraft', () => {
  it.each<[string, readonly Draft[], string | null]>([
    ['no drafts: none', [], null],
    ['a reload finds its own draft, even when another is newer', [draft('other', 9), draft('me', 1)], 'me'],
    ['a new tab carries on the newest work', [draft('a', 1), draft('b', 7), draft('c', 3)], 'b'],
  ])('%s', (_, drafts, want) => {
    expect(toStartDraft('me', drafts)?.id ?? null).toBe(want);
  });
});

describe('toDraftOffer', () => {
  const own = { id: 'me', savedAt: 10, key: toScenarioKey(mine) };
  it.each<[string, readonly Draft[], ReadonlySet<string>, string | null]>([
    ['another tab saved different work later: offered', [draft('b', 11, theirs)], new Set(), 'b'],
    ['it saved earlier: not offered', [draft('b', 9, theirs)], new Set(), null],
    ['same time: not offered', [draft('b', 10, theirs)], new Set(), null],
    ['the same scenario: nothing to choose', [draft('b', 20, mine)], new Set(), null],
    ['my own draft is never offered', [draft('me', 20, theirs)], new Set(), null],
    ['turned down with Keep mine: not offered again', [draft('b', 20, theirs)], new Set(['b']), null],
    ['the newest of several', [draft('b', 12, theirs), draft('c', 15, { ...theirs, title: 'c' }), draft('d', 5, theirs)], new Set(), 'c'],
    ['the newest different one when the newest equals mine', [draft('b', 12, theirs), draft('c', 15, mine)], new Set(), 'b'],
  ])('%s', (_, drafts, declined, want) => {
    expect(toDraftOffer(own, drafts, declined)?.id ?? null).toBe(want);
  });
});

describe('toPrunedDraftIds', () => {
  it.each<[string, readonly Draft[], number, string[]]>([
    ['under the limit: none', [draft('a', 1), draft('me', 2)], 10, []],
    ['over: the oldest others go', [draft('a', 1), draft('b', 2), draft('c', 3), draft('me', 0)], 3, ['a']],
    ['my own draft stays even when oldest', [draft('me', 0), draft('a', 5), draft('b', 6)], 2, ['a']],
    ['limit 1 keeps only mine', [draft('a', 1), draft('b', 2)], 1, ['b', 'a']],
  ])('%s', (_, drafts, keep, want) => {
    expect(toPrunedDraftIds('me', drafts, keep)).toEqual(want);
  });

  it('never prunes the draft of a tab that is still open, however many there are', () => {
    const drafts = Array.from({ length: 21 }, (_, i) => draft(`t${i}`, i));
    const open = new Set(drafts.map((d) => d.id));
    expect(toPrunedDraftIds('t20', drafts, 10, open)).toEqual([]);
    // Closed tabs' drafts still go, oldest first, past the limit; open ones are not counted against it.
    const someOpen = new Set(['t0', 't1', 't2']);
    expect(toPrunedDraftIds('t20', drafts, 10, someOpen)).toEqual(['t10', 't9', 't8', 't7', 't6', 't5', 't4', 't3']);
  });
});

describe('toClosedDraftEntries and toHistoryWithEntries', () => {
  const scenarios = EXAMPLES.slice(0, 4).map((e) => e.scenario);
  const drafts = [draft('me', 50, scenarios[0]), draft('start', 40, scenarios[1]), draft('closed-a', 10, scenarios[2]), draft('open-b', 30, scenarios[3]), draft('closed-c', 20, scenarios[3]), draft('same-as-start', 5, scenarios[1])];

  it('offers every closed tab but the one on screen, newest first, each with its time', () => {
    const entries = toClosedDraftEntries('me', 'start', drafts, new Set(['open-b']));
    expect(entries.map((e) => [e.savedAt, e.title])).toEqual([
      [20, scenarios[3]!.title],
      [10, scenarios[2]!.title],
    ]);
  });

  it.each<[string, string | null, string[], number[]]>([
    ['a reload (own draft is the start): all others closed', 'me', [], [40, 30, 20, 10, 5]],
    ['every other tab open: nothing offered', 'start', ['closed-a', 'open-b', 'closed-c', 'same-as-start'], []],
    ['no start draft', null, [], [40, 30, 20, 10, 5]],
  ])('%s', (_, startId, open, times) => {
    expect(toClosedDraftEntries('me', startId, drafts, new Set(open)).map((e) => e.savedAt)).toEqual(times);
  });

  it('merges into the history by time, each scenario once', () => {
    const history = [{ title: 'h', savedAt: 15, scenario: scenarios[0]! }, { title: 'old', savedAt: 1, scenario: scenarios[2]! }];
    const merged = toHistoryWithEntries(history, toClosedDraftEntries('me', 'start', drafts, new Set(['open-b'])));
    expect(merged.map((e) => e.savedAt)).toEqual([20, 15, 10]);
  });

  it('21 closed tabs: the newest 20 are kept (the history limit), newest first', () => {
    const many = Array.from({ length: 21 }, (_, i) => draft(`t${i}`, i + 1, { ...mine, title: `work ${i}` }));
    const merged = toHistoryWithEntries([], toClosedDraftEntries('me', null, many, new Set()));
    expect(merged).toHaveLength(20);
    expect(merged[0]!.title).toBe('work 20');
  });
});

describe('readHistory', () => {
  it('reads back what toHistoryText wrote', () => {
    const entries = [{ title: 'a', savedAt: 2, scenario: theirs }, { title: 'b', savedAt: 1, scenario: mine }];
    expect(readHistory(toHistoryText(entries))).toEqual(entries);
  });

  it.each<[string, string | null, number]>([
    ['nothing', null, 0],
    ['not JSON', '[{', 0],
    ['no version', JSON.stringify({ entries: [] }), 0],
    ['entries not a list', JSON.stringify({ v: 1, entries: {} }), 0],
    ['damaged entries are skipped', JSON.stringify({ v: 1, entries: [null, 1, { title: 'x', savedAt: 1 }, { title: 'ok', savedAt: 1, scenario: mine }, { title: 2, savedAt: 1, scenario: mine }] }), 1],
    ['at most 20 are read', JSON.stringify({ v: 1, entries: Array.from({ length: 30 }, (_, i) => ({ title: `s${i}`, savedAt: i, scenario: mine })) }), 20],
  ])('%s', (_, text, count) => {
    expect(readHistory(text)).toHaveLength(count);
  });
});
