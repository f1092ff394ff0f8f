import { describe, expect, it } from 'vitest';
import { copyRenamed, isPlainObject, setOwn } from './own.ts';

describe('isPlainObject', () => {
  // YAML frontmatter gives Dates (timestamps) and byte views (`!!binary`); the merge must copy them as values, not as `{}`.
  const cases: readonly [string, unknown, boolean][] = [
    ['object', { a: 1 }, true],
    ['null-prototype object', Object.create(null), true],
    ['array', [1], false],
    ['null', null, false],
    ['string', 'x', false],
    ['Date', new Date(0), false],
    ['Uint8Array', new Uint8Array([1, 2]), false],
  ];
  it.each(cases)('%s', (_name, value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
  });
});

describe('setOwn', () => {
  it('keeps __proto__ as an own data key and leaves the prototype alone', () => {
    const obj: Record<string, unknown> = {};
    setOwn(obj, '__proto__', { polluted: true });
    expect(Object.keys(obj)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(obj)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('copyRenamed', () => {
  /** An object with these own data keys in this order, `__proto__` included as a plain key. */
  const objectOf = (entries: readonly (readonly [string, unknown])[]): Record<string, unknown> => {
    const obj: Record<string, unknown> = {};
    for (const [key, value] of entries) setOwn(obj, key, value);
    return obj;
  };
  const many = Array.from({ length: 800 }, (_, i) => [`cmd ${i}*`, i % 3 === 0 ? 'ask' : 'allow'] as const);
  const cases: readonly { name: string; entries: readonly (readonly [string, unknown])[]; from: string | null; to: string; value: unknown; expected: readonly (readonly [string, unknown])[] }[] = [
    { name: 'a key renamed in its place', entries: [['a', 1], ['b', 2], ['c', 3]], from: 'b', to: 'bx', value: 2, expected: [['a', 1], ['bx', 2], ['c', 3]] },
    { name: 'a value replaced', entries: [['a', 1], ['b', 2]], from: 'a', to: 'a', value: 9, expected: [['a', 9], ['b', 2]] },
    { name: 'null from: a plain copy', entries: [['a', 1], ['', 2]], from: null, to: '', value: 'never', expected: [['a', 1], ['', 2]] },
    { name: 'the empty key renamed', entries: [['', 1], ['b', 2]], from: '', to: 'x', value: 1, expected: [['x', 1], ['b', 2]] },
    { name: 'a key it does not have: a plain copy', entries: [['a', 1]], from: 'zz', to: 'yy', value: 5, expected: [['a', 1]] },
    { name: '__proto__ kept as a plain key', entries: [['__proto__', { polluted: true }], ['a', 1]], from: 'a', to: 'b', value: 1, expected: [['__proto__', { polluted: true }], ['b', 1]] },
    { name: 'a key renamed to __proto__', entries: [['a', 1], ['b', 2]], from: 'a', to: '__proto__', value: { polluted: true }, expected: [['__proto__', { polluted: true }], ['b', 2]] },
    { name: 'integer-like keys keep the order JavaScript gives them', entries: [['b', 1], ['2', 2], ['1', 3]], from: 'b', to: 'c', value: 1, expected: [['1', 3], ['2', 2], ['c', 1]] },
    { name: 'the last of 800 keys renamed (a permission map in dictionary mode)', entries: many, from: 'cmd 799*', to: 'cmd 799x*', value: 'allow', expected: [...many.slice(0, 799), ['cmd 799x*', 'allow']] },
  ];
  it.each(cases)('$name', ({ entries, from, to, value, expected }) => {
    const before = objectOf(entries);
    const snapshot = Object.entries(before);
    const out = copyRenamed(before, from, to, value);
    expect(Object.entries(out)).toEqual(expected);
    expect(out).not.toBe(before);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.entries(before)).toEqual(snapshot);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
