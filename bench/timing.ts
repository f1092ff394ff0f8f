/** Timing helpers: wall-clock samples with warm-up, summarised as median and p95. */

/** A set of timing samples in milliseconds. */
export interface Samples {
  readonly median: number;
  readonly p95: number;
  readonly min: number;
  readonly runs: number;
}

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Summarises raw samples. */
export function summarize(values: readonly number[]): Samples {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), min: sorted[0] ?? NaN, runs: sorted.length };
}

/**
 * Times `fn` (one call = one sample) after `warmup` calls, until `minRuns` samples and `minMs` of
 * total time, capped at `maxRuns`. `fn` gets the sample number so it can vary its input.
 */
export function timeRuns(fn: (run: number) => void, opts: TimeOptions = {}): Samples {
  return timeRunsOn((run) => run, fn, opts);
}

/** How many samples `timeRuns` takes. */
export interface TimeOptions {
  readonly warmup?: number;
  readonly minRuns?: number;
  readonly maxRuns?: number;
  readonly minMs?: number;
}

/** `timeRuns`, with each sample's input made by `prepare` before its clock starts (making the input is not what is measured). */
export function timeRunsOn<T>(prepare: (run: number) => T, fn: (input: T) => void, opts: TimeOptions = {}): Samples {
  const { warmup = 3, minRuns = 5, maxRuns = 200, minMs = 200 } = opts;
  let run = 0;
  for (let i = 0; i < warmup; i++) fn(prepare(run++));
  const values: number[] = [];
  const start = performance.now();
  while (values.length < maxRuns && (values.length < minRuns || performance.now() - start < minMs)) {
    const input = prepare(run++);
    const t = performance.now();
    fn(input);
    values.push(performance.now() - t);
  }
  return summarize(values);
}

/** Nanoseconds per operation of `fn(i)` run `ops` times per sample; the median of `samples` samples, after two warm-up passes. */
export function nsPerOp(fn: (i: number) => void, ops: number, samples = 7): number {
  for (let pass = 0; pass < 2; pass++) for (let i = 0; i < ops; i++) fn(i);
  const per: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t = performance.now();
    for (let i = 0; i < ops; i++) fn(i);
    per.push(((performance.now() - t) * 1e6) / ops);
  }
  return summarize(per).median;
}

/** The growth exponent k in time ∝ size^k between two sizes (1 = linear, 2 = quadratic). */
export function growthExponent(sizeA: number, timeA: number, sizeB: number, timeB: number): number {
  return Math.log(timeB / timeA) / Math.log(sizeB / sizeA);
}
