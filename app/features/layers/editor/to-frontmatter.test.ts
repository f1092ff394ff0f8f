import { describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../../../engine/index.ts';
import { findFrontmatter, toFrontmatterHover, toFrontmatterSlot, toFrontmatterSuggestions } from './to-frontmatter.ts';

const md = '---\ndescription: Reviews\nmode: sub\npermission:\n  edit: deny\n  bash:\n    "git *": al\n  \n---\nBody\n';

describe('findFrontmatter', () => {
  it('finds the block', () => {
    const block = findFrontmatter(md);
    expect(block).toMatchObject({ startLine: 1, endLine: 9, contentStart: 4, isClosed: true });
    expect(md.slice(block?.contentEnd)).toMatch(/^---\nBody/);
  });
  it.each([['no frontmatter\n'], ['----\nx\n'], [''], ['-- \n']])('none in %j', (text) => {
    expect(findFrontmatter(text)).toBeNull();
  });
  it('reports an unclosed block', () => {
    expect(findFrontmatter('---\nmode: primary\n')?.isClosed).toBe(false);
  });
  it('copes with huge text', () => {
    const big = `---\n${'a: b\n'.repeat(100_000)}---\n`;
    expect(findFrontmatter(big)?.endLine).toBe(100_002);
  });
});

const at = (needle: string, delta = needle.length) => md.indexOf(needle) + delta;

describe('toFrontmatterSlot', () => {
  it.each([
    [at('description'), { kind: 'field' }],
    [at('mode: sub'), { kind: 'value', field: 'mode' }],
    [at('  edit', 4), { kind: 'permission' }],
    [at('edit: deny'), { kind: 'action' }],
    [at('"git *": al'), { kind: 'action' }],
    [at('  \n---', 2), { kind: 'permission' }],
    [at('Body'), null],
  ])('offset %d → %j', (offset, slot) => {
    expect(toFrontmatterSlot(md, offset)).toEqual(slot);
  });
});

describe('toFrontmatterSuggestions', () => {
  it('offers agent fields, permission names, actions and modes from the schema', () => {
    expect(toFrontmatterSuggestions({ kind: 'field' }, configJsonSchema).map((s) => s.label)).toEqual(expect.arrayContaining(['description', 'mode', 'permission', 'tools']));
    expect(toFrontmatterSuggestions({ kind: 'permission' }, configJsonSchema).map((s) => s.label)).toEqual(expect.arrayContaining(['bash', 'edit', 'external_directory']));
    expect(toFrontmatterSuggestions({ kind: 'action' }, configJsonSchema).map((s) => s.label).sort()).toEqual(['allow', 'ask', 'deny']);
    expect(toFrontmatterSuggestions({ kind: 'value', field: 'mode' }, configJsonSchema).map((s) => s.label)).toEqual(['subagent', 'primary', 'all']);
  });
});

describe('toFrontmatterHover', () => {
  it('describes agent fields and permission keys', () => {
    expect(toFrontmatterHover(md, at('mode', 1), 'mode', configJsonSchema)).toContain('primary');
    expect(toFrontmatterHover(md, at('  edit', 3), 'edit', configJsonSchema)).toBeTruthy();
    expect(toFrontmatterHover(md, at('Body', 1), 'Body', configJsonSchema)).toBeNull();
  });
});
