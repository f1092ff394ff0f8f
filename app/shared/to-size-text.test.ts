import { describe, expect, it } from 'vitest';
import { toSizeText } from './to-size-text.ts';

describe('toSizeText', () => {
  it.each([
    [1, '1 KB'],
    [812_300, '812 KB'],
    [5_269_447, '5.3 MB'],
    [7_900_000, '7.9 MB'],
  ])('%d → %s', (chars, want) => {
    expect(toSizeText(chars)).toBe(want);
  });
});
