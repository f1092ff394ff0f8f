/** One golden vector line from ../shared/vectors or ../shared/shell. */
export interface Vector {
  readonly id: string;
  readonly kind: string;
  readonly input: unknown;
  readonly expected: unknown;
  readonly note?: string;
}

/** A kind's answer when the engine cannot give one by design (e.g. the CLI would evaluate code): reported as flagged, not failed. */
export class FlaggedOutcome {
  constructor(readonly reason: string) {}
}

/** The verdict on one vector. `orderNotes` are key-order differences outside precedence-bearing objects (reported, not failures). */
export interface VectorResult {
  readonly id: string;
  readonly kind: string;
  readonly passed: boolean;
  readonly problems: readonly string[];
  readonly orderNotes: readonly string[];
  /** Set when the vector was flagged instead of compared (`passed` is then false, and it is not a failure). */
  readonly flagged?: string;
}

/** How one vector kind is run through the engine and compared with its expected value. */
export interface VectorKind {
  /** Runs the engine on the vector's input; never throws for bad input (the runner catches broken invariants). */
  run(input: unknown): unknown | Promise<unknown>;
  /** Compares; when absent the runner uses `compareDeep` on the whole value. */
  compare?(expected: unknown, actual: unknown): { problems: string[]; orderNotes: string[] };
}
