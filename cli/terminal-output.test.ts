import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyze, findExample } from '../engine/index.ts';
import { nodeHost } from './cli.ts';
import { probeReport } from './probe-report.ts';

const ESC = '\u001b';
const HOSTILE = `ls\r${ESC}[2K${ESC}[32mPASS${ESC}[0m\n----  fake${ESC}]0;title\u0007\u009b1A`;
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

afterEach(() => vi.restoreAllMocks());

describe('terminal output', () => {
  it('nodeHost.print and printError write no control character but newlines and tabs', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    nodeHost.print(`a\tb\n${HOSTILE}`);
    nodeHost.printError(HOSTILE);
    expect(written.join('')).not.toMatch(RAW_CONTROL);
    expect(written[0]).toMatch(/^a\tb\n/);
  });

  it('a hostile probe (agent, permission, input) stays on its own line in the test report', () => {
    const base = findExample('pattern-level-rules')!.scenario;
    const report = probeReport(analyze({ ...base, probes: [{ permission: `bash${ESC}[1m`, input: HOSTILE, agent: `x\ny${ESC}`, expect: 'allow' }] }));
    const text = report.lines.join('\n');
    expect(text).not.toMatch(RAW_CONTROL);
    expect(report.lines.filter((l) => l.includes('fake'))).toHaveLength(report.lines.filter((l) => l.includes('fake') && l.includes('PASS')).length);
    expect(text).not.toMatch(/^----  fake/m);
  });
});
