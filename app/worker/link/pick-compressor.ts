import type { LinkCompressor } from '../../../engine/index.ts';
import { hasStreamDeflate, STREAM_COMPRESSOR } from './stream-compressor.ts';

/** The browser's CompressionStream where it has deflate-raw; otherwise fflate, fetched only then. */
export async function pickLinkCompressor(): Promise<LinkCompressor> {
  if (hasStreamDeflate()) return STREAM_COMPRESSOR;
  const { FFLATE_COMPRESSOR } = await import('./fflate-compressor.ts');
  return FFLATE_COMPRESSOR;
}
