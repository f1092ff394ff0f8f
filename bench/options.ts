/** The command line of `npm run bench`: which sections run, how, and how the result is printed. */

/** Whether a busy loop runs beside the measures: not at all, in the one run, or in a second run after a quiet one. */
export type BusyMode = 'off' | 'on' | 'both';

/** What `npm run bench -- …` asked for. */
export interface BenchOptions {
  readonly isJson: boolean;
  readonly isMarkdown: boolean;
  readonly isQuick: boolean;
  readonly hasBrowser: boolean;
  readonly isStrict: boolean;
  /** Section names to run (all when null). */
  readonly only: readonly string[] | null;
  readonly busy: BusyMode;
}

/** The options and what was wrong with the command line (one message per bad argument). */
export interface ParsedOptions {
  readonly options: BenchOptions;
  readonly errors: readonly string[];
}

/** Flags that take no value, and the option each one sets. */
const SWITCHES = {
  '--json': 'isJson',
  '--markdown': 'isMarkdown',
  '--quick': 'isQuick',
  '--strict': 'isStrict',
} as const satisfies Record<string, keyof BenchOptions>;

/** The values `--busy=` accepts (`--busy` alone is `on`). */
const BUSY_VALUES: Readonly<Record<string, BusyMode>> = { on: 'on', off: 'off', both: 'both' };

/** Reads the bench's arguments; `sections` are the names `--only=` may list. Never throws: bad arguments become errors. */
export function parseBenchArgs(argv: readonly string[], sections: readonly string[]): ParsedOptions {
  const errors: string[] = [];
  const set: { -readonly [K in keyof BenchOptions]: BenchOptions[K] } = { isJson: false, isMarkdown: false, isQuick: false, hasBrowser: true, isStrict: false, only: null, busy: 'off' };
  for (const arg of argv) {
    const [name = '', value] = splitFlag(arg);
    if (Object.hasOwn(SWITCHES, name) && value === undefined) set[SWITCHES[name as keyof typeof SWITCHES]] = true;
    else if (name === '--no-browser' && value === undefined) set.hasBrowser = false;
    else if (name === '--busy') {
      const wanted = value ?? 'on';
      if (Object.hasOwn(BUSY_VALUES, wanted)) set.busy = BUSY_VALUES[wanted]!;
      else errors.push(`--busy=${value}: expected --busy, --busy=both or --busy=off`);
    } else if (name === '--only' && value !== undefined) {
      const names = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
      const unknown = names.filter((n) => !sections.includes(n));
      if (names.length === 0) errors.push('--only= names no section');
      else if (unknown.length > 0) errors.push(`--only: no section ${unknown.join(', ')} (sections: ${sections.join(', ')})`);
      else set.only = names;
    } else errors.push(`unknown argument ${arg}`);
  }
  return { options: set, errors };
}

/** `--name=value` as [name, value]; `--name` as [name, undefined]. */
function splitFlag(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at < 0 ? [arg, undefined] : [arg.slice(0, at), arg.slice(at + 1)];
}
