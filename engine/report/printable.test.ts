import { describe, expect, it } from 'vitest';
import { printable, printableLines } from './printable.ts';

describe('printable', () => {
  it.each([
    ['erase line and fake PASS', '\u001b[2K\r\u001b[32mPASS\u001b[0m', '\\u001b[2K\\r\\u001b[32mPASS\\u001b[0m'],
    ['set the title', '\u001b]0;pwned\u0007', '\\u001b]0;pwned\\u0007'],
    ['C1 CSI', '\u009b2K', '\\u009b2K'],
    ['bidi override', 'a\u202eb', 'a\\u202eb'],
    ['newline and tab in a value', 'a\nb\tc', 'a\\nb\\tc'],
    ['plain text', 'git push origin main', 'git push origin main'],
    ['non-ASCII letters stay', 'café ✓ 日本', 'café ✓ 日本'],
  ])('%s', (_name, value, shown) => expect(printable(value)).toBe(shown));

  it('printableLines keeps layout and JSON validity', () => {
    expect(printableLines('a\n\tb\u001b[1m\r')).toBe('a\n\tb\\u001b[1m\\r');
    const json = JSON.stringify({ x: '\u009b\u2028\u001b' });
    expect(JSON.parse(printableLines(json))).toEqual({ x: '\u009b\u2028\u001b' });
    expect(printableLines(json)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028]/);
  });
});
