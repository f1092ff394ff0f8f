import { describe, expect, it } from 'vitest';
import { findExample, proposeFixes } from '../../../engine/index.ts';
import { sampleProposal } from '../../store/fix-fixtures.ts';
import { FIX_KIND_WORDS, toDiffLanguage, toFilePreviews, toFixView } from './to-fix-view.ts';

const context = { home: '/home/user', worktree: '/home/user/project' };

describe('toFixView', () => {
  it.each([
    ['holds', { kind: 'holds', stage: 'hidden' } as const, { kind: 'holds', stageLabel: 'Hidden from the model' }],
    [
      'blocked by managed policy',
      { kind: 'blocked', layer: 'managed', path: '/etc/agentforge/agentforge.json', reason: 'Managed policy loads last and wins over every user layer.' } as const,
      { kind: 'blocked', layer: 'managed', where: '/etc/agentforge/agentforge.json', reason: 'Managed policy loads last and wins over every user layer.' },
    ],
    ['blocked by an env variable (no path)', { kind: 'blocked', layer: 'AGENTFORGE_CONFIG_CONTENT', reason: 'r' } as const, { kind: 'blocked', layer: 'AGENTFORGE_CONFIG_CONTENT', where: null, reason: 'r' }],
    ['no proposals', { kind: 'proposals', proposals: [] } as const, { kind: 'proposals', proposals: [] }],
  ])('%s', (_name, result, expected) => expect(toFixView(result, context)).toEqual(expected));

  it('ranks proposals by cost, the engine order on ties, and says where each lands', () => {
    const a = sampleProposal({ id: 'a', cost: 3 });
    const b = sampleProposal({ id: 'b', cost: 1, lands: 'asks', kind: 'add-rule' });
    const c = sampleProposal({ id: 'c', cost: 1, lands: 'hidden' });
    const view = toFixView({ kind: 'proposals', proposals: [a, b, c] }, context);
    if (view.kind !== 'proposals') throw new Error('expected proposals');
    expect(view.proposals.map((p) => [p.rank, p.id, p.landsLabel, p.kindWords])).toEqual([
      [1, 'b', 'Asks', 'Add a rule'],
      [2, 'c', 'Hidden from the model', 'Move a rule (key order decides)'],
      [3, 'a', 'Allowed', 'Move a rule (key order decides)'],
    ]);
    expect(view.proposals[0]!.sideEffectSummary).toMatch(/^Also changes \d+ other probes? and \d+ agent × tool cells?\.$/);
  });
});

describe('toFilePreviews', () => {
  it.each([
    ['a project file', { path: '/home/user/project/agentforge.json', before: 'a\nb', after: 'a\nc' }, { label: 'agentforge.json', isNew: false, added: 1, removed: 1 }],
    ['a global file', { path: '/home/user/.config/agentforge/agentforge.jsonc', before: '', after: '{}' }, { label: '~/.config/agentforge/agentforge.jsonc', isNew: true, added: 1, removed: 0 }],
    ['an env variable', { env: 'AGENTFORGE_PERMISSION', before: '{"bash":"ask"}', after: '' }, { label: 'env AGENTFORGE_PERMISSION', isNew: false, added: 0, removed: 1 }],
  ])('%s', (_name, file, expected) => expect(toFilePreviews([file], context)[0]).toMatchObject(expected));

  it('shows the moved key of the pattern-level fix as one removed and one added line', () => {
    const [preview] = toFilePreviews(sampleProposal().files, context);
    const changed = preview!.unified.filter((l) => l.startsWith('-') || l.startsWith('+')).map((l) => `${l[0]}${l.slice(1).trim()}`);
    expect(changed).toEqual(['-"edit": { "reports/**": "allow", "*": "deny" },', '+"edit": { "*": "deny", "reports/**": "allow" },']);
    expect(preview!.unified[0]).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/);
    expect(preview!.language).toBe('json');
  });

  it.each([
    [{ path: '/p/agentforge.jsonc' }, 'json'],
    [{ path: '/p/.agentforge/agent/review.MD' }, 'markdown'],
    [{ env: 'AGENTFORGE_PERMISSION' }, 'json'],
    [{ path: '/p/notes.txt' }, 'plaintext'],
    [{}, 'plaintext'],
  ])('the diff editor language of %j is %s', (file, language) => expect(toDiffLanguage(file)).toBe(language));
});

describe('toFixView over the engine (design examples)', () => {
  const pattern = findExample('pattern-level-rules')!.scenario;
  const narrowed = findExample('request-narrows-bash')!.scenario;
  it.each([
    ['reports/** should be allowed: proposals, one of them moves a rule', pattern, { permission: 'edit', input: 'reports/a.md', want: 'allow' }, 'proposals'],
    ['edit is hidden already', pattern, { permission: 'edit', input: 'src/app.ts', want: 'hidden' }, 'holds'],
    ['the request hides bash: blocked by a layer the user does not own', narrowed, { permission: 'bash', input: 'git status', want: 'allow' }, 'blocked'],
  ] as const)('%s', (_name, scenario, target, kind) => {
    const view = toFixView(proposeFixes(scenario, target), context);
    expect(view.kind).toBe(kind);
    if (view.kind === 'proposals') {
      expect(view.proposals.length).toBeGreaterThan(0);
      expect(view.proposals.every((p) => p.landsLabel === 'Allowed' && p.files.length > 0)).toBe(true);
      expect(view.proposals.some((p) => p.kindWords === FIX_KIND_WORDS['move-rule'])).toBe(true);
      expect(view.proposals.map((p) => p.rank)).toEqual(view.proposals.map((_, i) => i + 1));
    }
    if (view.kind === 'blocked') expect(view.reason).not.toBe('');
  });
});
