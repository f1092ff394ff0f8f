import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oncePerFrame } from './once-per-frame.ts';

/** A stand-in for the browser's frames: callbacks wait until `flush` runs them. */
let pending = new Map<number, FrameRequestCallback>();
let nextId = 1;
const flush = () => {
  const due = pending;
  pending = new Map();
  for (const cb of due.values()) cb(0);
};

beforeEach(() => {
  pending = new Map();
  nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    const id = nextId++;
    pending.set(id, cb);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => void pending.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

describe('oncePerFrame', () => {
  it.each<[string, (f: ReturnType<typeof oncePerFrame>) => void, number]>([
    ['nothing scheduled, nothing runs', () => undefined, 0],
    ['one schedule runs once', (f) => f.schedule(), 1],
    ['many schedules before the frame run once', (f) => { for (let i = 0; i < 50; i++) f.schedule(); }, 1],
    ['cancelled before the frame, nothing runs', (f) => { f.schedule(); f.cancel(); }, 0],
    ['cancel with nothing pending is harmless', (f) => { f.cancel(); f.cancel(); }, 0],
    ['scheduled again after a cancel, it runs once', (f) => { f.schedule(); f.cancel(); f.schedule(); f.schedule(); }, 1],
  ])('%s', (_name, act, runs) => {
    const run = vi.fn();
    act(oncePerFrame(run));
    flush();
    expect(run).toHaveBeenCalledTimes(runs);
    expect(pending.size).toBe(0);
  });

  it('a schedule after the frame ran asks for the next frame', () => {
    const run = vi.fn();
    const f = oncePerFrame(run);
    f.schedule();
    flush();
    f.schedule();
    f.schedule();
    flush();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a schedule from inside the run is kept for the next frame', () => {
    let count = 0;
    const f = oncePerFrame(() => {
      count++;
      if (count === 1) f.schedule();
    });
    f.schedule();
    flush();
    expect(count).toBe(1);
    flush();
    expect(count).toBe(2);
  });
});
