import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWorker } from './start-worker.ts';

class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
}

afterEach(() => vi.unstubAllGlobals());

describe('startWorker', () => {
  it.each([
    ['no Worker in this environment', undefined, () => new FakeWorker()],
    ['the worker cannot start (a strict CSP, say)', FakeWorker, () => { throw new Error('blocked'); }],
  ])('gives null when %s, so the caller works on the main thread', (_, ctor, create) => {
    vi.stubGlobal('Worker', ctor);
    expect(startWorker(create as () => Worker, () => {}, () => {})).toBeNull();
  });

  it('wires replies, and handles an error inside the worker itself', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const replies: unknown[] = [];
    const onBroken = vi.fn();
    const fake = new FakeWorker();
    const w = startWorker(() => fake as unknown as Worker, (e) => replies.push(e.data), onBroken) as unknown as FakeWorker;
    expect(w).toBe(fake);
    w.onmessage?.({ data: 42 } as MessageEvent);
    const preventDefault = vi.fn();
    w.onerror?.({ preventDefault });
    expect(replies).toEqual([42]);
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(onBroken).toHaveBeenCalledOnce();
  });
});
