import type { Diagnostic } from '../diagnostic.ts';
import { decodeBase64Url } from './base64url.ts';
import type { InflatedBytes } from './link-compressor.ts';
import { cleanJson, MAX_LINK_DEPTH } from './permalink-json.ts';
import { inflateLinkPayload } from './permalink-lz.ts';
import { readScenario } from './read-scenario.ts';
import type { Scenario } from './scenario.ts';
import { decodeUtf8 } from './utf8.ts';

/** The link format this playground writes: `#s=2.<base64url of deflate-raw>`; 1 (lz-string) and 0 are still read. */
export const PERMALINK_VERSION = 2;

/** The hash parameter that holds the scenario. */
export const PERMALINK_PARAM = 's';

/** Longest link text decoding looks at (about 1.5 MB of scenario once compressed). */
export const MAX_LINK_CHARS = 2_000_000;

/** Largest decompressed JSON a link may expand to (characters for v1, bytes for v2), checked while inflating and before JSON.parse. */
export const MAX_LINK_JSON_CHARS = 8_000_000;

/** What a link remembers besides the scenario: which tabs were open. */
export interface PermalinkView {
  readonly selectedTab?: string;
  readonly resultTab?: string;
}

/** What decoding a link gives: the scenario and view, or only diagnostics saying why not. */
export type PermalinkReading =
  | { readonly kind: 'ok'; readonly scenario: Scenario; readonly view: PermalinkView; readonly version: number; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: 'error'; readonly diagnostics: readonly Diagnostic[] };

/** A link's payload once its envelope is read: refused already, JSON text (v0, v1), or deflated bytes still to inflate (v2). */
export type LinkPayload =
  | { readonly kind: 'done'; readonly reading: PermalinkReading }
  | { readonly kind: 'text'; readonly version: number; readonly text: string }
  | { readonly kind: 'deflated'; readonly version: number; readonly bytes: Uint8Array };

function fail(code: string, message: string): PermalinkReading {
  return { kind: 'error', diagnostics: [{ code, severity: 'error', message, path: 'link' }] };
}

/** Keeps the view fields that are strings; anything else in a link's view is dropped. */
export function readView(value: unknown): PermalinkView {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const v = value as Record<string, unknown>;
  return {
    ...(typeof v.selectedTab === 'string' ? { selectedTab: v.selectedTab } : {}),
    ...(typeof v.resultTab === 'string' ? { resultTab: v.resultTab } : {}),
  };
}

/** The `s` parameter of a URL, a hash, `s=…`, or the bare `2.…` payload; null when there is none. */
export function findPermalinkPayload(text: string): string | null {
  const trimmed = text.trim();
  const hashAt = trimmed.indexOf('#');
  const hash = hashAt >= 0 ? trimmed.slice(hashAt + 1) : trimmed;
  for (const part of hash.split('&')) {
    if (part.startsWith(`${PERMALINK_PARAM}=`)) return part.slice(PERMALINK_PARAM.length + 1);
  }
  if (hashAt < 0 && !trimmed.includes('=') && !trimmed.includes('/') && trimmed !== '') return trimmed;
  return null;
}

const done = (reading: PermalinkReading): LinkPayload => ({ kind: 'done', reading });

/**
 * Reads a link's envelope: length, `s=` part, version. v0 and v1 (lz-string, capped) are inflated here;
 * v2's bytes are left for the caller's compressor. Never throws.
 */
