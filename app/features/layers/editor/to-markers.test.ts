import { describe, expect, it } from 'vitest';
import { analyze, type Diagnostic } from '../../../../engine/index.ts';
import { countProblems, isSameMarkers, toMarkers } from './to-markers.ts';
import { toPosition, toRange } from './to-range.ts';

const text = '{\n  "permission": {\n    "bash": "alow"\n  }\n}\n';

describe('toPosition', () => {
  it.each([
    [0, 1, 1],
    [2, 2, 1],
    [4, 2, 3],
    [-5, 1, 1],
    [1e9, 6, 1],
    [Number.NaN, 1, 1],
  ])('offset %d → %d:%d', (offset, line, column) => {
    expect(toPosition(text, offset)).toEqual({ lineNumber: line, column });
  });
});

describe('toRange', () => {
  it('uses offset and length first', () => {
    const offset = text.indexOf('"alow"');
    expect(toRange(text, { offset, length: 6, line: 99, column: 99 })).toEqual({ startLineNumber: 3, startColumn: 13, endLineNumber: 3, endColumn: 19 });
  });
  it('gives an empty span one character', () => {
    expect(toRange(text, { offset: 0, length: 0 })).toEqual({ startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 2 });
  });
  it('gives an empty span at the very end one column', () => {
    expect(toRange('{', { offset: 1, length: 0 })).toEqual({ startLineNumber: 1, startColumn: 2, endLineNumber: 1, endColumn: 3 });
  });
  it('falls back to line and column, clamped', () => {
    expect(toRange(text, { line: 3, column: 5 })).toEqual({ startLineNumber: 3, startColumn: 5, endLineNumber: 3, endColumn: 6 });
    expect(toRange(text, { line: 500, column: 500 })).toEqual({ startLineNumber: 6, startColumn: 1, endLineNumber: 6, endColumn: 2 });
    expect(toRange(text, { line: 2 })).toEqual({ startLineNumber: 2, startColumn: 1, endLineNumber: 2, endColumn: 18 });
  });
  it('copes with huge text', () => {
    const big = 'x\n'.repeat(200_000);
    expect(toRange(big, { offset: big.length - 2, length: 1 }).startLineNumber).toBe(200_000);
  });
});

describe('toMarkers', () => {
  const diagnostics: Diagnostic[] = [
    { code: 'invalid-action', severity: 'error', message: 'bad action', path: '/p/agentforge.json', offset: text.indexOf('"alow"'), length: 6 },
    { code: 'other', severity: 'warning', message: 'elsewhere', path: '/p/other.json', offset: 0, length: 1 },
    { code: 'scenario', severity: 'error', message: 'no path' },
    { code: 'win', severity: 'info', message: '<script>x</script>', path: 'C:\\p\\a.json', line: 1, column: 1 },
  ];
  it('keeps only the file’s diagnostics', () => {
    expect(toMarkers(diagnostics, '/p/agentforge.json', text)).toEqual([
      { startLineNumber: 3, startColumn: 13, endLineNumber: 3, endColumn: 19, severity: 'error', message: 'bad action', code: 'invalid-action' },
    ]);
  });
  it('matches win32 spellings', () => {
    expect(toMarkers(diagnostics, '/C:/p/a.json', '{}')).toHaveLength(1);
  });
  it('counts problems', () => {
    expect(countProblems(diagnostics, '/p/agentforge.json')).toEqual({ errors: 1, warnings: 0 });
    expect(countProblems(diagnostics, '/p/other.json')).toEqual({ errors: 0, warnings: 1 });
  });
});

describe('toMarkers: the glob-intuition lint', () => {
  it('sits on the pattern the user wrote, with the witness in its message', () => {
    const file = '/home/user/project/agentforge.json';
    const config = '{\n  "permission": {\n    "read": { "src/*": "deny" }\n  }\n}\n';
    const analysis = analyze({ version: 1, files: [{ path: file, text: config }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [] });
    const marker = toMarkers(analysis.diagnostics, file, config).find((m) => m.code === 'rule/glob-intuition');
    expect(marker).toMatchObject({ severity: 'info', startLineNumber: 3, startColumn: config.split('\n')[2]!.indexOf('"src/*"') + 1 });
    expect(marker?.message).toContain('"src/a/b.ts"');
  });
});

describe('toMarkers: one marker per problem', () => {
  const file = '/p/agentforge.json';
  const config = '{\n  "modle": "a/b"\n}\n';
  const cause: Diagnostic = { code: 'config/invalid/unrecognized_keys', severity: 'error', message: 'Unrecognized key: modle', hint: 'Did you mean "model"?', path: file, offset: 4, length: 7 };
  const aborted: Diagnostic = { code: 'config/load-aborted', severity: 'error', message: 'ConfigInvalidError in /p/agentforge.json: the whole config load fails.', path: file };
  it.each([
    ['the summary is left out when the cause is placed', [cause, aborted], ['config/invalid/unrecognized_keys']],
    ['the summary stays when it is all there is', [aborted], ['config/load-aborted']],
    ['a warning is no cause', [{ ...cause, severity: 'warning' as const }, aborted], ['config/invalid/unrecognized_keys', 'config/load-aborted']],
  ])('%s', (_name, diagnostics, codes) => {
    expect(toMarkers(diagnostics, file, config).map((m) => m.code)).toEqual(codes);
  });
  it('puts the hint under the message, on the key', () => {
    expect(toMarkers([cause], file, config)[0]).toEqual({ startLineNumber: 2, startColumn: 3, endLineNumber: 2, endColumn: 10, severity: 'error', message: 'Unrecognized key: modle\nDid you mean "model"?', code: cause.code });
  });
  it('the tab badge counts the problem once', () => {
    expect(countProblems([cause, aborted], file)).toEqual({ errors: 1, warnings: 0 });
  });
  it('an unknown key from the engine lands on the key', () => {
    const analysis = analyze({ version: 1, files: [{ path: '/home/user/project/agentforge.json', text: config }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [] });
    const markers = toMarkers(analysis.diagnostics, '/home/user/project/agentforge.json', config);
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ startLineNumber: 2, startColumn: 3, endColumn: 10 });
    expect(markers[0]?.message).toContain('Did you mean "model"');
  });
});

describe('isSameMarkers', () => {
  const m = { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 2, severity: 'error' as const, message: 'x', code: 'c' };
  it.each([
    ['same list', [m], [m], true],
    ['equal copies', [m], [{ ...m }], true],
    ['both empty', [], [], true],
    ['another length', [m], [], false],
    ['another column', [m], [{ ...m, startColumn: 2 }], false],
    ['another message', [m], [{ ...m, message: 'y' }], false],
    ['another severity', [m], [{ ...m, severity: 'warning' as const }], false],
  ])('%s', (_name, a, b, want) => {
    expect(isSameMarkers(a, b)).toBe(want);
  });
});
