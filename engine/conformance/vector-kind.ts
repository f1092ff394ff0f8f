/** One golden vector line from ../shared/vectors or ../shared/shell. */
export interface Vector {
  readonly id: string;
  readonly kind: string;
  readonly input: unknown;
  readonly expected: unknown;
  readonly note?: string;
}

/** The verdict on one vector. `orderNotes` are key-order differences outside precedence-bearing objects (reported, not failures). */
export interface VectorResult {
  readonly id: string;
  readonly kind: string;
  readonly passed: boolean;
  readonly problems: readonly string[];
  readonly orderNotes: readonly string[];
}

/** How one vector kind is run through the engine and compared with its expected value. */
export interface VectorKind {
  /** Runs the engine on the vector's input; never throws for bad input (the runner catches broken invariants). */
  run(input: unknown): unknown | Promise<unknown>;
  /** Compares; when absent the runner uses `compareDeep` on the whole value. */
  compare?(expected: unknown, actual: unknown): { problems: string[]; orderNotes: string[] };
}
