import { describe, expect, it } from 'vitest';
import type { MatrixCell } from '../compare/matrix.ts';
import { findExample } from '../examples/examples.ts';
import type { FixTarget } from '../fix/fix-types.ts';
import { proposeFixes } from '../fix/propose-fixes.ts';
import { describeVisibilityChange, VISIBILITY_CHANGE_WORDS } from './visibility-change-words.ts';

const PROJECT = '/home/user/project/agentforge.json';
const base = findExample('env-files-ask')!.scenario;
const compact = (text: string) => text.replace(/\s+/g, ' ');

/** The words of every agent × edit cell a real proposal changes, for the proposal whose edited file holds `fixed`. */
function wordsOfFix(config: string, target: FixTarget, fixed: string): string[] {
  const result = proposeFixes({ ...base, files: [{ path: PROJECT, text: config }], probes: [] }, target);
  if (result.kind !== 'proposals') throw new Error(`expected proposals, got ${result.kind}`);
  const proposal = result.proposals.find((p) => compact(p.files[0]?.after ?? '').includes(fixed));
  if (!proposal) throw new Error(`no proposal writes ${fixed}: ${result.proposals.map((p) => compact(p.files[0]?.after ?? '')).join(' | ')}`);
  return [...new Set(proposal.sideEffects.visibilities.filter((v) => v.tool === 'edit').map((v) => describeVisibilityChange(v.before, v.after)))];
}

describe('describeVisibilityChange on real fixes', () => {
  it.each<[string, string, FixTarget, string, string]>([
    ['a pattern deny keeps the tool visible', '{ "permission": { "edit": "ask" } }', { permission: 'edit', input: 'src/a.ts', want: 'deny' }, '"edit": { "*": "ask", "src/*": "deny" }', 'now denied for some inputs'],
    ['a catch-all deny hides it', '{ "permission": { "edit": "ask" } }', { permission: 'edit', input: 'src/a.ts', want: 'hidden' }, '"edit": "deny"', 'hidden now'],
    ['a pattern allow after a catch-all deny shows it again', '{ "permission": { "edit": "deny" } }', { permission: 'edit', input: 'src/a.ts', want: 'allow' }, '"edit": { "*": "deny", "src/*": "allow" }', 'visible now, a bare call is now denied at execute, now allowed for some inputs'],
    ['a catch-all allow instead of a deny', '{ "permission": { "edit": "deny" } }', { permission: 'edit', input: 'src/a.ts', want: 'allow' }, '"edit": "allow"', 'visible now, a bare call is now allowed'],
    ['a pattern ask under an allow', '{ "permission": { "edit": "allow" } }', { permission: 'edit', input: 'src/a.ts', want: 'ask' }, '"edit": { "*": "allow", "src/*": "ask" }', 'now asks for some inputs'],
    ['the catch-all becomes ask', '{ "permission": { "edit": "allow" } }', { permission: 'edit', input: 'src/a.ts', want: 'ask' }, '"edit": "ask"', 'a bare call now asks, no longer allowed for any input'],
    ['the catch-all becomes deny while a later pattern keeps it visible', '{ "permission": { "edit": { "*": "ask", "src/*": "deny" } } }', { permission: 'edit', input: 'x.ts', want: 'deny' }, '"edit": { "*": "deny", "src/*": "deny" }', 'a bare call is now denied at execute, no longer asks for any input'],
    ['a pattern deny removed', '{ "permission": { "edit": { "*": "ask", "src/*": "deny" } } }', { permission: 'edit', input: 'src/a.ts', want: 'ask' }, '"edit": { "*": "ask" }', 'no longer denied for any input'],
  ])('%s', (_name, config, target, fixed, words) => {
    const seen = wordsOfFix(config, target, fixed);
    expect(seen).toEqual([words]);
    // The one distinction the product teaches: a tool the model still sees is never called hidden.
    if (!fixed.endsWith('"deny"')) expect(seen.join()).not.toMatch(/hidden/);
  });
});

const cell = (status: MatrixCell['status'], someInputs: MatrixCell['someInputs'] = [], hiddenBy: MatrixCell['hiddenBy'] = status === 'hidden' ? 'rule' : null): MatrixCell => ({ tool: 'edit', permission: 'edit', status, hiddenBy, someInputs, rule: null });

describe('describeVisibilityChange on cells', () => {
  const w = VISIBILITY_CHANGE_WORDS;
  it.each<[string, MatrixCell | null, MatrixCell | null, string]>([
    ['an agent that goes', cell('allowed'), null, w.agentGone],
    ['a new agent that does not see the tool', null, cell('hidden'), `${w.newAgent}, ${w.hiddenNow}`],
    ['a new agent that sees it', null, cell('asks', ['deny']), `${w.newAgent}, ${w.bareCall.asks}, ${w.gained.deny}`],
    ['hidden by a rule, then by the request', cell('hidden'), cell('hidden', [], 'request'), w.stillHidden.request],
    ['no agent on either side', null, null, w.agentGone],
    ['the same cell', cell('asks', ['deny']), cell('asks', ['deny']), w.unchanged],
    ['denied bare call, an allow gained', cell('denied'), cell('denied', ['allow']), w.gained.allow],
  ])('%s', (_name, before, after, words) => expect(describeVisibilityChange(before, after)).toBe(words));

  it('never says hidden for a cell the model sees after', () => {
    const statuses = ['hidden', 'denied', 'asks', 'allowed'] as const;
    for (const a of statuses) for (const b of statuses.slice(1)) expect(describeVisibilityChange(cell(a), cell(b, ['deny', 'ask', 'allow'].filter((x) => x !== b) as MatrixCell['someInputs']))).not.toMatch(/hidden/);
  });
});
