import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLES, type Scenario } from '../../../engine/index.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { readDraft } from './storage/to-draft.ts';
import { DRAFT_PREFIX, MAX_SAVED_CHARS } from './storage/write-draft.ts';
import { saveChangedWork } from './use-link-sync.ts';

// Until the link sync's module has loaded, leaving the page saves changed work as the tab's draft.

/** A Storage over a Map; `isBroken` makes every call throw (a browser that refuses storage). */
function fakeStorage(isBroken = false): Storage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  const check = () => {
    if (isBroken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    map,
    get length() {
      check();
      return map.size;
    },
    key: (i) => (check(), [...map.keys()][i] ?? null),
    getItem: (k) => (check(), map.get(k) ?? null),
    setItem: (k, v) => (check(), void map.set(k, String(v))),
    removeItem: (k) => (check(), void map.delete(k)),
    clear: () => (check(), map.clear()),
  };
}

const g = globalThis as { window?: unknown };
let local = fakeStorage();
beforeEach(() => {
  local = fakeStorage();
  g.window = { localStorage: local, sessionStorage: fakeStorage() };
  usePlayground.getState().loadScenario(EXAMPLES[0]!.scenario);
});
afterEach(() => {
  delete g.window;
});

const big: Scenario = { ...EXAMPLES[1]!.scenario, files: [{ path: '/p/agentforge.json', text: 'x'.repeat(MAX_SAVED_CHARS + 1) }] };

describe('saveChangedWork', () => {
  it.each<[string, (s: PlaygroundState) => void, Scenario | null]>([
    ['nothing changed', () => {}, null],
    ['another scenario loaded', (s) => s.loadScenario(EXAMPLES[1]!.scenario), EXAMPLES[1]!.scenario],
    ['another result tab', (s) => s.setResultTab('rules'), EXAMPLES[0]!.scenario],
    ['a scenario too big to save', (s) => s.loadScenario(big), null],
  ])('%s', (_name, change, saved) => {
    const painted = usePlayground.getState();
    change(painted);
    expect(saveChangedWork(painted, usePlayground.getState())).toBe(saved !== null);
    const drafts = [...local.map].filter(([k]) => k.startsWith(DRAFT_PREFIX));
    expect(drafts.length).toBe(saved ? 1 : 0);
    if (saved) expect(readDraft(drafts[0]![1])?.scenario).toEqual(saved);
  });

  it('writes nothing and throws nothing when the browser refuses storage', () => {
    g.window = { localStorage: fakeStorage(true), sessionStorage: fakeStorage(true) };
    const painted = usePlayground.getState();
    painted.loadScenario(EXAMPLES[1]!.scenario);
    expect(saveChangedWork(painted, usePlayground.getState())).toBe(false);
  });

  it('saves under the tab id the link sync will use (sessionStorage), so its reload finds the draft', () => {
    const painted = usePlayground.getState();
    painted.loadScenario(EXAMPLES[1]!.scenario);
    saveChangedWork(painted, usePlayground.getState());
    const tabId = (g.window as { sessionStorage: Storage }).sessionStorage.getItem('agentforge-playground:tab');
    expect(tabId).toMatch(/^[a-z0-9-]{1,64}$/i);
    expect([...local.map.keys()]).toEqual([DRAFT_PREFIX + tabId]);
  });
});
