/** How serious a diagnostic is: an error stops the load as the reference would; a warning or info does not. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * A problem found in user input, placed at an exact position where one exists.
 * `code` is stable (tests and the UI key on it); `message` is for people.
 */
export interface Diagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  /** The file (absolute virtual path) or pseudo-source (`env:AGENTFORGE_PERMISSION`, `scenario`). */
  readonly path?: string;
  /** 1-based. */
  readonly line?: number;
  /** 1-based. */
  readonly column?: number;
  /** 0-based offset into the file's original text, and the span's length. */
  readonly offset?: number;
  readonly length?: number;
}
