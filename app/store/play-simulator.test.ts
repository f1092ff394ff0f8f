import { describe, expect, it } from 'vitest';
import { analyze, type RunMode, type Scenario, type ScriptStep } from '../../engine/index.ts';
import { playSimulatorScript, selectSimulatorApprovals } from './play-simulator.ts';

const P = '/home/user/project';
const analysis = analyze({ version: 1, files: [{ path: `${P}/agentforge.json`, text: JSON.stringify({ permission: { edit: { '*': 'ask', 'secret/*': 'deny' }, webfetch: 'ask' } }) }], env: {}, cwd: P, worktree: P, home: '/home/user', platform: 'linux', probes: [] } satisfies Scenario);
const call = (id: string, tool: string, input: Record<string, unknown>): ScriptStep => ({ op: 'call', id, sessionID: 'ses_a', tool, input });
const always = (callID: string): ScriptStep => ({ op: 'reply', callID, reply: 'always' });

describe('selectSimulatorApprovals', () => {
  it.each([
    ['interactive', [call('c1', 'edit', { filePath: 'a.ts' }), always('c1')], [['edit', '*']], true],
    ['run', [call('c1', 'edit', { filePath: 'a.ts' }), always('c1')], [], true],
    ['auto', [call('c1', 'edit', { filePath: 'a.ts' }), always('c1')], [], true],
    ['interactive', [], [], true],
    // A bash call waits for the parser: its approvals are not known yet, and the answer says so.
    ['interactive', [call('c1', 'bash', { command: 'ls' }), always('c1')], [], false],
    ['interactive', [call('c1', 'webfetch', { url: 'https://x' }), always('c1'), call('c2', 'edit', { filePath: 'a.ts' }), always('c2')], [['webfetch', '*'], ['edit', '*']], true],
  ] as const)('%s %j', (mode, script, rules, isComplete) => {
    const got = selectSimulatorApprovals({ simulatorScript: [...script], runMode: mode as RunMode }, analysis, null);
    expect(got.rules.map((r) => [r.permission, r.pattern])).toEqual(rules);
    expect(got.rules.every((r) => r.action === 'allow' && r.origin?.kind === 'approval')).toBe(true);
    expect(got.isComplete).toBe(isComplete);
  });

  it('replays once per script, analysis, parser and mode', () => {
    const script: ScriptStep[] = [call('c1', 'edit', { filePath: 'a.ts' })];
    expect(playSimulatorScript(script, analysis, null, 'run')).toBe(playSimulatorScript(script, analysis, null, 'run'));
    expect(playSimulatorScript(script, analysis, null, 'run')).not.toBe(playSimulatorScript(script, analysis, null, 'auto'));
  });
});
