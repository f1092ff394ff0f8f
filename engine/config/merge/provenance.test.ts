import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookupProvenance, originAt, originsUnder, provenancePaths } from './provenance.ts';
import type { Provenance } from './provenance.ts';
import { parseScenarioText } from '../../scenario/read-scenario.ts';
import { loadScenario } from '../../scenario/load-scenario.ts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../load.ts';
import { countKeyLines, toKeyLines } from './key-lines.ts';
import type { LoaderInput } from '../discover/loader-input.ts';

const input = (files: LoaderInput['files'], env: Record<string, string> = {}): LoaderInput => ({ files, env, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux' });

describe('provenance', () => {
  const load = loadConfig(
    input(
      [
        { path: '/h/.config/agentforge/agentforge.json', text: '{\n  "permission": {\n    "bash": {"*": "ask", "rm *": "allow"}\n  },\n  "tools": {"webfetch": false}\n}' },
        { path: '/p/agentforge.json', text: '{"model": "{env:M}", "permission": {"bash": {"rm *": "deny"}}}' },
        { path: '/p/.agentforge/agent/rev.md', text: '---\ntools:\n  write: false\npermission:\n  bash: ask\n---\nbody\n' },
      ],
      { M: 'a-much-longer-model/name', AGENTFORGE_PERMISSION: '{"edit":"ask"}' },
    ),
  );
  it('names the winning layer and the overridden one, with positions in the typed text', () => {
    const p = lookupProvenance(load.provenance, ['permission', 'bash', 'rm *']);
    expect(p?.winner.layerId).toBe('project:/p/agentforge.json');
    expect(p?.winner.location).toMatchObject({ file: '/p/agentforge.json', line: 1, column: 46 });
    expect(p?.overridden.map((c) => c.layerId)).toEqual(['global:/h/.config/agentforge/agentforge.json']);
    expect(lookupProvenance(load.provenance, ['permission', 'bash', '*'])?.winner.location).toMatchObject({ line: 3, column: 14 });
  });
  it('originOf tells config, legacy tools and env apart', () => {
    expect(originAt(load.provenance, ['permission', 'bash', 'rm *'])).toMatchObject({ kind: 'config', location: { file: '/p/agentforge.json' } });
    expect(originAt(load.provenance, ['permission', 'webfetch'])).toMatchObject({ kind: 'legacy-tools', tool: 'webfetch', location: { line: 5 } });
    expect(originAt(load.provenance, ['permission', 'edit'])).toEqual({ kind: 'env-permission', keyPath: ['permission', 'edit'] });
    expect(originAt(load.provenance, ['agent', 'rev', 'permission', 'bash'])).toMatchObject({ kind: 'config', location: { file: '/p/.agentforge/agent/rev.md', line: 5 } });
    expect(originAt(load.provenance, ['agent', 'rev', 'permission', 'edit'])).toMatchObject({ kind: 'legacy-tools', tool: 'write', location: { line: 3 } });
  });
  it('summarises what each layer set and overrode', () => {
    const project = load.layers.find((l) => l.id === 'project:/p/agentforge.json');
    expect(project?.sets).toEqual([['model'], ['permission', 'bash', 'rm *'], ['$schema']]);
    expect(project?.overrides).toEqual([['permission', 'bash', 'rm *'], ['$schema']]);
    // The same lists as the graph reads them: one line per dotted path.
    expect([project?.setLines, project?.overrideLines]).toEqual(['model\npermission.bash.rm *\n$schema\n', 'permission.bash.rm *\n$schema\n']);
    const agent = load.layers.find((l) => l.source === 'agent-md');
    expect(agent?.setLines).toBe(toKeyLines(agent?.sets ?? []));
    expect(countKeyLines(agent?.setLines ?? '')).toBe(agent?.sets.length);
    for (const l of load.layers) if (l.outcome !== 'merged') expect([l.setLines, l.overrideLines]).toEqual(['', '']);
    expect(load.transforms.map((t) => `${t.name}:${t.isApplied}`)).toEqual(['mode-to-agent:false', 'env-permission:true', 'legacy-tools:true', 'username:false', 'autoshare:false', 'compaction:false']);
  });
  it('maps a diagnostic after an {env:} token back to the typed position', () => {
    const bad = loadConfig(input([{ path: '/p/agentforge.json', text: '{"model": "{env:M}", "permission": {"bash": "allowed"}}' }], { M: 'x'.repeat(40) }));
    const d = bad.diagnostics.find((x) => x.code === 'config/invalid');
    expect(d).toMatchObject({ path: '/p/agentforge.json', line: 1, column: 37 });
    expect(bad.config).toBeNull();
    expect(bad.error?.name).toBe('ConfigInvalidError');
  });
});

/** Every permission entry path of a provenance, split at its `permission` key: the prefix and the rest. */
function permissionEntries(provenance: Provenance): [prefix: string[], rest: string[]][] {
  return provenancePaths(provenance).flatMap((path) => {
    const cut = path.indexOf('permission');
    return cut >= 0 && cut < path.length - 1 ? [[path.slice(0, cut + 1), path.slice(cut + 1)] as [string[], string[]]] : [];
  });
}

describe('originsUnder gives what originAt gives', () => {
  const dir = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
  const real = existsSync(dir) ? readdirSync(dir).filter((n) => /^r\d.*\.json$/.test(n)) : [];
  const made = {
    'legacy tools, modes and env permission': input(
      [
        { path: '/h/.config/agentforge/agentforge.json', text: '{"tools": {"write": false, "bash": true}, "mode": {"review": {"permission": {"edit": "deny"}}}, "agent": {"plan": {"tools": {"edit": false}, "permission": {"bash": {"git *": "allow"}}}}}' },
        { path: '/p/agentforge.json', text: '{"permission": {"bash": {"git *": "deny", "ls": "allow"}, "read": "ask"}}' },
      ],
      { AGENTFORGE_PERMISSION: '{"edit":"ask","bash":{"rm *":"deny"}}' },
    ),
  };
  it('finds the real configs beside the repo', () => expect(real.length).toBeGreaterThan(40));
  it.each([...Object.keys(made), ...real])('%s', (name) => {
    const scenario = name in made ? null : parseScenarioText(readFileSync(join(dir, name), 'utf8')).scenario;
    if (!(name in made)) expect(scenario, name).not.toBeNull();
    const provenance = scenario ? loadScenario(scenario).provenance : loadConfig(made[name as keyof typeof made]).provenance;
    const entries = permissionEntries(provenance);
    // Asked twice: the second answer comes from the tree. Where originAt keeps one object per path, it is that object.
    for (let round = 0; round < 2; round++) {
      for (const [prefix, rest] of entries) {
        const fast = originsUnder(provenance, prefix)(rest);
        const slow = originAt(provenance, [...prefix, ...rest]);
        expect(fast).toEqual(slow);
        if (slow === originAt(provenance, [...prefix, ...rest])) expect(fast).toBe(slow);
      }
    }
    // Paths the merge never recorded (a derived rule's, a missing prefix) still get originAt's answer.
    for (const [prefix, rest] of [[['permission'], ['nope', 'x']], [['agent', 'ghost', 'permission'], ['bash']]] as const) {
      expect(originsUnder(provenance, prefix)(rest)).toEqual(originAt(provenance, [...prefix, ...rest]));
    }
  });
});
