import { describe, expect, it } from 'vitest';
import { toEditorLanguage } from './to-editor-language.ts';

describe('toEditorLanguage', () => {
  it.each([
    ['json', '{"permission": {"bash": "ask"}}', 'json'],
    ['json', `{"a": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`, 'plaintext'],
    ['json', '{"a": "[[[[[[[[[[[[[[[[[[[[ in a string"}', 'json'],
    ['markdown', `---\na: ${'['.repeat(10_000)}\n---`, 'markdown'],
    ['json', '', 'json'],
    // Over JSON_ASSIST_LIMIT the editor is plain text whatever this says: not scanned.
    ['json', `{"a": ${'['.repeat(150_000)}${']'.repeat(150_000)}}`, 'json'],
    ['json', `{"a": ${'['.repeat(99_000)}${']'.repeat(99_000)}}`, 'plaintext'],
    // Deep through both kinds of bracket: neither kind alone passes the count, together they do.
    ['json', `{"a": ${'{"b": ['.repeat(300)}1${']}'.repeat(300)}}`, 'plaintext'],
    // Many brackets, none deep: the count lets it through to the real depth check, which keeps JSON.
    ['json', `[${'{"a": [1]}, '.repeat(2_000)}0]`, 'json'],
  ])('%s, %#', (language, text, expected) => {
    expect(toEditorLanguage(language, text)).toBe(expected);
  });
});
