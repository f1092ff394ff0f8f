/** The longest run of characters kept whole when an identifier has no `_`, `/`, `.` or `:` in it (a hostile name still wraps). */
export const MAX_UNBROKEN = 24;

const SEPARATOR = /[_/.:]/;
const SPACE = /\s/;

/**
 * An identifier or path cut into the parts a line may break between: after each `_`, `/`, `.` and `:` (so
 * `external_directory` breaks as `external_` `directory`, never mid-word), and inside a run longer than MAX_UNBROKEN
 * characters without one (a space ends a run: the line may wrap there anyway). Joined, the parts give back the text.
 */
export function toBreakParts(text: string): string[] {
  const parts: string[] = [];
  let part = '';
  let run = 0;
  for (const ch of text) {
    part += ch;
    const isBreak = SEPARATOR.test(ch);
    // A space is already a place to wrap: it ends a run without a part of its own.
    run = isBreak || SPACE.test(ch) ? 0 : run + 1;
    if (isBreak || run >= MAX_UNBROKEN) {
      parts.push(part);
      part = '';
      run = 0;
    }
  }
  if (part) parts.push(part);
  return parts;
}
