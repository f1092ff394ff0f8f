/** Runs `fn` in a task of its own, after what is waiting (input, rendering). */
export function inNextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(0);
}

/** Resolves in a task of its own: what follows an `await` of it does not lengthen the task that awaited. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
