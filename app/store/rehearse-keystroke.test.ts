import { describe, expect, it } from 'vitest';
import { analyze, DEFAULT_EXAMPLE, type Analysis, type Scenario } from '../../engine/index.ts';
import { createRehearsals, MIN_IDLE_MS, readEveryPart, REHEARSED_LETTER, WARM_KEYSTROKE_RUNS, withLetterAt, type IdleDeadline, type RehearsalHost } from './rehearse-keystroke.ts';
import { withFileText } from './slices/scenario-slice.ts';

const BASE = DEFAULT_EXAMPLE.scenario;
const PATH = BASE.files[0]!.path;
const TEXT = BASE.files[0]!.text;
const OTHER = { path: '/home/user/project/.agentforge/agent/review.md', text: '---\ndescription: reviews\n---\nRead only.\n' };
const TWO_FILES: Scenario = { ...BASE, files: [BASE.files[0]!, OTHER] };

describe('withLetterAt', () => {
  const cases: ReadonlyArray<readonly [string, string, number, string]> = [
    ['in the middle', 'abc', 1, `a${REHEARSED_LETTER}bc`],
    ['at the start', 'abc', 0, `${REHEARSED_LETTER}abc`],
    ['at the end', 'abc', 3, `abc${REHEARSED_LETTER}`],
    ['into empty text', '', 0, REHEARSED_LETTER],
    ['past the end: at the end', 'abc', 99, `abc${REHEARSED_LETTER}`],
    ['negative: at the start', 'abc', -5, `${REHEARSED_LETTER}abc`],
    ['a fraction: its whole part', 'abc', 1.9, `a${REHEARSED_LETTER}bc`],
    ['NaN: at the end', 'abc', Number.NaN, `abc${REHEARSED_LETTER}`],
    ['Infinity: at the end', 'abc', Number.POSITIVE_INFINITY, `abc${REHEARSED_LETTER}`],
    ['-Infinity: at the end', 'abc', Number.NEGATIVE_INFINITY, `abc${REHEARSED_LETTER}`],
  ];
  it.each(cases)('%s', (_name, text, offset, expected) => {
    expect(withLetterAt(text, offset)).toBe(expected);
  });
});

/** A host whose idle periods the test hands out one by one; it records every engine run. */
function fakeHost(options: { scenario?: () => Scenario; runsHere?: (s: Scenario) => boolean } = {}) {
  const runs: Scenario[] = [];
  const pending: Array<(deadline: IdleDeadline) => void> = [];
  let scenario = TWO_FILES;
  const host: RehearsalHost = {
    scenario: options.scenario ?? (() => scenario),
    runsHere: options.runsHere ?? (() => true),
    run: (s) => runs.push(s),
    whenIdle: (callback) => pending.push(callback),
  };
  /** Hands out the next idle period; its time left reads `ms` in turn (the last value from then on). */
  const idle = (...ms: number[]) => {
    const callback = pending.shift();
    if (!callback) throw new Error('no idle callback is pending');
    const left = ms.length > 0 ? ms : [50];
    let read = 0;
    callback({ timeRemaining: () => left[Math.min(read++, left.length - 1)]! });
  };
  return { host, runs, pending, idle, setScenario: (s: Scenario) => (scenario = s) };
}

