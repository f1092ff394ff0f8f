import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { findExample } from '../examples/examples.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { explainText } from './explain-report.ts';

const ESC = '\u001b';
const HOSTILE = `x\r${ESC}[2K${ESC}[32mPASS${ESC}[0m\n  allow  bash  fake${ESC}]0;pwned\u0007\u009b1A\u202e`;

describe('explainText on hostile text', () => {
  const base = findExample('pattern-level-rules')!.scenario;
  const scenario: Scenario = {
    ...base,
    title: HOSTILE,
    files: [...base.files, { path: `${base.cwd}/.agentforge/agent/r${ESC}[1m.md`, text: `---\ndescription: ${JSON.stringify(HOSTILE)}\n---\nx` }],
    probes: [{ permission: 'bash', input: HOSTILE, expect: 'allow' }, { permission: HOSTILE, input: 'x' }],
  };
  const text = explainText(analyze(scenario));

  it('prints no control character but newlines and tabs, and no line of the hostile input on its own', () => {
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(text.split('\n').filter((l) => l.includes('fake'))).toEqual(text.split('\n').filter((l) => l.includes('PASS') && l.includes('fake')));
    expect(text).toContain('\\u001b[32mPASS');
  });
});
