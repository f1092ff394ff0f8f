import { describe, expect, it } from 'vitest';
import { inNextTask, nextTask } from './next-task.ts';

describe('a task of its own', () => {
  it('runs after the current task and its microtasks, never within them', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'));
    order.push('this task');
    await Promise.resolve();
    order.push('microtask');
    expect(order).toEqual(['this task', 'microtask']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('nextTask resolves only once a new task runs', async () => {
    let isResolved = false;
    const waiting = nextTask().then(() => (isResolved = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(isResolved).toBe(false);
    await waiting;
    expect(isResolved).toBe(true);
  });
});
