import { describe, expect, it, vi } from 'vitest';
import type { LoaderInput } from './discover/loader-input.ts';
import { loadConfig, type LoadResult } from './load.ts';

// The loader keeps the merge state before the layer being edited and resumes from it on the next load. Whatever
// loads came before, every load must equal what a loader that never ran before gives.

const H = '/home/u';
const P = `${H}/p`;
const G = `${H}/.config/agentforge`;

/** Files a person edits one at a time: config files at five precedences, a plugin file and a markdown agent. */
const FILES: Readonly<Record<string, string>> = {
  [`${G}/config.json`]: '{"permission": {"bash": {"*": "ask", "git *": "allow"}}, "plugin": ["a-plugin"]}',
  [`${G}/agentforge.json`]: '{"permission": {"edit": "deny", "bash": {"rm *": "deny"}}, "instructions": ["g.md"], "share": "manual", "share": "auto"}',
  [`${P}/agentforge.json`]: '{"permission": {"bash": {"git push *": "ask"}}, "agent": {"plan": {"permission": {"edit": "ask"}}}, "instructions": ["p.md"]}',
  [`${P}/.agentforge/agentforge.json`]: '{"tools": {"webfetch": false}, "mode": {"review": {"description": "r"}}}',
  [`${P}/.agentforge/plugin/local.ts`]: 'export default {}',
  [`${P}/.agentforge/agent/rev.md`]: '---\ndescription: reviews\npermission:\n  bash: deny\n---\nbody\n',
  '/etc/agentforge/agentforge.json': '{"permission": {"read": {"*.env": "deny"}}}',
};

/** Edits a file as typing would, or breaks it, or fixes it (seeded: the same loads on every run). */
const EDITS: readonly ((text: string, n: number) => string)[] = [
  (t, n) => t.replace('*', `* k${n}`),
  (t, n) => t.replace('"ask"', n % 2 ? '"deny"' : '"allow"'),
  (t, n) => `${t}\n// edit ${n}\n`,
  (t) => t.replace('{', '{,'),
  (t) => t.replace('{,', '{'),
  (t, n) => t.replace('description: reviews', `description: reviews ${n}`),
];

function randomInts(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * n);
  };
}

function inputOf(files: Record<string, string>, env: Record<string, string> = {}): LoaderInput {
  return { files: Object.entries(files).map(([path, text]) => ({ path, text })), env, cwd: P, worktree: P, home: H, platform: 'linux' };
}

/** A load as data, Maps as entry lists. */
function shape(load: LoadResult): unknown {
  return { ...load, provenance: [...load.provenance.records] };
}

describe('the loader resumes from the merge state before the edited layer', () => {
  it('and every load equals a fresh loader\'s, over a run of edits in random layers', async () => {
    const int = randomInts(20261203);
    const paths = Object.keys(FILES);
    let files: Record<string, string> = { ...FILES };
    const inputs: LoaderInput[] = [];
    for (let n = 0; n < 60; n++) {
      // Mostly the same file again (a person typing), sometimes another one, sometimes an env that skips a layer.
      const path = n % 7 === 0 ? paths[int(paths.length)]! : paths[2 + (n % 3)]!;
      files = { ...files, [path]: EDITS[int(EDITS.length)]!(files[path]!, n) };
      inputs.push(inputOf(files, n % 11 === 0 ? { AGENTFORGE_DISABLE_PROJECT_CONFIG: '1' } : {}));
    }
    const kept = inputs.map((input) => shape(loadConfig(input)));
    for (const [i, input] of inputs.entries()) {
      vi.resetModules();
      const again = (await import('./load.ts')).loadConfig(input);
      expect(kept[i], `load ${i}`).toEqual(shape(again));
    }
  });
});
