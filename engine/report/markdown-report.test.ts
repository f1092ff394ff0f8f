import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { EXAMPLES } from '../examples/examples.ts';
import { markdownReport } from './markdown-report.ts';
import { ENGINE_VERSION, REFERENCE } from '../version.ts';

describe('markdownReport', () => {
  it.each(EXAMPLES.map((e) => [e.id, e]))('reports %s with layers, tools, probes and the link', (_id, example) => {
    const analysis = analyze(example.scenario);
    const md = markdownReport(analysis, 'https://play.test/#s=1.abc');
    expect(md).toContain('[Open this scenario in the playground](https://play.test/#s=1.abc)');
    // A config the reference refuses has no tool table; the report says why instead.
    if (analysis.load.error) expect(md).toContain(`The reference refuses this config: ${analysis.load.error.name}`);
    else expect(md).toContain('| tool | model sees it | calls can get | last rule |');
    for (const p of example.scenario.probes) expect(md).toContain(`\`${p.input}\``);
  });

  it('escapes pipes and newlines in cells', () => {
    const s = { ...EXAMPLES[0]!.scenario, title: 'a | b\nc', probes: [{ permission: 'bash', input: 'ls | wc' }] };
    const md = markdownReport(analyze(s));
    expect(md).toContain('### a \\| b c');
    expect(md).toContain('`ls \\| wc`');
  });

  it('shows HTML, links and emphasis from the title, diagnostics, paths and inputs as text', () => {
    const evil = '<img src=x onerror=alert(1)> [click](javascript:alert(1)) https://evil.test **b** <script>x</script>';
    const base = EXAMPLES[0]!.scenario;
    const s = { ...base, title: evil, files: [...base.files, { path: `${base.cwd}/agentforge.json`, text: `{ "permission": { "bash": ${JSON.stringify(evil)} } }` }], probes: [{ permission: 'bash', input: `\`${evil}` }] };
    const md = markdownReport(analyze(s), 'javascript:alert(1)');
    const outsideCode = md.replace(/`[^`\n]*`/g, '');
    expect(outsideCode).not.toMatch(/<(img|script)|\]\(|https?:\/\//i);
    expect(md).not.toContain('Open this scenario');
    expect(md).toContain('&lt;img');
    expect(md).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });
});


describe('the report header', () => {
  it.each([
    ['interactive', 'interactive', '`agentforge`'],
    ['run', 'non\\-interactive run', '`agentforge run`'],
    ['auto', '\\-\\-auto', '`agentforge run --auto`'],
  ] as const)('names the engine, the reference version and the %s run mode', (mode, label, command) => {
    const md = markdownReport(analyze(EXAMPLES[0]!.scenario), undefined, mode);
    const header = md.split('\n')[2]!;
    expect(header).toContain(`Agentforge Permission Playground ${ENGINE_VERSION}`);
    expect(header).toContain(`${REFERENCE.name} ${REFERENCE.version}`);
    expect(header).toContain(REFERENCE.commit.slice(0, 12));
    expect(header).toContain(`Run mode: ${label}`);
    expect(header).toContain(command);
  });

  it('defaults to the interactive mode, and a mode it does not know reads as interactive', () => {
    const analysis = analyze(EXAMPLES[0]!.scenario);
    expect(markdownReport(analysis)).toContain('Run mode: interactive (`agentforge`)');
    expect(markdownReport(analysis, undefined, 'yolo' as never)).toContain('Run mode: interactive (`agentforge`)');
  });
});
