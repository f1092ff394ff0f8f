/**
 * `--busy`: a child process that keeps one core at 100% (an endless loop) beside the measures, so the bench shows
 * what a user gets while another program (a build, a test run, a video call) holds a core.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A running busy loop; `stop` ends it (safe to call twice). */
export interface BusyLoop {
  readonly pid: number | undefined;
  readonly stop: () => void;
}

/**
 * The child's program: an endless loop that ends itself once this process is gone (its parent changes), so a bench
 * killed by a signal, even in the middle of a long synchronous section, never leaves a core spinning.
 */
const LOOP = 'const parent = process.ppid; for (let i = 0; ; i++) if (i % 50_000_000 === 0 && process.ppid !== parent) process.exit(0);';

/** Starts the busy loop in its own Node process; it is also killed when this process exits. */
export function startBusyLoop(): BusyLoop {
  const child: ChildProcess = spawn(process.execPath, ['-e', LOOP], { stdio: 'ignore' });
  // A spawn that fails (no node binary, out of processes) must not crash the bench: the run goes on without it.
  child.on('error', (error) => process.stderr.write(`busy loop did not start: ${error.message}\n`));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // 'exit' listeners run on a normal end, on process.exit (what the browser sections' SIGINT handler calls) and on
  // an uncaught error; a signal's default action skips them, and then the loop sees its parent gone.
  process.on('exit', kill);
  let isStopped = false;
  return {
    pid: child.pid,
    stop: () => {
      if (isStopped) return;
      isStopped = true;
      kill();
      process.off('exit', kill);
    },
  };
}
