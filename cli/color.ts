/** Colour for a terminal: the verdict word that starts a line, painted; only on a TTY and never with NO_COLOR. */

const PAINT: Readonly<Record<string, string>> = { ok: '32', allow: '32', FAIL: '31', deny: '31', error: '31', ask: '33', warning: '33', SKIP: '2', '----': '2' };
const LEADING = /^(\s*)(ok|allow|FAIL|deny|error|ask|warning|SKIP|----)(?=\s|$|:)/gm;

/** True when output to this stream may be coloured: a TTY, and NO_COLOR unset or empty (no-color.org). */
export function isColorWanted(isTty: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  return isTty && !env.NO_COLOR && env.TERM !== 'dumb';
}

/** The text with the verdict word at the start of each line coloured (ANSI SGR). */
export function paintVerdicts(text: string): string {
  return text.replace(LEADING, (_m, indent: string, word: string) => `${indent}\u001b[${PAINT[word]}m${word}\u001b[0m`);
}
