import { encodeBase64Url } from './base64url.ts';
import { FFLATE_COMPRESSOR } from './deflate-fflate.ts';
import type { LinkCompressor } from './link-compressor.ts';
import { canonicalScenario } from './permalink-json.ts';
import { MAX_LINK_JSON_CHARS, PERMALINK_PARAM, PERMALINK_VERSION, readInflatedPayload, readLinkPayload, readLinkText, readView, type PermalinkReading, type PermalinkView } from './permalink-read.ts';
import type { Scenario } from './scenario.ts';
import { encodeUtf8 } from './utf8.ts';

export { findPermalinkPayload, MAX_LINK_CHARS, MAX_LINK_JSON_CHARS, PERMALINK_PARAM, PERMALINK_VERSION } from './permalink-read.ts';
export type { PermalinkReading, PermalinkView } from './permalink-read.ts';

/** Longer links than this are awkward to paste into chats and issues; the app offers a file instead. */
export const COMFORTABLE_LINK_CHARS = 8000;

/** The bytes a link carries before compression: the canonical `{scenario, view}` JSON in UTF-8 (view fields only when set). */
export function toPermalinkBytes(scenario: Scenario, view: PermalinkView = {}): Uint8Array {
  const cleanView: PermalinkView = readView(view);
  const body = Object.keys(cleanView).length ? { scenario: canonicalScenario(scenario), view: cleanView } : { scenario: canonicalScenario(scenario) };
  return encodeUtf8(JSON.stringify(body));
}

/** The hash (`#s=2.…`) for compressed link bytes. */
export function toPermalinkHash(deflated: Uint8Array): string {
  return `#${PERMALINK_PARAM}=${PERMALINK_VERSION}.${encodeBase64Url(deflated)}`;
}

/** The link hash for a scenario and view, compressed with fflate (synchronous: the CLI, tests, Node). */
export function encodePermalink(scenario: Scenario, view: PermalinkView = {}): string {
  return toPermalinkHash(FFLATE_COMPRESSOR.deflate(toPermalinkBytes(scenario, view)));
}

/** The link hash for a scenario and view, compressed by the given compressor (the app's worker passes CompressionStream's). */
export async function encodePermalinkWith(scenario: Scenario, view: PermalinkView, compressor: LinkCompressor): Promise<string> {
  return toPermalinkHash(await compressor.deflate(toPermalinkBytes(scenario, view)));
}

/**
 * Reads a link (a whole URL, a hash or the payload) back into a scenario and view, with fflate for v2.
 * Never throws: garbled, cut-off, oversized, inflating past the cap, too deep, non-JSON or wrongly typed
 * input gives diagnostics. Version 2 is deflate-raw, 1 lz-string (both `{scenario, view}`), 0 a bare scenario.
 */
export function decodePermalink(link: string): PermalinkReading {
  const payload = readLinkPayload(link);
  if (payload.kind === 'done') return payload.reading;
  if (payload.kind === 'text') return readLinkText(payload.text, payload.version);
  return readInflatedPayload(FFLATE_COMPRESSOR.inflate(payload.bytes, MAX_LINK_JSON_CHARS), payload.version);
}

/** decodePermalink with the given compressor inflating v2 (the app's worker passes DecompressionStream's). */
export async function decodePermalinkWith(link: string, compressor: LinkCompressor): Promise<PermalinkReading> {
  const payload = readLinkPayload(link);
  if (payload.kind === 'done') return payload.reading;
  if (payload.kind === 'text') return readLinkText(payload.text, payload.version);
  try {
    return readInflatedPayload(await compressor.inflate(payload.bytes, MAX_LINK_JSON_CHARS), payload.version);
  } catch {
    return readInflatedPayload({ kind: 'corrupt' }, payload.version);
  }
}
