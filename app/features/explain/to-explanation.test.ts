import { describe, expect, it } from 'vitest';
import { analyze, sentenceText, findExample, type Scenario } from '../../../engine/index.ts';
import { toExplanation } from './to-explanation.ts';

const pattern = findExample('pattern-level-rules')!.scenario;
const a = analyze(pattern);

describe('toExplanation', () => {
  it.each([
    { target: { kind: 'tool', tool: 'edit' }, stage: 'hidden', sentence: 'Hidden from the model: the last rule for `edit` is `edit["*"]` in agentforge.json line 6' },
    { target: { kind: 'tool', tool: 'bash' }, stage: 'asks', sentence: '`ask` set by `bash["*"]` in agentforge.json line 8, the last of 2 matching rules' },
    { target: { kind: 'check', permission: 'bash', input: 'git status' }, stage: 'asks', sentence: '`ask` set by `bash["*"]` in agentforge.json line 8, the last of 3 matching rules' },
    { target: { kind: 'check', permission: 'read', input: 'src/a.ts' }, stage: 'allowed', sentence: '`allow` set by `read` in agentforge.json line 4' },
    { target: { kind: 'probe', index: 0 }, stage: 'hidden', sentence: 'Hidden from the model' },
  ] as const)('$target.kind $stage', ({ target, stage, sentence }) => {
    const v = toExplanation(a, target)!;
    expect(v.explanation.stage).toBe(stage);
    expect(sentenceText(v.explanation.sentence)).toContain(sentence);
    expect(v.agent).toBe('build');
  });

  it('points the winner at its file for reveal', () => {
    const v = toExplanation(a, { kind: 'check', permission: 'bash', input: 'git status' })!;
    expect(v.explanation.winner?.location?.file).toBe('/home/user/project/agentforge.json');
    expect(v.explanation.overridden.map((l) => l.label)).toContain('bash["git status"]');
  });

  it.each([
    { kind: 'tool', tool: 'nope' },
    { kind: 'tool', tool: '__proto__' },
    { kind: 'probe', index: 99 },
    { kind: 'probe', index: -1 },
  ] as const)('null for an unknown target %j', (target) => {
    expect(toExplanation(a, target)).toBeNull();
  });

  it('null without an agent', () => {
    const broken: Scenario = { ...pattern, agent: 'nobody' };
    expect(toExplanation(analyze(broken), { kind: 'tool', tool: 'bash' })).toBeNull();
  });

  it('keeps a hostile check as text', () => {
    const v = toExplanation(a, { kind: 'check', permission: '<img src=x onerror=alert(1)>', input: '"\u0000' })!;
    expect(v.title).toContain('<img');
    expect(v.explanation.action).toBe('allow');
  });
});
