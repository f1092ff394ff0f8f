import { diffScenarios, findExample, type FixProposal, type Scenario } from '../../engine/index.ts';

/** The pattern-level example, and the same with `"*": "deny"` moved first in the edit map (what the reference then does). */
export function patternLevelPair(): { readonly before: Scenario; readonly after: Scenario; readonly path: string } {
  const before = findExample('pattern-level-rules')!.scenario;
  const file = before.files[0]!;
  const text = file.text.replace('"edit": { "reports/**": "allow", "*": "deny" }', '"edit": { "*": "deny", "reports/**": "allow" }');
  return { before, after: { ...before, files: [{ path: file.path, text }] }, path: file.path };
}

/** A hand-made proposal over the pair (what the engine's move-rule proposal looks like), for view tests. */
export function sampleProposal(overrides: Partial<FixProposal> = {}): FixProposal {
  const { before, after, path } = patternLevelPair();
  const b = before.files[0]!.text;
  const a = after.files[0]!.text;
  const at = b.indexOf('"reports/**"');
  const old = '"reports/**": "allow", "*": "deny"';
  return {
    id: 'move-rule:0',
    kind: 'move-rule',
    title: 'Move "*": "deny" before "reports/**": "allow" in agentforge.json',
    why: 'The last matching rule wins: "*" comes after "reports/**", so it decides every edit.',
    edits: [{ path, offset: at, length: old.length, content: '"*": "deny", "reports/**": "allow"' }],
    files: [{ path, before: b, after: a }],
    lands: 'allowed',
    sideEffects: diffScenarios(before, after),
    cost: 1,
    ...overrides,
  };
}