describe('createRehearsals', () => {
  it('types the letter at the caret, then runs the scenario as it is, in one idle period', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    expect(h.runs).toEqual([]);
    h.idle();
    expect(h.runs).toHaveLength(2);
    const [edited, current] = h.runs;
    expect(edited!.files[0]!.text).toBe(withLetterAt(TEXT, 5));
    // Shaped as an editor's edit: the other file is the same object, the rest of the scenario the same values.
    expect(edited!.files[1]).toBe(OTHER);
    expect({ ...edited!, files: null }).toEqual({ ...TWO_FILES, files: null });
    expect(current).toBe(TWO_FILES);
    expect(rehearsals.runs()).toBe(2);
  });

  it('leaves the deleting run to the next idle period when the first one runs out after the typing run', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    h.idle(50, MIN_IDLE_MS - 1);
    expect(h.runs).toHaveLength(1);
    expect(h.runs[0]!.files[0]!.text).toBe(withLetterAt(TEXT, 5));
    expect(h.pending).toHaveLength(1);
    h.idle(50, MIN_IDLE_MS - 1);
    expect(h.runs).toHaveLength(2);
    expect(h.runs[1]).toBe(TWO_FILES);
  });

  it('rehearses in idle periods until the page is warm, then asks for none', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    let periods = 0;
    while (h.pending.length > 0) {
      h.idle();
      periods += 1;
      expect(periods).toBeLessThanOrEqual(WARM_KEYSTROKE_RUNS);
    }
    expect(rehearsals.runs()).toBe(WARM_KEYSTROKE_RUNS);
    expect(h.runs).toHaveLength(WARM_KEYSTROKE_RUNS);
    rehearsals.caretAt(PATH, 9);
    expect(h.pending).toHaveLength(0);
  });

  it('keeps one idle callback pending however often the caret moves, and rehearses at its last place', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    for (let offset = 0; offset < 50; offset++) rehearsals.caretAt(PATH, offset);
    rehearsals.caretAt(OTHER.path, 4);
    expect(h.pending).toHaveLength(1);
    h.idle();
    expect(h.runs[0]!.files[1]!.text).toBe(withLetterAt(OTHER.text, 4));
    expect(h.runs[0]!.files[0]).toBe(BASE.files[0]);
  });

  it.each([
    ['no time left', 0],
    ['less than the minimum', MIN_IDLE_MS - 0.5],
  ])('an idle period with %s runs nothing and waits for the next one', (_name, ms) => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    h.idle(ms);
    expect(h.runs).toEqual([]);
    expect(h.pending).toHaveLength(1);
    h.idle(MIN_IDLE_MS);
    expect(h.runs).toHaveLength(2);
  });

  it('stops when the caret\'s file is gone, and starts again at the next caret', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt('/home/user/project/removed.json', 1);
    h.idle();
    expect(h.runs).toEqual([]);
    expect(h.pending).toHaveLength(0);
    rehearsals.caretAt(PATH, 1);
    h.idle();
    expect(h.runs).toHaveLength(2);
  });

  it('never runs a scenario the page would analyse in the worker', () => {
    const h = fakeHost({ runsHere: () => false });
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    h.idle();
    expect(h.runs).toEqual([]);
    expect(h.pending).toHaveLength(0);
    expect(rehearsals.runs()).toBe(0);
  });

  it('rehearses the scenario of the idle period, not the one of the caret\'s move', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 2);
    const typed = withFileText(TWO_FILES, PATH, `${TEXT} `);
    h.setScenario(typed);
    h.idle();
    expect(h.runs[0]!.files[0]!.text).toBe(withLetterAt(`${TEXT} `, 2));
    expect(h.runs[1]).toBe(typed);
  });

  it('a keystroke typed between the two runs leaves nothing to delete', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    h.idle(50, 0);
    rehearsals.noteKeystroke();
    h.idle(50, 0);
    // The next run types again: the keystroke's own run was the one that left the engine on the current scenario.
    expect(h.runs).toHaveLength(2);
    expect(h.runs[1]!.files[0]!.text).toBe(withLetterAt(TEXT, 5));
    expect(rehearsals.runs()).toBe(3);
  });

  it('a scenario gone to the worker between the two runs is not run here', () => {
    let isHere = true;
    const h = fakeHost({ runsHere: () => isHere });
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    h.idle(50, 0);
    isHere = false;
    h.idle();
    expect(h.runs).toHaveLength(1);
    expect(rehearsals.runs()).toBe(1);
    expect(h.pending).toHaveLength(0);
  });

  it('after warm, the last typing run is still followed by its deleting run', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    for (let i = 0; i < WARM_KEYSTROKE_RUNS - 1; i++) rehearsals.noteKeystroke();
    rehearsals.caretAt(PATH, 5);
    h.idle(50, 0);
    expect(rehearsals.runs()).toBe(WARM_KEYSTROKE_RUNS);
    h.idle();
    expect(h.runs).toHaveLength(2);
    expect(h.runs[1]).toBe(TWO_FILES);
    expect(h.pending).toHaveLength(0);
  });

  it('counts typed keystrokes toward warm: a page that typed enough rehearses nothing', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    for (let i = 0; i < WARM_KEYSTROKE_RUNS; i++) rehearsals.noteKeystroke();
    rehearsals.caretAt(PATH, 5);
    expect(h.pending).toHaveLength(0);
    expect(rehearsals.runs()).toBe(WARM_KEYSTROKE_RUNS);
  });

  it('a page that warms up while a callback is pending runs nothing in it', () => {
    const h = fakeHost();
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, 5);
    for (let i = 0; i < WARM_KEYSTROKE_RUNS; i++) rehearsals.noteKeystroke();
    h.idle();
    expect(h.runs).toEqual([]);
    expect(h.pending).toHaveLength(0);
  });
});

/** What the screen shows of an analysis (every lazy part read). */
function shown(analysis: Analysis): unknown {
  readEveryPart(analysis);
  return JSON.parse(
    JSON.stringify({
      tools: analysis.tools.map((t) => ({ ...t, reachable: t.reachable })),
      probes: analysis.probes,
      diagnostics: analysis.diagnostics,
      ruleLints: analysis.ruleLints,
      lints: analysis.lints,
      stories: analysis.toolStories,
      lostLegacy: analysis.lostLegacy,
      ruleset: analysis.ruleset,
      config: analysis.load.config,
    }),
  );
}

describe('a rehearsal with the real engine', () => {
  // Carets in a key, in a value, between entries (the letter breaks the JSON) and at the end of the text.
  const carets: ReadonlyArray<readonly [string, number]> = [
    ['in a bash pattern', TEXT.indexOf('git status') + 3],
    ['in an action', TEXT.indexOf('"deny"') + 2],
    ['between two entries (a broken file)', TEXT.indexOf('"task"') - 1],
    ['at the end of the text', TEXT.length],
  ];
  it.each(carets)('leaves what the next keystroke shows as it would be without it: caret %s', (_name, caret) => {
    // The keystroke after the rehearsal: another letter, elsewhere.
    const typed = withFileText(BASE, PATH, TEXT.replace('git diff', 'gixt diff'));
    const expected = shown(analyze(typed));
    const before = shown(analyze(BASE));
    const h = fakeHost({ scenario: () => BASE });
    h.host.run = (s) => readEveryPart(analyze(s));
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, caret);
    h.idle();
    expect(rehearsals.runs()).toBe(2);
    expect(shown(analyze(BASE))).toEqual(before);
    expect(shown(analyze(typed))).toEqual(expected);
  });

  it.each(carets)('leaves an agent switched after the typing run alone (no deleting run yet): caret %s', (_name, caret) => {
    const switched: Scenario = { ...BASE, agent: 'plan' };
    const expected = shown(analyze(switched));
    shown(analyze(BASE));
    const h = fakeHost({ scenario: () => BASE });
    h.host.run = (s) => readEveryPart(analyze(s));
    const rehearsals = createRehearsals(h.host);
    rehearsals.caretAt(PATH, caret);
    h.idle(50, 0);
    expect(rehearsals.runs()).toBe(1);
    expect(shown(analyze(switched))).toEqual(expected);
  });
});
