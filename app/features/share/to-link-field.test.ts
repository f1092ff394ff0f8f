import { describe, expect, it } from 'vitest';
import { LINK_FIELD_MAX_CHARS, LINK_START_CHARS, toLinkField } from './to-link-field.ts';

const url = (n: number) => `https://x.example/#v2:${'a'.repeat(Math.max(0, n - 22))}`.slice(0, n);

describe('toLinkField', () => {
  it.each([
    ['empty', 0, 'whole'],
    ['short', 300, 'whole'],
    ['at the limit', LINK_FIELD_MAX_CHARS, 'whole'],
    ['one past the limit', LINK_FIELD_MAX_CHARS + 1, 'start'],
    ['a million characters', 1_000_000, 'start'],
  ] as const)('%s (%i characters): %s', (_, n, kind) => {
    const field = toLinkField(url(n));
    expect(field.kind).toBe(kind);
    if (field.kind === 'whole') expect(field.text).toBe(url(n));
    else {
      expect(field.text).toBe(url(n).slice(0, LINK_START_CHARS));
      expect(field.text.length + field.restChars).toBe(n);
    }
  });
});
