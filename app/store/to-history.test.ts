import { describe, expect, it } from 'vitest';
import { EXAMPLES, type Scenario } from '../../engine/index.ts';
import { HISTORY_LIMITS, isSameScenario, scenarioChars, toHistory, toScenarioKey, type HistoryEntry } from './to-history.ts';

const base = EXAMPLES[0]!.scenario;
const scenarioNamed = (title: string, text = '{}'): Scenario => ({ ...base, title, files: [{ path: `${base.cwd}/agentforge.json`, text }] });
const entry = (title: string, savedAt: number, text?: string): HistoryEntry => ({ title, savedAt, scenario: scenarioNamed(title, text) });

function pushAll(entries: readonly HistoryEntry[], limits = HISTORY_LIMITS): HistoryEntry[] {
  return entries.reduce<HistoryEntry[]>((list, e) => toHistory(list, e, limits), []);
}

describe('toHistory', () => {
  it('keeps the newest first', () => {
    expect(pushAll([entry('own work', 1), entry('example 1', 2), entry('example 2', 3)]).map((e) => e.title)).toEqual(['example 2', 'example 1', 'own work']);
  });

  it.each([
    ['20 entries by default', HISTORY_LIMITS, 25, 20],
    ['a smaller count', { maxEntries: 3, maxChars: 1e9 }, 10, 3],
    ['one entry', { maxEntries: 1, maxChars: 1e9 }, 5, 1],
  ])('bounds the count: %s', (_, limits, pushed, kept) => {
    const list = pushAll(Array.from({ length: pushed }, (_, i) => entry(`s${i}`, i)), limits);
    expect(list).toHaveLength(kept);
    expect(list[0]!.title).toBe(`s${pushed - 1}`);
    expect(list.at(-1)!.title).toBe(`s${pushed - kept}`);
  });

  it('bounds the characters, dropping the oldest, but always keeps the newest entry', () => {
    const big = 'x'.repeat(5000);
    const limits = { maxEntries: 20, maxChars: 12_000 };
    const list = pushAll([entry('a', 1, big), entry('b', 2, big), entry('c', 3, big)], limits);
    expect(list.map((e) => e.title)).toEqual(['c', 'b']);
    expect(toHistory([], entry('huge', 4, 'y'.repeat(50_000)), limits).map((e) => e.title)).toEqual(['huge']);
  });

  it('moves a scenario already in the list to the top instead of listing it twice', () => {
    const list = pushAll([entry('a', 1), entry('b', 2), { ...entry('a', 3) }]);
    expect(list.map((e) => [e.title, e.savedAt])).toEqual([['a', 3], ['b', 2]]);
  });

  it('tells scenarios apart by content, whatever their key order', () => {
    const s = scenarioNamed('same');
    const reordered = Object.fromEntries(Object.entries(s).reverse()) as unknown as Scenario;
    expect(toScenarioKey(reordered)).toBe(toScenarioKey(s));
    expect(toScenarioKey(scenarioNamed('same', '{ }'))).not.toBe(toScenarioKey(s));
  });
});

describe('isSameScenario', () => {
  const s = scenarioNamed('a', '{ "x": 1 }');
  it.each<[string, Scenario, boolean]>([
    ['the same object', s, true],
    ['a copy', JSON.parse(JSON.stringify(s)) as Scenario, true],
    ['another text of the same length', scenarioNamed('a', '{ "x": 2 }'), false],
    ['a longer text', scenarioNamed('a', '{ "x": 10 }'), false],
    ['another title', scenarioNamed('b', '{ "x": 1 }'), false],
    ['one file more', { ...s, files: [...s.files, { path: '/x', text: '' }] }, false],
  ])('%s', (_, other, want) => {
    expect(isSameScenario(s, other)).toBe(want);
  });

  it('sizes a scenario by its text without making JSON', () => {
    expect(scenarioChars(scenarioNamed('a', 'x'.repeat(100)))).toBe(100 + `${base.cwd}/agentforge.json`.length + scenarioChars({ ...base, files: [] }));
  });
});
