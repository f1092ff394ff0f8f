/** `test --format junit`: one testcase per probe, a failure saying expected, got, the rule and its file:line. */
import type { ProbeOutcome } from './probe-outcomes.ts';

/** Characters XML 1.0 cannot hold at all (printable() has already escaped control characters; this is the last guard). */
const NOT_XML = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text for an XML attribute or element: escaped, and without characters XML forbids. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function failureBody(o: ProbeOutcome): string {
  return [`expected: ${o.expected}`, `got: ${o.got}`, `rule: ${o.rule ?? 'none matched (the default)'}`, ...(o.at ? [`at: ${o.at}`] : []), `why: ${o.why}`].join('\n');
}

function testcase(o: ProbeOutcome, suite: string): string {
  const open = `    <testcase name="${xmlText(o.label)}" classname="${xmlText(`${suite}.${o.agent}`)}"`;
  if (o.status === 'passed') return `${open}/>`;
  if (o.status === 'unchecked') return `${open}>\n      <skipped message="${xmlText(`no expectation; decided ${o.got}`)}"/>\n    </testcase>`;
  const message = `expected ${o.expected}, got ${o.got}${o.rule ? ` by ${o.rule}` : ''}${o.at ? ` at ${o.at}` : ''}`;
  return `${open}>\n      <failure message="${xmlText(message)}" type="ProbeFailed">${xmlText(failureBody(o))}</failure>\n    </testcase>`;
}

/** A JUnit XML document (the shape CI test reporters read) for one scenario's probes; `suite` names the scenario. */
export function junitReport(outcomes: readonly ProbeOutcome[], suite: string): string {
  const failures = outcomes.filter((o) => o.status === 'failed').length;
  const skipped = outcomes.filter((o) => o.status === 'unchecked').length;
  const counts = `tests="${outcomes.length}" failures="${failures}" errors="0" skipped="${skipped}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="agentforge-playground" ${counts}>`,
    `  <testsuite name="${xmlText(suite)}" ${counts}>`,
    ...outcomes.map((o) => testcase(o, suite)),
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
}
