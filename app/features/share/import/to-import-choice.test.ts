import { describe, expect, it } from 'vitest';
import { detectImport, EXAMPLES } from '../../../../engine/index.ts';
import { toImportChoice, type ImportOverrides } from './to-import-choice.ts';

const scenario = { ...EXAMPLES[0]!.scenario, files: [] };
const AGENT = '---\ndescription: Reviews code\nmode: subagent\n---\nYou review.\n';
const none: ImportOverrides = { kind: null, typedPath: null, target: 'project' };

describe('toImportChoice', () => {
  it.each<[string, string, ImportOverrides, string | null, string | null]>([
    ['the proposal when nothing is changed', AGENT, none, 'agent', '/home/user/project/.agentforge/agent/reviews-code.md'],
    ['another kind picked', AGENT, { ...none, kind: 'command' }, 'command', '/home/user/project/.agentforge/command/reviews-code.md'],
    ['a typed worktree-relative path', AGENT, { ...none, typedPath: '.agentforge/agents/r.md' }, 'agent', '/home/user/project/.agentforge/agents/r.md'],
    ['a typed ~ path', AGENT, { ...none, typedPath: '~/.agentforge/agent/r.md' }, 'agent', '/home/user/.agentforge/agent/r.md'],
    ['a blank typed path', AGENT, { ...none, typedPath: '  ' }, 'agent', ''],
    ['a config to the global layer', '{"permission":{}}', { ...none, target: 'global' }, 'config', '/home/user/.config/agentforge/agentforge.jsonc'],
    ['a config to the env var', '{"permission":{}}', { ...none, target: 'config-content' }, 'config', null],
    ['a kind that is not offered falls back to the proposal', '{"permission":{}}', { ...none, kind: 'agent' }, 'config', '/home/user/project/agentforge.jsonc'],
  ])('%s', (_name, text, overrides, kind, path) => {
    const choice = toImportChoice(detectImport(text, { scenario }), overrides, scenario);
    expect(choice?.kind ?? null).toBe(kind);
    expect(choice?.path ?? null).toBe(path);
  });
  it('gives nothing for empty text', () => {
    expect(toImportChoice(detectImport('', { scenario }), none, scenario)).toBeNull();
  });
});
