import { describe, expect, it } from 'vitest';
import { diffScenarios, findExample, encodePermalink } from '../../../engine/index.ts';
import { toDiffSummary, toDiffTarget, toShownNote, toSideText } from './to-diff-view.ts';

const a = findExample('tools-true-permission-ask')!.scenario;
const b = findExample('project-denies-global-allow')!.scenario;

describe('toDiffTarget', () => {
  it.each([
    ['a permalink', `https://x.test/${encodePermalink(b)}`, 'ok'],
    ['a bare hash', encodePermalink(b), 'ok'],
    ['scenario JSON', JSON.stringify(b), 'ok'],
    ['empty', '   ', 'error'],
    ['broken JSON', '{"version":1', 'error'],
    ['wrong version', '{"version":9}', 'error'],
    ['garbage link', '#s=1.@@@', 'error'],
    ['plain words', 'hello world', 'error'],
  ])('%s', (_name, text, kind) => expect(toDiffTarget(text).kind).toBe(kind));
});

describe('diff words', () => {
  it('summarises and names both sides of a changed decision', () => {
    const diff = diffScenarios(a, b);
    expect(toDiffSummary(diff)).toMatch(/^\d+ decisions?, /);
    const npm = diff.probes.find((p) => p.probe.input === 'npm test')!;
    expect([toSideText(npm.before), toSideText(npm.after)]).toEqual(['ask', 'deny (hidden from the model)']);
    expect(toDiffSummary(diffScenarios(a, a))).toMatch(/^No differences/);
  });
});

describe('the note under a capped list', () => {
  it.each([
    [200, 200, null],
    [0, 0, null],
    [200, 100000, 'Showing the first 200 of 100000 changed rules.'],
  ])('%i of %i', (shown, total, note) => expect(toShownNote(shown, total, 'changed rules')).toBe(note));
});
