import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../../engine/index.ts';
import type { ViewJob, ViewReply, ViewRequest, ViewResult } from './view-messages.ts';
import { latestViewAnswer, requestView } from './view-runner.ts';

/** A worker that answers only when the test says so, in any order (what a slow worker and a restart look like). */
class FakeWorker {
  static all: FakeWorker[] = [];
  readonly posted: ViewRequest[] = [];
  onmessage: ((event: MessageEvent<ViewReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isTerminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(request: ViewRequest): void {
    this.posted.push(request);
  }
  terminate(): void {
    this.isTerminated = true;
  }
  answer(request: ViewRequest, result: ViewResult): void {
    this.onmessage?.({ data: { id: request.id, kind: 'ok', result } } as MessageEvent<ViewReply>);
  }
}

const scenario = (name: string): Scenario => ({ version: 1, title: name, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] });
const resultFor = (tag: string): ViewResult => ({ kind: 'matrix', matrix: { tools: [tag], rows: [], agentCount: 0 }, probes: { agent: null, inputs: [], rows: [], inputsLeftOut: 0 }, selectedAgent: tag });

beforeAll(() => {
  (globalThis as { Worker?: unknown }).Worker = FakeWorker;
});
afterAll(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

describe('the view worker bridge never lets an old answer land after a newer request', () => {
  it('keeps the newest waiting job, drops the answer for older text, and shows only the answer for the newest', () => {
    const a: ViewJob = { kind: 'matrix', scenario: scenario('a'), agent: null };
    const b: ViewJob = { kind: 'matrix', scenario: scenario('b'), agent: null };
    const c: ViewJob = { kind: 'matrix', scenario: scenario('c'), agent: null };
    expect(requestView(a)).toBe(true);
    const w = FakeWorker.all.at(-1)!;
    expect(w.posted.map((r) => r.job)).toEqual([a]);
    // Two edits while `a` runs: only the newest waits.
    requestView(b);
    requestView(c);
    expect(w.posted).toHaveLength(1);
    w.answer(w.posted[0]!, resultFor('a'));
    // `a` answers older text than what is waiting: it is not kept; `c` goes next, never `b`.
    expect(latestViewAnswer('matrix')).toBeUndefined();
    expect(w.posted.map((r) => r.job)).toEqual([a, c]);
    // A duplicate or made-up answer with an old id changes nothing.
    w.answer(w.posted[0]!, resultFor('a again'));
    expect(latestViewAnswer('matrix')).toBeUndefined();
    w.answer(w.posted[1]!, resultFor('c'));
    expect(latestViewAnswer('matrix')).toEqual({ job: c, result: resultFor('c') });
    // Asking again for what is answered posts nothing.
    expect(requestView(c)).toBe(true);
    expect(w.posted).toHaveLength(2);
  });
  it('ids only grow, across views', () => {
    const w = FakeWorker.all.at(-1)!;
    requestView({ kind: 'diff', before: scenario('x'), after: scenario('y') });
    const ids = w.posted.map((r) => r.id);
    expect([...ids].sort((p, q) => p - q)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
