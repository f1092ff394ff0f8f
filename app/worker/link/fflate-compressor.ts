// fflate's deflate-raw for browsers without CompressionStream('deflate-raw'): loaded only there (pick-compressor.ts).
export { FFLATE_COMPRESSOR } from '../../../engine/index.ts';
