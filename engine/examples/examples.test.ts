import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { explainText } from '../report/explain-report.ts';
import { DESIGN_EXAMPLES, findExample } from './examples.ts';

describe('built-in examples of the design note', () => {
  it.each(DESIGN_EXAMPLES.map((e) => [e.id, e] as const))('%s: every probe gets the reference decision it expects', (_id, example) => {
    const analysis = analyze(example.scenario);
    expect(analysis.load.error).toBeNull();
    expect(analysis.agent?.name).toBe('build');
    for (const p of analysis.probes) expect({ input: p.probe.input, action: p.decision?.action }).toEqual({ input: p.probe.input, action: p.probe.expect });
  });

  it.each([
    // [example, tool, visible, why]
    ['project-denies-global-allow', 'bash', false, 'project bash deny is the last bash rule and its pattern is *'],
    ['tools-true-permission-ask', 'bash', true, 'ask never hides a tool'],
    ['pattern-level-rules', 'edit', false, 'edit "*" deny is last, so edit, write and apply_patch are hidden'],
    ['pattern-level-rules', 'bash', true, 'bash "*" ask is last'],
    ['pattern-level-rules', 'task', false, 'task deny'],
    ['request-narrows-bash', 'bash', false, 'the request turns bash off'],
    ['request-narrows-bash', 'read', true, 'other tools stay'],
  ] as const)('%s: %s visible=%s (%s)', (id, tool, visible, _why) => {
    const analysis = analyze(findExample(id)!.scenario);
    expect(analysis.tools.find((t) => t.tool === tool)?.visible).toBe(visible);
  });

  it('tools.bash=true folds into allow, and the explicit ask wins', () => {
    const analysis = analyze(findExample('tools-true-permission-ask')!.scenario);
    const decision = analysis.probes[0]!.decision!;
    expect(decision.rule?.origin?.kind).toBe('config');
    expect(decision.matches.some((m) => m.rule.origin?.kind === 'legacy-tools')).toBe(false); // explicit permission replaced the folded value
  });

  it('the pattern-level example says plainly that "*" last wins, and lints the rules that can never win', () => {
    const analysis = analyze(findExample('pattern-level-rules')!.scenario);
    const dead = analysis.lints.map((l) => `${l.rule.permission} ${l.rule.pattern}`);
    expect(dead).toEqual(expect.arrayContaining(['edit reports/**', 'bash git status', 'bash git diff *']));
    const edit = analysis.probes.find((p) => p.probe.input === 'reports/a.md')!;
    // built-in `* * allow`, `edit reports/** allow` and `edit * deny` all match; the last one wins.
    expect(edit.decision!.matches.map((m) => m.rule.pattern)).toEqual(['*', 'reports/**', '*']);
    const text = explainText(analysis);
    expect(text).toContain('edit["*"] in /home/user/project/agentforge.json:6:');
    expect(text).toContain('last of 3 matching rules');
    expect(text).toContain('can never win');
  });

  it('the request example names the request as the reason', () => {
    const analysis = analyze(findExample('request-narrows-bash')!.scenario);
    const bash = analysis.tools.find((t) => t.tool === 'bash')!;
    expect(bash.hiddenBy).toBe('request');
    expect(analysis.probes[0]!.decision!.rule!.origin).toEqual({ kind: 'request', tool: 'bash' });
  });
});

describe('what calls of a tool can still get', () => {
  it.each([
    // [example, tool, reachable actions]
    ['tools-true-permission-ask', 'bash', ['ask']],
    ['pattern-level-rules', 'bash', ['ask']],
    ['request-narrows-bash', 'bash', ['deny']],
    ['pattern-level-rules', 'read', ['allow']],
    ['project-denies-global-allow', 'glob', ['allow']],
  ] as const)('%s: %s -> %o', (id, tool, actions) => {
    expect(analyze(findExample(id)!.scenario).tools.find((t) => t.tool === tool)?.reachable).toEqual(actions);
  });
});
