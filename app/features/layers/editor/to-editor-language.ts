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
  // Cheap first: too few brackets to nest that deep (runs on every edit, so the full scan is rare).
  let opens = 0;
  for (let i = 0; i < text.length && opens <= MAX_NESTING_DEPTH; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) opens++;
  }
  return opens > MAX_NESTING_DEPTH && checkNestingDepth(text).exceeded ? 'plaintext' : language;
}
