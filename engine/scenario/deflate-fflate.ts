import { deflateSync, Inflate } from 'fflate';
import { INFLATE_STEP_BYTES, type InflatedBytes, type LinkCompressor } from './link-compressor.ts';

/** Joins inflated pieces into one array. */
function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Inflates deflate-raw a step at a time, stopping once the output passes `maxBytes`. Never throws. */
export function inflateCapped(bytes: Uint8Array, maxBytes: number): InflatedBytes {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
  });
  if (bytes.length === 0) return { kind: 'corrupt' };
  try {
    for (let at = 0; at < bytes.length; at += INFLATE_STEP_BYTES) {
      const end = Math.min(at + INFLATE_STEP_BYTES, bytes.length);
      inflater.push(bytes.subarray(at, end), end === bytes.length);
      if (total > maxBytes) return { kind: 'too-big', limit: maxBytes };
    }
  } catch {
    return { kind: 'corrupt' };
  }
  // The last push says it is final: fflate throws there when the stream has not ended (a link cut off).
  return { kind: 'ok', bytes: joinChunks(chunks, total) };
}

/** fflate's deflate-raw, synchronous: what Node (the CLI, tests) and browsers without CompressionStream use. */
export const FFLATE_COMPRESSOR = {
  deflate: (bytes: Uint8Array): Uint8Array => deflateSync(bytes, { level: 9 }),
  inflate: inflateCapped,
} satisfies LinkCompressor;
