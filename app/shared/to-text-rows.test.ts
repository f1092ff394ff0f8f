import { describe, expect, it } from 'vitest';
import { toTextRows } from './to-text-rows.ts';

describe('toTextRows', () => {
  it.each([
    ['', 2],
    ['git status', 2],
    ['a\nb\nc', 3],
    ['cat <<EOF\nhi\nthere\nEOF', 4],
    ['\r\n\r\n', 3],
    ['x\n'.repeat(100_000), 10],
    ['\u0000\n\u0007\n\u001b', 3],
  ])('%j -> %i rows', (text, rows) => expect(toTextRows(text)).toBe(rows));

  it('takes a smaller maximum', () => expect(toTextRows('a\nb\nc\nd', 3)).toBe(3));
});
