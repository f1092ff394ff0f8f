/** How deep a JSONC text nests, and what the playground and the reference's CLI do with deep nesting. */
import { createScanner } from 'jsonc-parser';
import type { Diagnostic } from '../../diagnostic.ts';
import type { SourceLocation } from '../../permission/rule.ts';

/**
 * The playground's own depth limit for JSON it reads outside the config loader (scenario files, AGENTFORGE_PERMISSION,
 * frontmatter) and for the editor's JSON colouring; the config loader itself reads any depth.
 */
export const MAX_NESTING_DEPTH = 512;

/**
 * Nesting up to this depth is read by the reference's CLI in every run we measured. Deeper, its recursive JSONC parser
 * may run out of stack (it did at 20,000 in one run, and always at 30,000).
 */
export const CLI_STACK_DEPTH = 10_000;

/**
 * Key paths are kept (locations, provenance, patched parses) down to this depth; anything deeper is part of the value
 * at this depth. Keeping a path per level would cost memory quadratic in the depth.
 */
export const MAX_TRACKED_DEPTH = 64;

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

/** 25000 → `25,000`. */
function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The warning on a config nested deeper than `CLI_STACK_DEPTH`, at the first `{`/`[` past it. */
export function deepNestingDiagnostic(depth: number, file: string, at: SourceLocation): Diagnostic {
  return {
    code: 'config/deeper-than-cli',
    severity: 'warning',
    message: `This file nests ${withThousands(depth)} levels deep. The playground reads it whole, but the agentforge CLI's own JSONC parser runs out of stack somewhere between 20,000 and 30,000 levels (it depends on the runtime) and then fails the whole load with RangeError: Maximum call stack size exceeded.`,
    path: file,
    line: at.line,
    column: at.column,
    length: at.length,
  };
}
