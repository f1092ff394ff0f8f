import { describe, expect, it } from 'vitest';
import { analyze, DEFAULT_EXAMPLE, type Scenario } from '../../engine/index.ts';
import { junitReport, xmlText } from './junit-report.ts';
import { probeOutcomes } from './probe-outcomes.ts';
import { testMarkdown } from './test-markdown.ts';

const base = DEFAULT_EXAMPLE.scenario;
const scenario: Scenario = {
  ...base,
  probes: [
    { permission: 'edit', input: 'reports/a.md', expect: 'allow' },
    { permission: 'bash', input: 'git status', expect: 'ask' },
    { permission: 'read', input: '<x>&"\u0007|`' },
  ],
};

describe('junitReport', () => {
  const xml = junitReport(probeOutcomes(analyze(scenario)), 'ci/scenario.json');

  it('a testcase per probe, with the counts on the suite', () => {
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<testsuite name="ci/scenario.json" tests="3" failures="1" errors="0" skipped="1">');
  });

  it('a failure says expected, got, the rule and its file:line', () => {
    const failure = /<failure message="([^"]*)" type="ProbeFailed">([^<]*)<\/failure>/.exec(xml)!;
    expect(failure[1]).toBe('expected allow, got deny (hidden from the model) by edit[&quot;*&quot;]: deny at /home/user/project/agentforge.json:6:38');
    expect(failure[2]).toContain('expected: allow\ngot: deny (hidden from the model)\nrule: edit[&quot;*&quot;]: deny\nat: /home/user/project/agentforge.json:6:38\nwhy: ');
  });

  it('hostile input stays well-formed XML', () => {
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain('name="read &quot;&lt;x&gt;&amp;\\&quot;\\u0007|`&quot;"');
    expect(xmlText('a\u0000b\uffffc')).toBe('a\ufffdb\ufffdc');
  });

  it('the Markdown table has a row per probe, pipes escaped', () => {
    const md = testMarkdown(probeOutcomes(analyze(scenario)), 'ci/scenario.json');
    expect(md).toContain('❌ 3 probes: 1 passed, 1 failed, 1 without an expectation');
    expect(md.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| result') && !l.startsWith('| ---'))).toHaveLength(3);
    expect(md).toContain('\\|');
  });
});
