import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { loadConfig } from '../config/load.ts';
import type { LoaderInput } from '../config/discover/loader-input.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { expectPrototypeUntouched, expectWellFormed, FUZZ_TIMEOUT, fuzzRuns } from './fuzz-runs.ts';

/** Real-looking configs to mutate: permissions, agents, legacy tools, substitutions, comments. */
const SEEDS: readonly string[] = [
  '{"$schema": "https://agentforge.dev/config.json", "permission": {"bash": {"*": "ask", "git *": "allow", "rm -rf *": "deny"}, "edit": "deny"}}',
  '// comment\n{\n  "permission": "allow", /* block */\n  "tools": {"write": false, "bash": true},\n}',
  '{"agent": {"plan": {"permission": {"edit": "deny"}}, "review": {"mode": "subagent", "prompt": "{file:./prompt.md}"}}, "default_agent": "plan"}',
  '{"mode": {"fast": {"tools": {"bash": false}}}, "instructions": ["a.md", "b.md"], "permission": {"external_directory": {"~/x/*": "allow"}}}',
  '{"model": "{env:MODEL}", "permission": {"read": {"*.env": "deny", "*": "allow"}, "webfetch": "ask"}, "mcp": {"srv": {"type": "local", "command": ["x"]}}}',
  '{"permission": {"__proto__": {"bash": "allow"}, "constructor": "deny"}, "agent": {"prototype": {}}}',
];

/** Fragments that stress the tokenizer, substitution and validation. */
const TOKENS: readonly string[] = ['{', '}', '[', ']', '"', ',', ':', '/*', '*/', '//', '\n', '\\', '\\u', '\u0000', '\ud800', '{env:HOME}', '{file:../x}', '{file:', '"*"', 'null', 'true', '-1e999', '__proto__', '"allow"', '"deny"', '"ask"', '\u2028', '\r\n'];

type Mutation = { kind: 'insert' | 'delete' | 'duplicate'; at: number; size: number; token: string };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('insert' as const, 'delete' as const, 'duplicate' as const),
  at: fc.nat(),
  size: fc.nat({ max: 12 }),
  token: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 4 })),
});

function mutate(text: string, mutations: readonly Mutation[]): string {
  let out = text;
  for (const m of mutations) {
    const at = out.length === 0 ? 0 : m.at % (out.length + 1);
    if (m.kind === 'insert') out = out.slice(0, at) + m.token + out.slice(at);
    else if (m.kind === 'delete') out = out.slice(0, at) + out.slice(at + m.size);
    else out = out.slice(0, at) + out.slice(at, at + m.size).repeat(2) + out.slice(at + m.size);
  }
  return out;
}

const mutatedText = fc.tuple(fc.constantFrom(...SEEDS), fc.array(mutation, { maxLength: 6 })).map(([seed, ms]) => mutate(seed, ms));
const anyText = fc.oneof(mutatedText, fc.string({ maxLength: 80 }), fc.json().map((j) => j), fc.jsonValue().map((v) => JSON.stringify({ permission: v })));

/** Where a text can sit: each is read by a different path of the loader. */
type Place = 'project' | 'global' | 'config-content' | 'env-permission' | 'agent-md' | 'prompt-file';
const PLACES: readonly Place[] = ['project', 'global', 'config-content', 'env-permission', 'agent-md', 'prompt-file'];

function inputFor(place: Place, text: string): LoaderInput {
  const base = { cwd: '/p', worktree: '/p', home: '/h', env: {} as Record<string, string> };
  switch (place) {
    case 'project':
      return { ...base, files: [{ path: '/p/agentforge.jsonc', text }] };
    case 'global':
      return { ...base, files: [{ path: '/h/.config/agentforge/agentforge.json', text }] };
    case 'config-content':
      return { ...base, files: [], env: { AGENTFORGE_CONFIG_CONTENT: text } };
    case 'env-permission':
      return { ...base, files: [{ path: '/p/agentforge.json', text: '{"permission": {"bash": "ask"}}' }], env: { AGENTFORGE_PERMISSION: text } };
    case 'agent-md':
      return { ...base, files: [{ path: '/p/.agentforge/agent/fuzz.md', text: `---\n${text}\n---\nbody` }] };
    case 'prompt-file':
      return { ...base, files: [{ path: '/p/agentforge.json', text: '{"agent": {"a": {"prompt": "{file:./p.md}"}}}' }, { path: '/p/p.md', text }] };
  }
}

function scenarioOf(input: LoaderInput): Scenario {
  return { version: 1, files: input.files, env: input.env, cwd: input.cwd, worktree: input.worktree, home: input.home, platform: 'linux', probes: [{ permission: 'bash', input: 'git status' }, { permission: 'edit', input: 'src/a.ts' }] };
}

describe('fuzz: random and mutated JSONC through the loader', () => {
  it.each(PLACES)('%s: loadConfig never throws; a failed load says why in an error diagnostic', (place) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const load = loadConfig(inputFor(place, text));
        expectWellFormed(load.diagnostics);
        if (load.config === null) {
          expect(load.error).not.toBeNull();
          expect(load.diagnostics.some((d) => d.severity === 'error')).toBe(true);
        }
        // A diagnostic placed in the file points inside it.
        for (const d of load.diagnostics) if (d.path === '/p/agentforge.jsonc' && d.offset !== undefined) expect(d.offset).toBeLessThanOrEqual(text.length);
        expectPrototypeUntouched();
      }),
      { numRuns: fuzzRuns(150, 0.25) },
    );
  }, FUZZ_TIMEOUT);

  it.each(PLACES)('%s: analyze never throws and answers every probe or says why not', (place) => {
    fc.assert(
      fc.property(mutatedText, (text) => {
        const analysis = analyze(scenarioOf(inputFor(place, text)));
        expectWellFormed(analysis.diagnostics);
        expect(analysis.probes).toHaveLength(2);
        if (analysis.agent === null) expect(analysis.diagnostics.some((d) => d.severity === 'error')).toBe(true);
        for (const p of analysis.probes) if (p.decision) expect(['allow', 'ask', 'deny']).toContain(p.decision.action);
        expectPrototypeUntouched();
      }),
      { numRuns: fuzzRuns(40, 0.1) },
    );
  }, FUZZ_TIMEOUT);
});
