import { describe, expect, it } from 'vitest';
import { MAX_UNBROKEN, toBreakParts } from './to-break-parts.ts';

describe('toBreakParts', () => {
  it.each([
    ['', []],
    ['bash', ['bash']],
    ['external_directory', ['external_', 'directory']],
    ['src/generated_sources/**', ['src/', 'generated_', 'sources/', '**']],
    ['~/.config/agentforge/agentforge.json:692:7', ['~/', '.', 'config/', 'agentforge/', 'agentforge.', 'json:', '692:', '7']],
    ['git status*', ['git status*']],
    ['any tool of server cloudflare-observability', ['any tool of server cloudflare-observability']],
    [`a ${'x'.repeat(MAX_UNBROKEN)}y`, [`a ${'x'.repeat(MAX_UNBROKEN)}`, 'y']],
    ['a__b', ['a_', '_', 'b']],
    ['/', ['/']],
    ['x'.repeat(MAX_UNBROKEN * 2 + 3), ['x'.repeat(MAX_UNBROKEN), 'x'.repeat(MAX_UNBROKEN), 'xxx']],
  ])('%j breaks as %j', (text, parts) => {
    expect(toBreakParts(text)).toEqual(parts);
  });

  it('keeps surrogate pairs whole and gives back the text', () => {
    const text = '😀'.repeat(30) + '_über/naïve.名前';
    const parts = toBreakParts(text);
    expect(parts.join('')).toBe(text);
    for (const p of parts) expect(p).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });

  it('a 100,000-character name is cut into short parts', () => {
    const parts = toBreakParts('a'.repeat(100_000));
    expect(parts.length).toBe(Math.ceil(100_000 / MAX_UNBROKEN));
    expect(Math.max(...parts.map((p) => p.length))).toBe(MAX_UNBROKEN);
  });
});
