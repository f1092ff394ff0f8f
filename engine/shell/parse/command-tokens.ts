/** How the reference reads one `command` node: its tokens and the text it asks with. */
import type { ShellNode } from './shell-parser.ts';

/** Direct-child node types that count as tokens; everything else (numbers, `$X`, redirects, …) is left out. */
export const TOKEN_NODE_TYPES: ReadonlySet<string> = new Set(['command_name', 'word', 'string', 'raw_string', 'concatenation']);

/** The text of a node of a tree parsed from `source`. */
export function textOf(node: ShellNode, source: string): string {
  return source.slice(node.startIndex, node.endIndex);
}

/** The raw texts of the command's token children, in order (quotes kept, nothing expanded). */
export function commandTokens(command: ShellNode, source: string): readonly string[] {
  const tokens: string[] = [];
  for (const child of command.children) {
    if (child !== null && TOKEN_NODE_TYPES.has(child.type)) tokens.push(textOf(child, source));
  }
  return tokens;
}

/** The node whose text is the pattern: the enclosing `redirected_statement` if that is the parent. */
export function patternNodeOf(command: ShellNode): ShellNode {
  const parent = command.parent;
  return parent !== null && parent.type === 'redirected_statement' ? parent : command;
}
