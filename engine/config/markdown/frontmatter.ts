/**
 * Markdown frontmatter exactly as the reference reads it: `try { matter(text) } catch { matter(sanitize(text)) }`
 * with gray-matter 4.0.3 and js-yaml 3.14.2, its cache kept between the two calls, and any second throw
 * dropping the file. Never throws, never evaluates anything.
 */
import { sanitizeFrontmatter } from './frontmatter-sanitize.ts';
import { runMatter, stripBom, type MatterAttempt, type MatterPlace } from './frontmatter-split.ts';
import { expansionBudget, spreadFrontmatter } from './frontmatter-value.ts';
import type { MatterMark } from './frontmatter-engines.ts';

export { sanitizeFrontmatter } from './frontmatter-sanitize.ts';

/** Texts longer than this are not handed to the YAML reader. */
export const MAX_FRONTMATTER_TEXT = 5_000_000;

/** A 1-based place in the file's text. */
export interface FrontmatterPosition {
  readonly line: number;
  readonly column: number;
}

/**
 * What the reference's loader gets from one markdown file:
 * - `kept`: `{...md.data}` and the body (`sanitized` when the colon fix-up retry was needed);
 * - `whole-text`: the first parse threw and the retry hit gray-matter's cache: no settings, the whole text as prompt;
 * - `skipped`: the retry threw too, or the CLI fails on the result: the file is dropped;
 * - `javascript`: a `---js` block the CLI would evaluate; the playground cannot say what it yields;
 * - `too-large`: too big, or its aliases expand past the budget, to check.
 */
export type Frontmatter =
  | { readonly kind: 'kept'; readonly data: Record<string, unknown>; readonly content: string; readonly sanitized: boolean }
  | { readonly kind: 'whole-text'; readonly data: Record<string, unknown>; readonly content: string; readonly reason: string; readonly at?: FrontmatterPosition }
  | { readonly kind: 'skipped'; readonly reason: string; readonly at?: FrontmatterPosition }
  | { readonly kind: 'javascript'; readonly at: FrontmatterPosition }
  | { readonly kind: 'too-large'; readonly reason: string };

function position(place: MatterPlace, mark: MatterMark | undefined): FrontmatterPosition {
  if (mark === undefined) return { line: 1, column: 1 };
  return { line: mark.line + 1, column: mark.column + 1 + (mark.line === 0 ? place.bom + place.head : 0) };
}

/** The budgeted `{...data}` of a returned file. */
function spread(data: unknown, content: string, sanitized: boolean, size: number): Frontmatter {
  const copied = spreadFrontmatter(data, expansionBudget(size));
  if (copied.kind === 'too-large') return { kind: 'too-large', reason: `its aliases expand past ${copied.budget.toLocaleString('en-US')} nodes and characters (an alias bomb, or an alias inside its own anchor)` };
  return { kind: 'kept', data: copied.data, content, sanitized };
}

/** A second call's outcome: kept, or the file is dropped. */
function retried(second: MatterAttempt, firstReason: string, firstAt: FrontmatterPosition | undefined, size: number): Frontmatter {
  const at = firstAt ? { at: firstAt } : {};
  if (second.kind === 'ok') return spread(second.file.data, second.file.content, true, size);
  if (second.kind === 'javascript') return { kind: 'javascript', at: position(second.place, undefined) };
  if (second.kind === 'no-content') return { kind: 'skipped', reason: 'gray-matter answers this exact text from its cache with no content, and the CLI fails reading the prompt', ...at };
  return { kind: 'skipped', reason: `${firstReason}; the colon fix-up retry fails too (${second.message.split('\n')[0] ?? ''})`, ...at };
}

/** Reads a markdown agent/mode/command file's frontmatter the way the reference does. */
export function parseFrontmatter(text: string): Frontmatter {
  if (text.length > MAX_FRONTMATTER_TEXT) return { kind: 'too-large', reason: `the file is longer than ${MAX_FRONTMATTER_TEXT.toLocaleString('en-US')} characters` };
  const first = runMatter(text);
  if (first.kind === 'ok') return spread(first.file.data, first.file.content, false, text.length);
  if (first.kind === 'javascript') return { kind: 'javascript', at: position(first.place, undefined) };
  if (first.kind === 'no-content') return retried(first, '', undefined, text.length);
  const reason = `the frontmatter does not parse (${first.message.split('\n')[0] ?? ''})`;
  const at = position(first.place, first.mark);
  const sanitized = sanitizeFrontmatter(text);
  if (stripBom(sanitized) !== stripBom(text)) return retried(runMatter(sanitized), reason, at, sanitized.length);
  // Same cache key: gray-matter returns the file cached by the failed call, as it stood when it threw.
  const cached = spread(first.cached.data, first.cached.content, false, text.length);
  if (cached.kind !== 'kept') return cached;
  const wholeText = cached.content === stripBom(text) && Object.keys(cached.data).length === 0;
  return wholeText ? { kind: 'whole-text', data: cached.data, content: cached.content, reason, at } : cached;
}
