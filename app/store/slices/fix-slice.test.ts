import { describe, expect, it, vi } from 'vitest';
import type { FixTarget } from '../../../engine/index.ts';
import { patternLevelPair, sampleProposal } from '../fix-fixtures.ts';

// The engine's applyFix loads with the Fix dialog (fix-engine.ts, started by openFix): once it is there a
// proposal applies at once, as before; applied before it landed, the proposal applies when it lands, if the
// texts are still the ones it was made for. Each case gets a fresh module graph (nothing loaded yet).
const TARGET: FixTarget = { permission: 'edit', input: 'src/a.ts', want: 'deny' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function freshStore() {
  vi.resetModules();
  const { usePlayground } = await import('../store.ts');
  usePlayground.getState().loadScenario(patternLevelPair().before);
  return usePlayground;
}

const { before, after, path } = patternLevelPair();
const withText = (text: string) => ({ ...before, files: before.files.map((f) => (f.path === path ? { path, text } : f)) });

describe('applyFixProposal', () => {
  it('applies at once after the Fix dialog opened (applyFix loaded), and undo gives the texts back', async () => {
    const store = await freshStore();
    store.getState().openFix({ target: TARGET, label: 'probe 1' });
    await import('./fix-engine.ts');
    await settle();
    expect(store.getState().applyFixProposal(sampleProposal(), 'probe 1')).toBe(true);
    const s = store.getState();
    expect(s.scenario.files.find((f) => f.path === path)?.text).toBe(after.files[0]!.text);
    expect([s.appliedFix?.label, s.selectedTab]).toEqual(['probe 1', path]);
    s.undoFix();
    expect(store.getState().scenario.files).toEqual(before.files);
  });

  it.each([
    ['applies when applyFix lands', null, after.files[0]!.text],
    ['does not apply when the file changed meanwhile', 'typed meanwhile', 'typed meanwhile'],
    ['does not apply when the file was emptied meanwhile', '', ''],
  ])('before applyFix has loaded, a current proposal %s', async (_name, typed, want) => {
    const store = await freshStore();
    expect(store.getState().applyFixProposal(sampleProposal(), 'probe 1')).toBe(true);
    if (typed !== null) store.setState({ scenario: withText(typed) });
    await settle();
    expect(store.getState().scenario.files.find((f) => f.path === path)?.text).toBe(want);
    expect(store.getState().appliedFix === null).toBe(typed !== null);
  });

  it.each([
    ['a file changed since', `${before.files[0]!.text} `],
    ['an emptied file', ''],
    ['a file holding the fixed text already', after.files[0]!.text],
  ])('refuses a stale proposal (%s) and changes nothing', async (_name, text) => {
    const store = await freshStore();
    store.getState().openFix({ target: TARGET, label: 'probe 1' });
    await settle();
    store.setState({ scenario: withText(text) });
    const edited = store.getState().scenario;
    expect(store.getState().applyFixProposal(sampleProposal(), 'probe 1')).toBe(false);
    await settle();
    expect(store.getState().scenario).toBe(edited);
    expect(store.getState().appliedFix).toBeNull();
  });
});
