import { describe, expect, it } from 'vitest';
import type { Rule } from '../permission/rule.ts';
import type { ShellAnalysis } from '../shell/shell-analysis.ts';
import { decideShellCall } from './shell-decision.ts';

const rules: Rule[] = [
  { permission: 'bash', pattern: '*', action: 'ask' },
  { permission: 'bash', pattern: 'git status', action: 'allow' },
  { permission: 'bash', pattern: 'rm *', action: 'deny' },
  { permission: 'external_directory', pattern: '*', action: 'ask' },
  { permission: 'external_directory', pattern: '/etc/*', action: 'deny' },
];
const shell = (requests: ShellAnalysis['requests'], error?: ShellAnalysis['error']): ShellAnalysis => ({ requests, cwd: '/w', segments: [], directories: [], ...(error ? { error } : {}) });
const bash = (...patterns: string[]) => ({ permission: 'bash' as const, patterns, always: patterns.map((p) => `${p.split(' ')[0]} *`) });
const outside = (...patterns: string[]) => ({ permission: 'external_directory' as const, patterns, always: patterns });

describe('decideShellCall', () => {
  it.each([
    // name, requests, combined outcome, decisive pattern, denied request
    ['one allowed command', [bash('git status')], 'allow', 'git status', null],
    ['a deny anywhere refuses the call', [bash('git status', 'rm -rf x', 'ls')], 'deny', 'rm -rf x', 0],
    ['an ask beats allows', [bash('git status', 'npm test')], 'ask', 'npm test', null],
    ['external_directory is asked first and its ask decides', [outside('/tmp/*'), bash('git status')], 'ask', '/tmp/*', null],
    ['a denied outside directory stops the call before bash is asked', [outside('/etc/*'), bash('git status')], 'deny', '/etc/*', 0],
    ['nothing asked runs unasked', [], 'allow', null, null],
    ['hostile text stays text', [bash('<script>alert(1)</script>', '__proto__')], 'ask', '<script>alert(1)</script>', null],
  ] as const)('%s', (_name, requests, outcome, decisive, deniedAt) => {
    const call = decideShellCall(shell(requests), [rules]);
    expect(call.outcome).toBe(outcome);
    expect(call.decisive?.pattern ?? null).toBe(decisive);
    expect(call.deniedAt).toBe(deniedAt);
  });

  it('keeps what "always" would store per request', () => {
    const call = decideShellCall(shell([bash('git status', 'npm test')]), [rules]);
    expect(call.requests[0]!.always).toEqual(['git *', 'npm *']);
  });

  it('a failed parse is an error, not a decision', () => {
    const call = decideShellCall(shell([], { name: 'ParseError', message: 'Failed to parse command' }), [rules]);
    expect(call.outcome).toBe('error');
    expect(call.error?.message).toBe('Failed to parse command');
    expect(call.decisive).toBeNull();
  });
});
