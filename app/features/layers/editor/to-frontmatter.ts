import type { JsonSchema } from '../../../../engine/index.ts';

/** Where a markdown file's YAML frontmatter sits: the lines of the opening and closing fences (1-based) and the offset after the block. */
export interface FrontmatterBlock {
  readonly startLine: number;
  readonly endLine: number;
  /** Offset of the first character after the opening fence's line. */
  readonly contentStart: number;
  /** Offset of the closing fence (or the end of text when it is still open). */
  readonly contentEnd: number;
  readonly isClosed: boolean;
}

/** Finds the frontmatter block as gray-matter does (`---` on the first line up to the next `---` line); null when there is none. */
export function findFrontmatter(text: string): FrontmatterBlock | null {
  const open = /^---[^\S\r\n]*[A-Za-z0-9_-]*[^\S\r\n]*\r?\n/.exec(text);
  if (!open || text.charAt(3) === '-') return null;
  const contentStart = open[0].length;
  const close = /^---[^\S\r\n]*$/m;
  const rest = text.slice(contentStart);
  const m = close.exec(rest);
  const contentEnd = m ? contentStart + m.index : text.length;
  const endLine = text.slice(0, contentEnd).split('\n').length;
  return { startLine: 1, endLine: m ? endLine : endLine, contentStart, contentEnd, isClosed: m !== null };
}

/** What the cursor in a frontmatter is writing. */
export type FrontmatterSlot =
  | { readonly kind: 'field' }
  | { readonly kind: 'value'; readonly field: string }
  | { readonly kind: 'permission' }
  | { readonly kind: 'action' };

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function keyOf(line: string): string | null {
  const m = /^\s*["']?([^"':]+)["']?\s*:/.exec(line);
  return m?.[1]?.trim() ?? null;
}

/** The YAML keys that enclose a line, outermost first (by indentation). */
function parentsOf(lines: readonly string[], index: number, indent: number): string[] {
  const out: string[] = [];
  let limit = indent;
  for (let i = index - 1; i >= 0 && limit > 0; i -= 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const n = indentOf(line);
    if (n < limit) {
      out.unshift(keyOf(line) ?? '');
      limit = n;
    }
  }
  return out;
}

/** What the cursor at `offset` is writing inside the frontmatter, or null outside it. */
export function toFrontmatterSlot(text: string, offset: number): FrontmatterSlot | null {
  const block = findFrontmatter(text);
  if (!block || offset < block.contentStart || offset > block.contentEnd) return null;
  const before = text.slice(block.contentStart, offset);
  const lines = before.split('\n');
  const index = lines.length - 1;
  const current = lines[index] ?? '';
  const indent = indentOf(current);
  const parents = parentsOf(lines, index, indent);
  const valueOf = /^\s*["']?([^"':]+)["']?\s*:\s*[\w-]*$/.exec(current);
  const underPermission = parents[0] === 'permission';
  if (indent === 0) return valueOf?.[1] ? { kind: 'value', field: valueOf[1].trim() } : /^[\w$-]*$/.test(current) ? { kind: 'field' } : null;
  if (!underPermission) return null;
  if (valueOf) return { kind: 'action' };
  return parents.length === 1 && /^\s*[\w*-]*$/.test(current) ? { kind: 'permission' } : null;
}

/** A completion item, without Monaco's types. */
export interface FrontmatterSuggestion {
  readonly label: string;
  readonly detail: string;
  readonly documentation: string;
  readonly insertText: string;
}

function describe(schema: JsonSchema | undefined): string {
  return schema?.description ?? '';
}

/** The agent entry schema inside the config schema (`agent.<name>`). */
export function agentSchemaOf(config: JsonSchema): JsonSchema | undefined {
  const agent = config.properties?.agent?.additionalProperties;
  return typeof agent === 'object' ? agent : undefined;
}

/** The known permission keys' schemas, wherever the permission schema keeps them (directly or in an `anyOf` branch). */
export function permissionPropertiesOf(config: JsonSchema): Readonly<Record<string, JsonSchema>> {
  const permission = config.properties?.permission;
  return permission?.properties ?? permission?.anyOf?.find((s) => s.properties)?.properties ?? {};
}

/** The permission action's schema (`ask | allow | deny`, with a text per action): the enum branch of `permission`. */
export function actionSchemaOf(config: JsonSchema): JsonSchema | undefined {
  return config.properties?.permission?.anyOf?.find((s) => s.enum);
}

/** What to offer at a frontmatter slot, from the config schema: agent fields, permission names, actions, enum values. */
export function toFrontmatterSuggestions(slot: FrontmatterSlot, config: JsonSchema): FrontmatterSuggestion[] {
  const agent = agentSchemaOf(config);
  const action = actionSchemaOf(config);
  switch (slot.kind) {
    case 'field':
      return Object.entries(agent?.properties ?? {}).map(([key, s]) => ({ label: key, detail: 'agent field', documentation: describe(s), insertText: `${key}: ` }));
    case 'permission':
      return Object.entries(permissionPropertiesOf(config)).map(([key, s]) => ({ label: key, detail: 'permission', documentation: describe(s), insertText: `${key}: ` }));
    case 'action':
      return (action?.enum ?? []).map((value, i) => ({ label: String(value), detail: 'action', documentation: action?.enumDescriptions?.[i] ?? '', insertText: String(value) }));
    case 'value': {
      const field = agent?.properties?.[slot.field];
      const values = field?.enum ?? field?.anyOf?.flatMap((s) => s.enum ?? []) ?? [];
      if (slot.field === 'permission') return toFrontmatterSuggestions({ kind: 'action' }, config);
      return values.map((value) => ({ label: String(value), detail: slot.field, documentation: describe(field), insertText: String(value) }));
    }
  }
}

/** The schema description of the frontmatter key a word names on a line, or null. */
export function toFrontmatterHover(text: string, offset: number, word: string, config: JsonSchema): string | null {
  const block = findFrontmatter(text);
  if (!block || offset < block.contentStart || offset > block.contentEnd) return null;
  const lines = text.slice(block.contentStart, offset).split('\n');
  const index = lines.length - 1;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  if (keyOf(line) !== word) return null;
  const parents = parentsOf(lines, index, indentOf(line));
  const agent = agentSchemaOf(config);
  if (parents.length === 0) return describe(agent?.properties?.[word]) || null;
  if (parents.length === 1 && parents[0] === 'permission') return describe(permissionPropertiesOf(config)[word]) || null;
  return null;
}
