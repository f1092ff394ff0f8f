import { describe, expect, it } from 'vitest';
import { childId, keyPathId, type KeyPath } from './key-path.ts';

/** Paths that a naive join would confuse with one another. */
const TRICKY: readonly KeyPath[] = [
  [],
  [''],
  ['', ''],
  ['a'],
  ['a', 'b'],
  ['a\u0000b'],
  ['a', '\u0000b'],
  ['a\u0000', 'b'],
  ['\u0000'],
  ['["a"]'],
  ['[', 'a'],
  ['__proto__'],
  ['permission', 'bash', 'git *'],
  ['permission', 'bash\u0000git *'],
  ['0'],
  ['a,b'],
  ['a', ',b'],
];

describe('keyPathId', () => {
  it('gives every distinct path a distinct id', () => {
    const ids = TRICKY.map(keyPathId);
    expect(new Set(ids).size).toBe(TRICKY.length);
  });

  it.each(TRICKY.map((p) => [JSON.stringify(p), p] as const))('is stable for %s', (_, path) => {
    expect(keyPathId([...path])).toBe(keyPathId(path));
  });

  it.each(TRICKY.flatMap((parent) => ['', 'x', '\u0000', '["x"]'].map((key) => [JSON.stringify(parent), JSON.stringify(key), parent, key] as const)))(
    'childId(%s, %s) is the child path id, or null when only the slow form can say it',
    (_, __, parent, key) => {
      const fast = childId(keyPathId(parent), key);
      if (fast !== null) expect(fast).toBe(keyPathId([...parent, key]));
      else expect(keyPathId([...parent, key]).startsWith('[')).toBe(true);
    },
  );
});
