import { describe, expect, it } from 'vitest';
import { isPlainObject, setOwn } from './own.ts';

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
