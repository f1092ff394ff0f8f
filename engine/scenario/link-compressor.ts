/** What inflating a v2 link's bytes gives: the bytes, or why there are none. */
export type InflatedBytes =
  | { readonly kind: 'ok'; readonly bytes: Uint8Array }
  | { readonly kind: 'corrupt' }
  | { readonly kind: 'too-big'; readonly limit: number };

/**
 * Raw DEFLATE (RFC 1951) for links, handed to the codec by its caller: fflate in Node and as a fallback
 * (engine/scenario/deflate-fflate.ts), the browser's CompressionStream in the app's link worker. Any
 * compressor's output reads back with any other, since they all write standard deflate-raw.
 */
export interface LinkCompressor {
  /** Compresses bytes to deflate-raw. */
  deflate(bytes: Uint8Array): Uint8Array | Promise<Uint8Array>;
  /** Inflates deflate-raw, refusing (`too-big`) as soon as the output would pass `maxBytes`, before it is whole. */
  inflate(bytes: Uint8Array, maxBytes: number): InflatedBytes | Promise<InflatedBytes>;
}

/** How many input bytes an inflater is fed at a time: deflate expands at most about 1,032 times, so one step yields about 1 MB at most. */
export const INFLATE_STEP_BYTES = 1024;
