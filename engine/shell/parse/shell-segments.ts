/** The walk: every command (and every silent node) of the tree in document pre-order, read as the reference reads it. */
import { alwaysPatternOf } from '../arity.ts';
import { isCdLike, isFileCommand } from '../command-sets.ts';
import { commandTokens, patternNodeOf, textOf } from './command-tokens.ts';
import { checkPathArguments, type PathContext } from '../path-argument.ts';
import type { ShellSegment, Span } from '../shell-analysis.ts';
import type { ShellNode } from './shell-parser.ts';
import { SILENT_REASON_BY_NODE_TYPE, SILENT_REASONS, silentReasonOf } from './silent-nodes.ts';

const WALKED_NODE_TYPES: string[] = ['command', ...SILENT_REASON_BY_NODE_TYPE.keys()];

function spanOf(node: ShellNode): Span {
  return { start: node.startIndex, end: node.endIndex };
}

function readCommand(node: ShellNode, source: string, context: PathContext, seenPatterns: Set<string>): ShellSegment {
  const tokens = commandTokens(node, source);
  const name = tokens[0];
  const pathChecks = name !== undefined && isFileCommand(name) ? checkPathArguments(tokens, context) : undefined;
  const base = { nodeType: node.type, span: spanOf(node), text: textOf(node, source), tokens, ...(pathChecks ? { pathChecks } : {}) };
  if (name === undefined) return { kind: 'silent', reason: 'no-tokens', explanation: SILENT_REASONS['no-tokens'], ...base };
  if (isCdLike(name)) return { kind: 'silent', reason: 'cd-like', explanation: SILENT_REASONS['cd-like'], ...base };
  const patternNode = patternNodeOf(node);
  const pattern = textOf(patternNode, source).trim();
  const isNewPattern = !seenPatterns.has(pattern);
  seenPatterns.add(pattern);
  return { kind: 'asked', span: spanOf(patternNode), text: textOf(node, source), tokens, pattern, always: alwaysPatternOf(tokens), isNewPattern, ...(pathChecks ? { pathChecks } : {}) };
}

/** Reads the tree into segments; commands inside other nodes follow the node that holds them. */
export function readSegments(root: ShellNode, source: string, context: PathContext): readonly ShellSegment[] {
  const segments: ShellSegment[] = [];
  const seenPatterns = new Set<string>();
  for (const node of root.descendantsOfType(WALKED_NODE_TYPES)) {
    if (node === null) continue;
    if (node.type === 'command') {
      segments.push(readCommand(node, source, context, seenPatterns));
      continue;
    }
    const reason = silentReasonOf(node);
    if (reason !== undefined) segments.push({ kind: 'silent', reason, explanation: SILENT_REASONS[reason], nodeType: node.type, span: spanOf(node), text: textOf(node, source) });
  }
  return segments;
}
