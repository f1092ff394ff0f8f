import { describe, expect, it } from 'vitest';
import { diffScenarios } from '../../../engine/index.ts';
import { patternLevelPair } from '../../store/fix-fixtures.ts';
import { toSideEffectLines, toSideEffectSummary, type SideEffectLine } from './to-side-effects.ts';

const line = (kind: SideEffectLine['kind'], isOpening = false): SideEffectLine => ({ kind, subject: 's', change: 'c', direction: null, isOpening });

describe('toSideEffectLines', () => {
  it('names each changed probe and agent × tool cell in the product words, openings first', () => {
    const { before, after } = patternLevelPair();
    const lines = toSideEffectLines(diffScenarios(before, after));
    const text = lines.map((l) => `${l.kind} ${l.subject}: ${l.change}${l.direction ? ` (${l.direction})` : ''}`);
    expect(text).toContain('probe edit reports/a.md: Hidden from the model → Allowed (More permissive)');
    expect(text).toContain('probe edit src/app.ts: Hidden from the model → Denied at execute (More permissive)');
    const tools = lines.filter((l) => l.kind === 'tool');
    expect(tools[0]!.change).toBe('visible now, a bare call is now denied at execute, now allowed for some inputs');
    expect(tools[0]!.subject).toMatch(/^edit for \d+ agents \(build, /);
    expect(toSideEffectSummary(lines)).toMatch(new RegExp(`and ${tools.reduce((n, l) => n + (l.count ?? 1), 0)} agent × tool cells`));
    expect(lines.every((l) => l.isOpening)).toBe(true);
  });

  it('is empty when nothing else changes', () => {
    const { before } = patternLevelPair();
    expect(toSideEffectLines(diffScenarios(before, before))).toEqual([]);
  });

  it('puts a load error first and names the agent of an agent probe', () => {
    const { before } = patternLevelPair();
    const probes = [{ permission: 'edit', input: '', agent: 'plan' }];
    const broken = { ...before, probes, files: [{ path: before.files[0]!.path, text: '{ "permission": { "edit": 12 } }' }] };
    const lines = toSideEffectLines(diffScenarios({ ...before, probes }, broken));
    expect(lines[0]?.kind).toBe('error');
    expect(lines.find((l) => l.kind === 'probe')?.subject).toBe('@plan edit (empty)');
  });
});

describe('toSideEffectSummary', () => {
  it.each([
    ['nothing', [], 'Nothing else changes: no other probe, tool visibility or agent.'],
    ['one probe', [line('probe')], 'Also changes 1 other probe and 0 agent × tool cells.'],
    ['probes and cells', [line('probe'), line('probe'), line('tool')], 'Also changes 2 other probes and 1 agent × tool cell.'],
    ['a grouped tool line counts its cells', [{ ...line('tool'), count: 3 }], 'Also changes 0 other probes and 3 agent × tool cells.'],
    ['a load error', [line('error')], 'The reference would refuse the config. Also changes 0 other probes and 0 agent × tool cells.'],
  ])('%s', (_name, lines, expected) => expect(toSideEffectSummary(lines)).toBe(expected));
});
