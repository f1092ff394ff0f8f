/** A nesting-depth guard run before jsonc-parser, whose recursive descent would overflow the stack on hostile input. */
import { createScanner } from 'jsonc-parser';

/** Deepest `{`/`[` nesting the engine parses; real configs stay far below it. */
export const MAX_NESTING_DEPTH = 512;

/** The deepest nesting found, and where the limit was first crossed. */
export interface DepthCheck {
  readonly exceeded: boolean;
  readonly depth: number;
  readonly limit: number;
  readonly offset: number;
}

const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const EOF = 17;

/** Scans tokens (iteratively) and reports whether the text nests deeper than `limit`. */
export function checkNestingDepth(text: string, limit = MAX_NESTING_DEPTH): DepthCheck {
  const scanner = createScanner(text, true);
  let depth = 0;
  let max = 0;
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
      depth++;
      if (depth > max) max = depth;
      if (depth > limit) return { exceeded: true, depth, limit, offset: scanner.getTokenOffset() };
    } else if ((kind === CLOSE_BRACE || kind === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return { exceeded: false, depth: max, limit, offset: 0 };
}
