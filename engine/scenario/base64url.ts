/** The URL-safe base64 alphabet (RFC 4648 §5): no character needs escaping in a URL's hash. */
export const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUE_BY_CODE: Int16Array = (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < BASE64URL_ALPHABET.length; i++) table[BASE64URL_ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** What reading base64url text gives: the bytes, or the first character that cannot be in it. */
export type Base64Reading = { readonly kind: 'ok'; readonly bytes: Uint8Array } | { readonly kind: 'bad-character'; readonly at: number };

/** Writes bytes as base64url without padding. */
export function encodeBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    line += BASE64URL_ALPHABET[(n >> 18) & 63]! + BASE64URL_ALPHABET[(n >> 12) & 63]!;
    if (left > 1) line += BASE64URL_ALPHABET[(n >> 6) & 63]!;
    if (left > 2) line += BASE64URL_ALPHABET[n & 63]!;
    // Short pieces joined once: repeated += on one long string would copy it again and again in some engines.
    if (line.length >= 4096) {
      parts.push(line);
      line = '';
    }
  }
  parts.push(line);
  return parts.join('');
}

/**
 * Reads base64url text (padding `=` at the end is allowed, a length of 4n+1 is not): never throws, and
 * says where the first foreign character is.
 */
export function decodeBase64Url(text: string): Base64Reading {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 && text.length - end < 2) end--;
  if (end % 4 === 1) return { kind: 'bad-character', at: end - 1 };
  const bytes = new Uint8Array(Math.floor((end * 3) / 4));
  let out = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUE_BY_CODE[code]! : -1;
    if (value < 0) return { kind: 'bad-character', at: i };
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 255;
    }
  }
  return { kind: 'ok', bytes: bytes.subarray(0, out) };
}
