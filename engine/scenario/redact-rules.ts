/** What marks a value as a credential: by the key that holds it, where it sits, or how it looks. */

/** Keys whose string value is a credential wherever they appear (compared lower-case, without `_`/`-`). */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'apikey', 'token', 'accesstoken', 'refreshtoken', 'idtoken', 'authtoken', 'bearertoken', 'secret', 'clientsecret',
  'password', 'passwd', 'privatekey', 'secretaccesskey', 'sessiontoken', 'credentials',
]);

/** Object keys whose every string member is a credential-bearing value: MCP server environments. */
export const SECRET_MAPS: ReadonlySet<string> = new Set(['environment', 'env']);

/** Header names (and env var names) that carry credentials. */
export const SECRET_NAME = /auth|token|secret|passw|api[-_]?key|cookie|session|credential|private[-_]?key|access[-_]?key/i;

/** Shapes of well-known credentials, found whatever key holds them. */
export const SECRET_SHAPES: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_-]{16,}/, // OpenAI / Anthropic style
  /\bgh[pousr]_[A-Za-z0-9]{20,}/, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}/,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/, // Slack
  /\bAKIA[0-9A-Z]{16}\b/, // AWS access key id
  /\bAIza[0-9A-Za-z_-]{30,}/, // Google API key
  // JWT; it starts a run of its characters (a `\b` start inside `-eyJ-eyJ…` would rescan the run from every `eyJ`).
  /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
  /\bglpat-[A-Za-z0-9_-]{20,}/, // GitLab
];

/** One `{env:X}` or `{file:x}` reference: they name where a secret lives, they are not one. */
export interface Reference {
  readonly kind: 'env' | 'file';
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Every `{env:NAME}` and `{file:path}` in a text, left to right, as `/\{(env|file):([^}]*)\}/g` finds them, in linear time:
 * when no `}` follows an opening, none follows a later one either, so the search stops instead of rescanning.
 */
export function findReferences(text: string): Reference[] {
  const out: Reference[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('{', from);
    if (open < 0) return out;
    const kind = text.startsWith('{env:', open) ? 'env' : text.startsWith('{file:', open) ? 'file' : null;
    if (kind === null) {
      from = open + 1;
      continue;
    }
    const close = text.indexOf('}', open);
    if (close < 0) return out;
    out.push({ kind, name: text.slice(open + kind.length + 2, close), start: open, end: close + 1 });
    from = close + 1;
  }
}

/** True when a value holds nothing but references and an auth scheme word (e.g. `Bearer {env:TOKEN}`). */
export function isOnlyReferences(value: string): boolean {
  const parts: string[] = [];
  let at = 0;
  for (const r of findReferences(value)) {
    parts.push(value.slice(at, r.start));
    at = r.end;
  }
  parts.push(value.slice(at));
  const rest = parts.join('').replace(/^\s*(bearer|basic|token)\b/i, '').trim();
  return rest === '' && value.trim() !== '';
}

/** The normalised form of a key for SECRET_KEYS lookups. */
export function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

/** True when whatever string sits at `path` is a credential by its place (an `apiKey`, a credential header, an MCP environment). */
export function isSecretPath(path: readonly string[]): boolean {
  const key = path[path.length - 1] ?? '';
  const parent = path[path.length - 2] ?? '';
  if (parent.toLowerCase() === 'headers' && SECRET_NAME.test(key)) return true;
  if (SECRET_MAPS.has(parent.toLowerCase()) && path.length >= 2 && path.includes('mcp')) return true;
  return SECRET_KEYS.has(normaliseKey(key)) && !path.includes('permission');
}

/** The reason a value at `path` (keys from the root) is a credential, or null when it is not one. */
export function secretReason(path: readonly string[], value: string): string | null {
  if (value === '' || isOnlyReferences(value) || /^<redacted:[^>]*>$/.test(value)) return null;
  const key = path[path.length - 1] ?? '';
  if (isSecretPath(path)) return key;
  if (SECRET_SHAPES.some((shape) => shape.test(value))) return key || 'value';
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(value)) return key || 'private-key';
  return null;
}
