import { checkNestingDepth, MAX_NESTING_DEPTH } from '../../../../engine/index.ts';
import { isLargeText } from './to-editor-hint.ts';

/**
 * The Monaco language for a text: JSON nested deeper than MAX_NESTING_DEPTH is shown as plain text,
 * because Monaco's JSON worker recurses per level and overflows its stack on deep input (the engine
 * reads any depth itself, and warns where the CLI's own parser would run out of stack). A text over `JSON_ASSIST_LIMIT` is not scanned: the editor
 * shows any JSON that large as plain text already (and the light view has no language), so a multi-MB paste or load
 * does not pay a scan of every character.
 */
export function toEditorLanguage(language: string, text: string): string {
  if (language !== 'json' || isLargeText(text.length)) return language;
  // Cheap first: too few brackets to nest that deep (runs on every edit, so the full scan is rare). The brackets are
  // found by the string search, one step per bracket, not a loop per character (a keystroke in a 50 kB file read all
  // 50,000 characters in the first keystrokes' unoptimized code).
  const opens = countUpTo(text, '{', MAX_NESTING_DEPTH + 1);
  const isDeepEnough = opens + countUpTo(text, '[', MAX_NESTING_DEPTH + 1 - opens) > MAX_NESTING_DEPTH;
  return isDeepEnough && checkNestingDepth(text).exceeded ? 'plaintext' : language;
}

/** How many times `unit` occurs in `text`, counting no further than `max`. */
function countUpTo(text: string, unit: string, max: number): number {
  let count = 0;
  for (let at = text.indexOf(unit); at >= 0 && count < max; at = text.indexOf(unit, at + 1)) count++;
  return count;
}
