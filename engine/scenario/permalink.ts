import type { Diagnostic } from '../diagnostic.ts';
import { canonicalScenario, cleanJson, MAX_LINK_DEPTH } from './permalink-json.ts';
import { deflateLinkPayload, inflateLinkPayload } from './permalink-lz.ts';
import { readScenario } from './read-scenario.ts';
import type { Scenario } from './scenario.ts';

/** The link format this playground writes: `#s=<version>.<lz-string payload>`. */
export const PERMALINK_VERSION = 1;

/** The hash parameter that holds the scenario. */
export const PERMALINK_PARAM = 's';

/** Longer links than this are awkward to paste into chats and issues; the app offers a file instead. */
export const COMFORTABLE_LINK_CHARS = 8000;

/** Longest link text decoding looks at (about 1.5 MB of scenario once compressed). */
export const MAX_LINK_CHARS = 2_000_000;

/** Largest decompressed JSON a link may expand to, checked while decompressing and before JSON.parse. */
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

function fail(code: string, message: string): PermalinkReading {
  return { kind: 'error', diagnostics: [{ code, severity: 'error', message, path: 'link' }] };
}

function readView(value: unknown): PermalinkView {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const v = value as Record<string, unknown>;
  return {
    ...(typeof v.selectedTab === 'string' ? { selectedTab: v.selectedTab } : {}),
    ...(typeof v.resultTab === 'string' ? { resultTab: v.resultTab } : {}),
  };
}

/** The link hash (`#s=1.…`) for a scenario and view; only view fields that are set are stored. */
export function encodePermalink(scenario: Scenario, view: PermalinkView = {}): string {
  const cleanView: PermalinkView = readView(view);
  const body = Object.keys(cleanView).length ? { scenario: canonicalScenario(scenario), view: cleanView } : { scenario: canonicalScenario(scenario) };
  return `#${PERMALINK_PARAM}=${PERMALINK_VERSION}.${deflateLinkPayload(JSON.stringify(body))}`;
}

/** The `s` parameter of a URL, a hash, `s=…`, or the bare `1.…` payload; null when there is none. */
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

/**
 * Reads a link (a whole URL, a hash or the payload) back into a scenario and view. Never throws:
 * garbled, cut-off, oversized, too deep, non-JSON or wrongly typed input gives diagnostics.
 * Version 1 is `{scenario, view}`; version 0 (a payload without `N.`) is a bare scenario.
 */
export function decodePermalink(link: string): PermalinkReading {
  if (typeof link !== 'string') return fail('link-empty', 'There is no link to open.');
  if (link.length > MAX_LINK_CHARS) return fail('link-too-long', `This link is ${link.length.toLocaleString('en-US')} characters long, more than the ${MAX_LINK_CHARS.toLocaleString('en-US')} a link may have (the playground's limit for links); share the scenario as a file instead.`);
  let payload = findPermalinkPayload(link);
  if (payload === null) return fail('link-not-permalink', 'This is not a playground link: it has no "#s=" part.');
  try {
    payload = decodeURIComponent(payload);
  } catch {
    // Not percent-encoded: lz-string's alphabet needs no escaping, so use it as it is.
  }
  const dot = payload.indexOf('.');
  let version = 0;
  if (dot >= 0) {
    const head = payload.slice(0, dot);
    if (!/^\d{1,6}$/.test(head)) return fail('link-corrupt', 'This link is damaged: its version prefix is not a number.');
    version = Number(head);
    payload = payload.slice(dot + 1);
  }
  if (version > PERMALINK_VERSION) return fail('link-version', `This link was made by a newer playground (link version ${version}; this one reads up to ${PERMALINK_VERSION}). Open it in the current playground.`);
  if (payload === '') return fail('link-empty', 'This link is empty: nothing follows "#s=".');
  const inflated = inflateLinkPayload(payload, MAX_LINK_JSON_CHARS);
  switch (inflated.kind) {
    case 'bad-character':
      return fail('link-corrupt', `This link is damaged: character ${inflated.at + 1} of its data cannot appear in a playground link.`);
    case 'corrupt':
      return fail('link-corrupt', 'This link is damaged or incomplete; it was probably cut off when it was copied.');
    case 'too-big':
      return fail('link-too-big', `This link expands to more than ${inflated.limit.toLocaleString('en-US')} characters, the playground's limit for links; it was not opened.`);
    case 'ok':
      break;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(inflated.text);
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
