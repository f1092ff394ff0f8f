import { describe, expect, it } from 'vitest';
import { analyze } from '../../../engine/index.ts';
import { toLoadFailure } from './to-load-failure.ts';

const PROJECT = '/home/user/project/agentforge.json';
const GLOBAL = '/home/user/.config/agentforge/agentforge.json';
const run = (files: { path: string; text: string }[], env: Record<string, string> = {}) => analyze({ version: 1, files, env, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [] });

describe('toLoadFailure', () => {
  it.each([
    { name: 'a config that loads', files: [{ path: PROJECT, text: '{}' }], env: {}, sentence: null, label: null },
    { name: 'an unknown key', files: [{ path: PROJECT, text: '{\n  "modle": "x"\n}' }], env: {}, sentence: /^The config does not load, so no agent and no tool can be shown: Unrecognized key: modle\. Did you mean "model"/, label: 'agentforge.json:2:3' },
    { name: 'an {env:} quote in the global file', files: [{ path: GLOBAL, text: '{\n  "model": "{env:M}"\n}' }], env: { M: 'a"b' }, sentence: /InvalidSymbol \(JSON syntax\)\. After \{env:\}\/\{file:\} substitution, line 2 reads: "model": "a"b"/, label: '~/.config/agentforge/agentforge.json:2:' },
  ])('$name', ({ files, env, sentence, label }) => {
    const failure = toLoadFailure(run(files, env as Record<string, string>));
    if (sentence === null) {
      expect(failure).toBeNull();
      return;
    }
    expect(failure?.sentence).toMatch(sentence);
    expect(failure?.label.startsWith(label ?? '')).toBe(true);
    expect(failure?.location).not.toBeNull();
  });
});
