/**
 * A field computed on first read, then held as an ordinary value: a caller that never reads it never pays for it
 * (the CLI's `check` and `test` print no lint), and one that reads it sees plain data (enumerable, so a spread, a
 * structured clone and the worker's sliced graph read it as any other field).
 */
export function defineLazy<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get(): T[K] {
      const value = compute();
      Object.defineProperty(target, key, { value, enumerable: true, writable: false, configurable: false });
      return value;
    },
  });
}
