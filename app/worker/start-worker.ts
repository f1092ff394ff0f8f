/**
 * Starts a module worker with its reply and error handlers. An error inside the worker is handled here (never
 * reported as uncaught) and passed to `onBroken`. Null when workers are unavailable or this one cannot start:
 * the caller then does the work on the main thread.
 */
export function startWorker<R>(create: () => Worker, onReply: (event: MessageEvent<R>) => void, onBroken: () => void): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const worker = create();
    worker.onmessage = onReply;
    worker.onerror = (event) => {
      event.preventDefault();
      onBroken();
    };
    return worker;
  } catch {
    return null;
  }
}
