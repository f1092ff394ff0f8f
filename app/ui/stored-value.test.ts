import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from './stored-value.ts';

const throwing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('stored values', () => {
  it('reads back what was written', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(readStored('split', storage)).toBeNull();
    expect(writeStored('split', '40', storage)).toBe(true);
    expect(readStored('split', storage)).toBe('40');
  });

  it.each([
    ['blocked storage', throwing],
    ['no storage', null],
  ])('tolerates %s', (_name, storage) => {
    expect(readStored('split', storage)).toBeNull();
    expect(writeStored('split', '40', storage)).toBe(false);
  });
});
