import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, toCrc32 } from './encode-png.ts';

describe('toCrc32', () => {
  it.each([
    ['IEND', 0xae426082],
    ['123456789', 0xcbf43926],
    ['', 0],
  ])('%j → %s', (text, crc) => {
    expect(toCrc32(Buffer.from(text, 'latin1'))).toBe(crc);
  });
});

describe('encodePng', () => {
  const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]); // 3×2

  it('writes the signature, a 3×2 RGBA header, the rows behind filter bytes, and a valid end', () => {
    const png = encodePng(3, 2, rgba);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    expect([...png.subarray(24, 29)]).toEqual([8, 6, 0, 0, 0]);
    expect(png.readUInt32BE(29)).toBe(toCrc32(png.subarray(12, 29)));
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('latin1', 37, 41)).toBe('IDAT');
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...rows]).toEqual([0, ...rgba.subarray(0, 12), 0, ...rgba.subarray(12)]);
    expect(png.subarray(png.length - 12).toString('hex')).toBe('0000000049454e44ae426082');
  });

  it.each([
    [3, 2, 23],
    [0, 0, 0],
    [-1, 2, 8],
    [1.5, 2, 12],
    [Number.NaN, 1, 4],
  ])('refuses a %s×%s image of %s bytes (a broken build step, not user input)', (w, h, n) => {
    expect(() => encodePng(w, h, new Uint8Array(n))).toThrow(/do not make/);
  });
});
