import { configJsonSchema } from '../../../../engine/index.ts';
import { monaco } from '../../../monaco-setup.ts';
import { toFrontmatterHover, toFrontmatterSlot, toFrontmatterSuggestions } from './to-frontmatter.ts';

// Monaco providers are global: register them once per page (a guard, not view state).
let isRegistered = false;

/** Frontmatter-aware markdown: completion of agent fields, permission names and actions, and hover docs, from our config schema. */
export function registerFrontmatterSupport(): void {
  if (isRegistered) return;
  isRegistered = true;
  monaco.languages.registerCompletionItemProvider('markdown', {
    triggerCharacters: [' ', ':'],
    provideCompletionItems(model, position) {
      const text = model.getValue();
      const slot = toFrontmatterSlot(text, model.getOffsetAt(position));
      if (!slot) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
      return {
        suggestions: toFrontmatterSuggestions(slot, configJsonSchema).map((s) => ({
          label: s.label,
          kind: slot.kind === 'action' || slot.kind === 'value' ? monaco.languages.CompletionItemKind.EnumMember : monaco.languages.CompletionItemKind.Property,
          detail: s.detail,
          documentation: { value: s.documentation },
          insertText: s.insertText,
          range,
        })),
      };
    },
  });
  monaco.languages.registerHoverProvider('markdown', {
    provideHover(model, position) {
      const word = model.getWordAtPosition(position);
      if (!word) return null;
      const doc = toFrontmatterHover(model.getValue(), model.getOffsetAt(position), word.word, configJsonSchema);
      if (!doc) return null;
      return { range: { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn }, contents: [{ value: `**${word.word}**` }, { value: doc }] };
    },
  });
}