export function readLinkPayload(link: string): LinkPayload {
  if (typeof link !== 'string') return done(fail('link-empty', 'There is no link to open.'));
  if (link.length > MAX_LINK_CHARS) return done(fail('link-too-long', `This link is ${link.length.toLocaleString('en-US')} characters long, more than the ${MAX_LINK_CHARS.toLocaleString('en-US')} a link may have (the playground's limit for links); share the scenario as a file instead.`));
  let payload = findPermalinkPayload(link);
  if (payload === null) return done(fail('link-not-permalink', 'This is not a playground link: it has no "#s=" part.'));
  try {
    payload = decodeURIComponent(payload);
  } catch {
    // Not percent-encoded: both alphabets need no escaping, so use it as it is.
  }
  const dot = payload.indexOf('.');
  let version = 0;
  if (dot >= 0) {
    const head = payload.slice(0, dot);
    if (!/^\d{1,6}$/.test(head)) return done(fail('link-corrupt', 'This link is damaged: its version prefix is not a number.'));
    version = Number(head);
    payload = payload.slice(dot + 1);
  }
  if (version > PERMALINK_VERSION) return done(fail('link-version', `This link was made by a newer playground (link version ${version}; this one reads up to ${PERMALINK_VERSION}). Open it in the current playground.`));
  if (payload === '') return done(fail('link-empty', 'This link is empty: nothing follows "#s=".'));
  if (version === 2) {
    const decoded = decodeBase64Url(payload);
    if (decoded.kind === 'bad-character') return done(fail('link-corrupt', `This link is damaged: character ${decoded.at + 1} of its data cannot appear in a playground link.`));
    return { kind: 'deflated', version, bytes: decoded.bytes };
  }
  const inflated = inflateLinkPayload(payload, MAX_LINK_JSON_CHARS);
  switch (inflated.kind) {
    case 'bad-character':
      return done(fail('link-corrupt', `This link is damaged: character ${inflated.at + 1} of its data cannot appear in a playground link.`));
    case 'corrupt':
      return done(fail('link-corrupt', 'This link is damaged or incomplete; it was probably cut off when it was copied.'));
    case 'too-big':
      return done(fail('link-too-big', `This link expands to more than ${inflated.limit.toLocaleString('en-US')} characters, the playground's limit for links; it was not opened.`));
    case 'ok':
      return { kind: 'text', version, text: inflated.text };
  }
}

/** Reads inflated v2 bytes (UTF-8 JSON) into a scenario, or says why not. */
export function readInflatedPayload(inflated: InflatedBytes, version: number): PermalinkReading {
  switch (inflated.kind) {
    case 'corrupt':
      return fail('link-corrupt', 'This link is damaged or incomplete; it was probably cut off when it was copied.');
    case 'too-big':
      return fail('link-too-big', `This link expands to more than ${inflated.limit.toLocaleString('en-US')} bytes, the playground's limit for links; it was not opened.`);
    case 'ok': {
      const text = decodeUtf8(inflated.bytes);
      return text === null ? fail('link-corrupt', 'This link is damaged: its data is not text.') : readLinkText(text, version);
    }
  }
}

/** Reads a link's JSON text: version 1 and later hold `{scenario, view}`, version 0 a bare scenario. */
export function readLinkText(text: string, version: number): PermalinkReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('link-corrupt', 'This link is damaged: its data is not a scenario.');
  }
  const cleaned = cleanJson(parsed);
  if (cleaned.kind === 'too-deep') return fail('link-too-deep', `This link nests its data deeper than ${MAX_LINK_DEPTH} levels, the playground's limit for links; it was not opened.`);
  const warnings: Diagnostic[] = cleaned.droppedKeys.map((key) => ({ code: 'link-unsafe-key', severity: 'warning', message: `ignored the key "${key}" in the link`, path: 'link' }));
  const body = cleaned.value;
  const isEnvelope = version >= 1;
  if (isEnvelope && (typeof body !== 'object' || body === null || Array.isArray(body) || !('scenario' in body))) {
    return fail('link-shape', 'This link holds no scenario.');
  }
  const envelope = isEnvelope ? (body as Record<string, unknown>) : { scenario: body };
  const reading = readScenario(envelope.scenario);
  if (!reading.scenario) return { kind: 'error', diagnostics: reading.diagnostics.map((d) => ({ ...d, message: `This link holds no usable scenario: ${d.message}` })) };
  return { kind: 'ok', scenario: reading.scenario, view: readView(envelope.view), version, diagnostics: [...warnings, ...reading.diagnostics] };
}
