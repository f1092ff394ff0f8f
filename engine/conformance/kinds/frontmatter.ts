/** `frontmatter` vectors: one markdown file through the reference's markdown loader → `{skipped: true}` or `{data, content}`. */
import { parseFrontmatter } from '../../config/markdown/frontmatter.ts';
import { FlaggedOutcome, type VectorKind } from '../vector-kind.ts';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard padded base64 of some bytes (what Buffer#toString('base64') gives). */
export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64.charAt((n >> 18) & 63) + BASE64.charAt((n >> 12) & 63);
    out += b === undefined ? '=' : BASE64.charAt((n >> 6) & 63);
    out += c === undefined ? '=' : BASE64.charAt(n & 63);
  }
  return out;
}

/** The vectors' JSON for values JSON lacks: Date → ISO string, ±Infinity/NaN → `{$number}`, bytes → `{$binary}`, -0 → 0. */
export function encodeFrontmatterValue(value: unknown): unknown {
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return { $number: 'NaN' };
    if (!Number.isFinite(value)) return { $number: value > 0 ? 'Infinity' : '-Infinity' };
    return value === 0 ? 0 : value;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return { $binary: encodeBase64(value) };
  if (Array.isArray(value)) return value.map(encodeFrontmatterValue);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(out, key, { value: encodeFrontmatterValue((value as Record<string, unknown>)[key]), writable: true, enumerable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/** Runs the engine's frontmatter reading; a `---js` block is flagged (the CLI evaluates it, the playground never does). */
export const frontmatterKind: VectorKind = {
  run(raw: unknown) {
    const text = (raw as { text?: unknown } | null)?.text;
    const fm = parseFrontmatter(typeof text === 'string' ? text : '');
    if (fm.kind === 'javascript') return new FlaggedOutcome('the CLI evaluates this block as JavaScript; the playground never does');
    if (fm.kind === 'skipped') return { skipped: true };
    if (fm.kind === 'too-large') return { tooLarge: fm.reason };
    return { data: encodeFrontmatterValue(fm.data), content: fm.content.trim() };
  },
};
