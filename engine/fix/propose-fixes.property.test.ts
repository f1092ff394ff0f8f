import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { diffAnalyses } from '../compare/diff.ts';
import type { Probe, Scenario } from '../scenario/scenario.ts';
import { applyFix } from './apply-fix.ts';
import type { FixTarget, WantedOutcome } from './fix-types.ts';
import { proposeFixes } from './propose-fixes.ts';
import { isTargetProbe, outcomeHolds, withTargetLast } from './verify.ts';

const FILES = ['/home/user/.config/agentforge/agentforge.jsonc', '/home/user/project/agentforge.json', '/home/user/project/.agentforge/agentforge.json', '/etc/agentforge/agentforge.json'];
const PROJECT = '/home/user/project/agentforge.json';
const PERMISSIONS = ['bash', 'edit', 'read', '*'];
const INPUTS: Readonly<Record<string, readonly string[]>> = { bash: ['ls', 'git status', 'git push origin', 'rmdir x'], edit: ['src/a.ts', 'reports/a.md', '2024'], read: ['.env', 'src/a.ts', 'x.pem'], '*': ['x'] };
const PATTERNS = ['*', 'git *', 'git status', 'rm*', 'src/*', 'reports/**', '*.env', '2024', 'ls *', '*.pem'];
const action = fc.constantFrom('allow', 'ask', 'deny');

const permissionMap = fc.dictionary(
  fc.constantFrom(...PERMISSIONS),
  fc.oneof(action, fc.dictionary(fc.constantFrom(...PATTERNS), action, { minKeys: 1, maxKeys: 3 })),
  { maxKeys: 3 },
);
const layer = fc.record({ permission: permissionMap, agent: fc.option(fc.record({ build: fc.record({ permission: permissionMap }) }), { nil: undefined }) });
const probeOf = (permission: string) => fc.record({ permission: fc.constant(permission), input: fc.constantFrom(...INPUTS[permission]!), expect: action });
const probe: fc.Arbitrary<Probe> = fc.constantFrom(...PERMISSIONS.filter((p) => p !== '*')).chain(probeOf);

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    paths: fc.subarray(FILES, { minLength: 1, maxLength: 3 }),
    layers: fc.array(layer, { minLength: 3, maxLength: 3 }),
    indent: fc.constantFrom(0, 2, '\t'),
    envPermission: fc.option(permissionMap, { nil: undefined }),
    probes: fc.array(probe, { maxLength: 3 }),
  })
  .map(({ paths, layers, indent, envPermission, probes }) => ({
    version: 1 as const,
    files: paths.map((path, i) => ({ path, text: `// layer ${i}\n${JSON.stringify(layers[i], null, indent)}\n` })),
    env: (envPermission ? { AGENTFORGE_PERMISSION: JSON.stringify(envPermission) } : {}) as Record<string, string>,
    cwd: '/home/user/project',
    worktree: '/home/user/project',
    home: '/home/user',
    platform: 'linux' as const,
    probes,
  }));

const targetArb: fc.Arbitrary<FixTarget> = fc
  .record({ permission: fc.constantFrom('bash', 'edit', 'read'), want: fc.constantFrom<WantedOutcome>('allow', 'ask', 'deny', 'hidden'), agent: fc.constantFrom(undefined, 'plan') })
  .chain(({ permission, want, agent }) => fc.constantFrom(...INPUTS[permission]!).map((input) => ({ permission, input, want, ...(agent ? { agent } : {}) })));

describe('proposeFixes (property)', () => {
  it('every proposal, applied, makes its target pass; its side effects are the diff of the two analyses; it edits only the user\'s documents', () => {
    const seen = { proposals: 0, holds: 0, blocked: 0, none: 0 };
    fc.assert(
      fc.property(scenarioArb, targetArb, (scenario, target) => {
        const result = proposeFixes(scenario, target);
        if (result.kind !== 'proposals') return void seen[result.kind]++;
        seen.proposals += result.proposals.length;
        if (result.proposals.length === 0) seen.none++;
        const others = { ...scenario, probes: scenario.probes.filter((p) => !isTargetProbe(p, target)) };
        const before = analyze(others);
        for (const p of result.proposals) {
          const applied = applyFix(scenario, p);
          for (const f of p.files) {
            if (f.env !== undefined) expect(applied.env[f.env]).toBe(f.after);
            else expect(applied.files.find((x) => x.path === f.path)?.text).toBe(f.after);
          }
          const after = analyze(withTargetLast(applied, target));
          const got = after.probes[after.probes.length - 1];
          expect(outcomeHolds(got, target.want)).toBe(true);
          expect(got?.stage).toBe(p.lands);
          expect(p.sideEffects).toEqual(diffAnalyses(before, analyze({ ...applied, probes: others.probes })));
          for (const e of p.edits) {
            if (e.env !== undefined) expect(Object.keys(scenario.env)).toContain(e.env);
            else if (!scenario.files.some((f) => f.path === e.path)) expect([e.path, p.files.find((f) => f.path === e.path)?.before]).toEqual([PROJECT, '']);
            expect(e.path).not.toBe('/etc/agentforge/agentforge.json');
          }
        }
      }),
      { numRuns: 60 },
    );
    // The generator reaches every kind of answer, and many proposals are checked.
    expect(seen.proposals).toBeGreaterThan(60);
    expect(seen.holds).toBeGreaterThan(0);
  }, 120_000);
});
