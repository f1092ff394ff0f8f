import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { decodeUtf8, encodeUtf8 } from './utf8.ts';

describe('utf8 and base64url for links', () => {
  it('encode as Node does, and read back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), (text, bytes) => {
        expect(Buffer.from(encodeUtf8(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
        expect(decodeUtf8(encodeUtf8(text))).toBe(text);
        expect(encodeBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
        const back = decodeBase64Url(encodeBase64Url(bytes));
        expect(back.kind === 'ok' && [...back.bytes]).toEqual([...bytes]);
      }),
      { numRuns: 300 },
    );
  });

  it('reads text longer than one output piece', () => {
    const text = 'é😀a'.repeat(20_000);
    expect(decodeUtf8(encodeUtf8(text))).toBe(text);
  });

  it.each([
    ['a stray continuation byte', [0x80]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['a cut-off three-byte character', [0xe2, 0x82]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['0xff', [0x41, 0xff]],
  ])('refuses malformed UTF-8: %s', (_name, bytes) => {
    expect(decodeUtf8(new Uint8Array(bytes))).toBeNull();
  });

  it.each([
    ['a plus (base64, not base64url)', 'ab+c', 2],
    ['a slash', 'ab/c', 2],
    ['a non-ASCII letter', 'abé', 2],
    ['a length of 4n+1', 'abcde', 4],
  ])('refuses %s in base64url, saying where', (_name, text, at) => {
    expect(decodeBase64Url(text)).toEqual({ kind: 'bad-character', at });
  });
});
