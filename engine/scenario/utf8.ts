// UTF-8 for link payloads, written here so the engine needs no host API (TextEncoder is not in its lib).

/** The UTF-8 bytes of a string; a lone surrogate becomes U+FFFD (link JSON has none: JSON.stringify escapes them). */
export function encodeUtf8(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 3);
  let out = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      bytes[out++] = code;
      continue;
    }
    if (code < 0x800) {
      bytes[out++] = 0xc0 | (code >> 6);
      bytes[out++] = 0x80 | (code & 63);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
        bytes[out++] = 0xf0 | (code >> 18);
        bytes[out++] = 0x80 | ((code >> 12) & 63);
        bytes[out++] = 0x80 | ((code >> 6) & 63);
        bytes[out++] = 0x80 | (code & 63);
        continue;
      }
      code = 0xfffd;
    }
    bytes[out++] = 0xe0 | (code >> 12);
    bytes[out++] = 0x80 | ((code >> 6) & 63);
    bytes[out++] = 0x80 | (code & 63);
  }
  return bytes.slice(0, out);
}

/** Reads UTF-8 bytes strictly: null for a malformed, overlong or surrogate sequence (a damaged link). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  const parts: string[] = [];
  const units = new Uint16Array(8192 + 2);
  let n = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    let code: number;
    let size: number;
    if (b < 0x80) [code, size] = [b, 1];
    else if (b >= 0xc2 && b < 0xe0) [code, size] = [b & 31, 2];
    else if (b >= 0xe0 && b < 0xf0) [code, size] = [b & 15, 3];
    else if (b >= 0xf0 && b < 0xf5) [code, size] = [b & 7, 4];
    else return null;
    if (i + size > bytes.length) return null;
    for (let k = 1; k < size; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return null;
      code = (code << 6) | (c & 63);
    }
    if ((size === 3 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff))) || (size === 4 && (code < 0x10000 || code > 0x10ffff))) return null;
    i += size;
    if (code >= 0x10000) {
      code -= 0x10000;
      units[n++] = 0xd800 + (code >> 10);
      units[n++] = 0xdc00 + (code & 1023);
    } else units[n++] = code;
    if (n >= 8192) {
      parts.push(String.fromCharCode(...units.subarray(0, n)));
      n = 0;
    }
  }
  parts.push(String.fromCharCode(...units.subarray(0, n)));
  return parts.join('');
}
