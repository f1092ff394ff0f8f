import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyze, findExample } from '../engine/index.ts';
import { nodeHost } from './cli.ts';
import { probeReport } from './probe-report.ts';

const ESC = '\u001b';
const HOSTILE = `ls\r${ESC}[2K${ESC}[32mPASS${ESC}[0m\n----  fake${ESC}]0;title\u0007\u009b1A`;
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

describe('terminal output', () => {
  it('nodeHost.print and printError write no control character but newlines and tabs', () => {
    const written: string[] = [];
    // The host writes with fs.writeSync on fds 1 and 2 (no stream is set up): catch those writes.
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, bytes: Uint8Array) => {
      expect([1, 2]).toContain(fd);
      written.push(Buffer.from(bytes).toString('utf8'));
      return bytes.length;
    }) as typeof fs.writeSync);
    syncBuiltinESMExports();
    nodeHost.print(`a\tb\n${HOSTILE}`);
    nodeHost.printError(HOSTILE);
    expect(written.join('')).not.toMatch(RAW_CONTROL);
    expect(written[0]).toMatch(/^a\tb\n/);
  });

  it('nodeHost.print writes every byte through partial writes and a full non-blocking pipe (EAGAIN)', () => {
    const chunks: Buffer[] = [];
    let calls = 0;
    vi.spyOn(fs, 'writeSync').mockImplementation(((_fd: number, bytes: Uint8Array) => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('EAGAIN: resource temporarily unavailable'), { code: 'EAGAIN' });
      const n = Math.min(3, bytes.length); // a pipe that takes 3 bytes at a time
      chunks.push(Buffer.from(bytes.subarray(0, n)));
      return n;
    }) as typeof fs.writeSync);
    syncBuiltinESMExports();
    nodeHost.print('deny  édit "src/ä.ts"');
    expect(Buffer.concat(chunks).toString('utf8')).toBe('deny  édit "src/ä.ts"\n');
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
