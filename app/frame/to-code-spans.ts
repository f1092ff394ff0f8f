/** A piece of a one-line text: plain words, or a `code` span (shown in monospace, without the backticks). */
export interface TextSpan {
  readonly text: string;
  readonly isCode: boolean;
}

/**
 * Splits text at backticks into plain and code spans, as Markdown's inline code reads them: a span
 * opens and closes with a single backtick; an unpaired backtick stays as a literal character.
 */
export function toCodeSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let plain = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('`', at);
    const close = open < 0 ? -1 : text.indexOf('`', open + 1);
    if (open < 0 || close < 0) {
      plain += text.slice(at);
      break;
    }
    plain += text.slice(at, open);
    if (close === open + 1) {
      // An empty pair is not a code span: keep the backticks.
      plain += '``';
    } else {
      if (plain) spans.push({ text: plain, isCode: false });
      plain = '';
      spans.push({ text: text.slice(open + 1, close), isCode: true });
    }
    at = close + 1;
  }
  if (plain) spans.push({ text: plain, isCode: false });
  return spans;
}
