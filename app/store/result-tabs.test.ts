import { describe, expect, it } from 'vitest';
import { DEFAULT_RESULT_TAB, RESULT_TABS, toResultTab } from './result-tabs.ts';

describe('toResultTab', () => {
  it.each([
    ['rules', 'rules'],
    ['learn', 'learn'],
    ['bogus', null],
    ['', null],
    ['__proto__', null],
    ['constructor', null],
    [undefined, null],
    [3, null],
  ] as const)('%j gives %j', (value, expected) => expect(toResultTab(value)).toBe(expected));

  it('knows every listed tab, each id once, the default among them', () => {
    const ids = RESULT_TABS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(toResultTab(id)).toBe(id);
    expect(ids).toContain(DEFAULT_RESULT_TAB);
  });
});
