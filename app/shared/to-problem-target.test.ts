import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../engine/index.ts';
import { toProblemTarget } from './to-problem-target.ts';

const context = { home: '/home/user', worktree: '/home/user/project' };
const files = [
  { path: '/home/user/project/agentforge.json', text: '{\n  "modle": 1\n}\n' },
  { path: 'C:\\Users\\me\\agentforge.json', text: '{}' },
];
const d = (extra: Partial<Diagnostic>): Diagnostic => ({ code: 'c', severity: 'error', message: 'm', ...extra });

describe('toProblemTarget', () => {
  it.each([
    { name: 'no path', d: d({}), label: '', file: null },
    { name: 'a project file with offset', d: d({ path: '/home/user/project/agentforge.json', line: 2, column: 3, offset: 4, length: 7 }), label: 'agentforge.json:2:3', file: '/home/user/project/agentforge.json', at: [2, 3] },
    { name: 'a line without offset', d: d({ path: '/home/user/project/agentforge.json', line: 2, column: 3 }), label: 'agentforge.json:2:3', file: '/home/user/project/agentforge.json', at: [2, 3] },
    { name: 'no position: the file start', d: d({ path: '/home/user/project/agentforge.json' }), label: 'agentforge.json', file: '/home/user/project/agentforge.json', at: [1, 1] },
    { name: 'a win32 spelling finds its file', d: d({ path: '/C:/Users/me/agentforge.json', line: 1, column: 1, offset: 0 }), label: 'C:\\Users\\me\\agentforge.json:1:1', file: 'C:\\Users\\me\\agentforge.json', at: [1, 1] },
    { name: 'an env var opens the Environment tab', d: d({ path: 'env:AGENTFORGE_PERMISSION' }), label: 'AGENTFORGE_PERMISSION', file: 'env:' },
    { name: 'a file not in the scenario has nowhere to go', d: d({ path: 'https://example.com/.well-known/agentforge', line: 1, column: 1 }), label: 'https://example.com/.well-known/agentforge:1:1', file: null },
    { name: 'hostile numbers', d: d({ path: '/home/user/project/agentforge.json', line: Number.NaN, column: -4 }), label: 'agentforge.json', file: '/home/user/project/agentforge.json', at: [1, 1] },
  ])('$name', ({ d: diagnostic, label, file, at }) => {
    const target = toProblemTarget(diagnostic, files, context);
    expect(target.label).toBe(label);
    expect(target.location?.file ?? null).toBe(file);
    if (at !== undefined) expect([target.location?.line, target.location?.column]).toEqual(at);
  });
});
