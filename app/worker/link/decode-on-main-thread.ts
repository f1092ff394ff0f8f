// The main-thread fallback of decode-link.ts (workers unavailable or broken): loaded only then, so the
// permalink decoder (lz-string, the scenario reader) never weighs on pages whose link worker works.
export { decodePermalink } from '../../../engine/index.ts';
