import { describe, expect, it } from 'vitest';
import { applyFix, type Scenario } from '../../engine/index.ts';
import { sampleProposal } from './fix-fixtures.ts';
import { isProposalCurrent, toFixRestore, withFixedTexts, withRestoredTexts } from './fix-actions.ts';

const base: Scenario = { version: 1, title: 't', files: [{ path: '/p/a.json', text: 'A\r\n// c\n' }, { path: '/p/b.md', text: 'B' }], env: { X: '1', __proto__x: 'y' }, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] };

describe('toFixRestore and withRestoredTexts', () => {
  it.each([
    ['a changed file', [{ path: '/p/a.json', before: 'A\r\n// c\n', after: 'Z' }], (s: Scenario) => ({ ...s, files: [{ path: '/p/a.json', text: 'Z' }, s.files[1]!] })],
    ['a new file', [{ path: '/p/new.json', before: '', after: '{}' }], (s: Scenario) => ({ ...s, files: [...s.files, { path: '/p/new.json', text: '{}' }] })],
    ['a set env variable', [{ env: 'X', before: '1', after: '2' }], (s: Scenario) => ({ ...s, env: { ...s.env, X: '2' } })],
    ['a new env variable', [{ env: 'AGENTFORGE_PERMISSION', before: '', after: '{}' }], (s: Scenario) => ({ ...s, env: { ...s.env, AGENTFORGE_PERMISSION: '{}' } })],
    ['an env variable named __proto__', [{ env: '__proto__', before: '', after: 'v' }], (s: Scenario) => ({ ...s, env: Object.fromEntries([...Object.entries(s.env), ['__proto__', 'v']]) })],
  ] as const)('undo after %s gives back the texts byte for byte', (_name, files, applied) => {
    const proposal = sampleProposal({ files, edits: [] });
    const restore = toFixRestore(base, proposal);
    const back = withRestoredTexts(applied(base), restore);
    expect(back.files).toEqual(base.files);
    expect(Object.entries(back.env)).toEqual(Object.entries(base.env));
  });

  it('keeps edits to files the fix did not touch', () => {
    const restore = toFixRestore(base, sampleProposal({ files: [{ path: '/p/a.json', before: 'A\r\n// c\n', after: 'Z' }], edits: [] }));
    const edited = { ...base, files: [{ path: '/p/a.json', text: 'Z' }, { path: '/p/b.md', text: 'B edited' }] };
    expect(withRestoredTexts(edited, restore).files).toEqual([base.files[0], { path: '/p/b.md', text: 'B edited' }]);
  });
});

describe('isProposalCurrent', () => {
  it.each([
    ['texts as proposed', [{ path: '/p/a.json', before: 'A\r\n// c\n', after: '' }], true],
    ['a file edited since', [{ path: '/p/a.json', before: 'A\n// c\n', after: '' }], false],
    ['a file that is still absent', [{ path: '/p/none', before: '', after: 'x' }], true],
    ['an env variable as proposed', [{ env: 'X', before: '1', after: '2' }], true],
    ['an unset env variable, inherited name', [{ env: 'constructor', before: '', after: '2' }], true],
  ] as const)('%s', (_name, files, expected) => expect(isProposalCurrent(base, sampleProposal({ files, edits: [] }))).toBe(expected));
});

describe('withFixedTexts', () => {
  it('takes files and env from the fixed scenario and keeps the rest', () => {
    const fixed = { ...base, files: [], env: {}, probes: [{ permission: 'x', input: 'y' }], agent: 'other' };
    expect(withFixedTexts({ ...base, agent: 'plan' }, fixed)).toEqual({ ...base, agent: 'plan', files: [], env: {} });
  });

  it('round-trips the engine applyFix of the pattern-level proposal', () => {
    const proposal = sampleProposal();
    const before = { ...base, files: [{ path: proposal.files[0]!.path!, text: proposal.files[0]!.before }] };
    const after = withFixedTexts(before, applyFix(before, proposal));
    expect(after.files[0]!.text).toBe(proposal.files[0]!.after);
    expect(withRestoredTexts(after, toFixRestore(before, proposal)).files[0]!.text).toBe(proposal.files[0]!.before);
  });
});
