import LZString from 'lz-string';

/** The alphabet of lz-string's `compressToEncodedURIComponent` (URL-safe, no escaping needed in a hash). */
export const LINK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

const VALUE_BY_CHAR: ReadonlyMap<string, number> = new Map([...LINK_ALPHABET].map((c, i) => [c, i]));

/** What inflating a link payload gives: the text, or why there is none. */
export type Inflated =
  | { readonly kind: 'ok'; readonly text: string }
  | { readonly kind: 'bad-character'; readonly at: number }
  | { readonly kind: 'corrupt' }
  | { readonly kind: 'too-big'; readonly limit: number };

/** Compresses text into lz-string's URL-safe form (the same bytes lz-string itself gives). */
export function deflateLinkPayload(text: string): string {
  return LZString.compressToEncodedURIComponent(text);
}

/**
 * Decompresses lz-string's URL-safe form, stopping as soon as the output would pass `maxChars`.
 * A port of lz-string 1.5's `_decompress` with that cap added: LZ output can grow quadratically
 * with the input, so a short hostile link must not be able to allocate gigabytes or hang the tab.
 */
export function inflateLinkPayload(payload: string, maxChars: number): Inflated {
  const input = payload.replace(/ /g, '+');
  const values = new Uint8Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const v = VALUE_BY_CHAR.get(input[i]!);
    if (v === undefined) return { kind: 'bad-character', at: i };
    values[i] = v;
  }
  if (input.length === 0) return { kind: 'corrupt' };
  let val = values[0]!;
  let position = 32;
  let index = 1;
  const readBits = (count: number): number => {
    let bits = 0;
    for (let power = 1, n = 0; n < count; n++, power *= 2) {
      const resb = val & position;
      position >>= 1;
      if (position === 0) {
        position = 32;
        val = index < values.length ? values[index]! : 0;
        index++;
      }
      if (resb > 0) bits += power;
    }
    return bits;
  };
  const dictionary: string[] = [];
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  let total = 0;
  const first = readBits(2);
  if (first === 2) return { kind: 'ok', text: '' };
  if (first === 3) return { kind: 'corrupt' };
  let w = String.fromCharCode(readBits(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const result: string[] = [w];
  total = 1;
  for (;;) {
    // Past the end without the end marker: the link was cut off.
    if (index > values.length) return { kind: 'corrupt' };
    let c = readBits(numBits);
    if (c === 2) return { kind: 'ok', text: result.join('') };
    if (c === 0 || c === 1) {
      dictionary[dictSize++] = String.fromCharCode(readBits(c === 0 ? 8 : 16));
      c = dictSize - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    const known = c >= 3 ? dictionary[c] : undefined;
    if (known !== undefined) entry = known;
    else if (c === dictSize) entry = w + w.charAt(0);
    else return { kind: 'corrupt' };
    total += entry.length;
    if (total > maxChars) return { kind: 'too-big', limit: maxChars };
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
