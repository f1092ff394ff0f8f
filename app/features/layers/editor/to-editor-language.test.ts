import { describe, expect, it } from 'vitest';
import { toEditorLanguage } from './to-editor-language.ts';

describe('toEditorLanguage', () => {
  it.each([
    ['json', '{"permission": {"bash": "ask"}}', 'json'],
    ['json', `{"a": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`, 'plaintext'],
    ['json', '{"a": "[[[[[[[[[[[[[[[[[[[[ in a string"}', 'json'],
    ['markdown', `---\na: ${'['.repeat(10_000)}\n---`, 'markdown'],
    ['json', '', 'json'],
  ])('%s, %#', (language, text, expected) => {
    expect(toEditorLanguage(language, text)).toBe(expected);
  });
});
