import { describe, expect, it, vi } from 'vitest';
import { analyze } from '../../engine/analyze.ts';
import { DEFAULT_EXAMPLE } from '../../engine/index.ts';

// The page's main-thread engine run loads as a chunk of its own (app/deferred/analyzer-on-demand.ts).
describe('analyzer-on-demand', () => {
  it('throws the loading promise before the engine is there, then gives the engine’s own analyze', async () => {
    vi.resetModules();
    const onDemand = await import('./analyzer-on-demand.ts');
    expect(onDemand.isAnalyzerLoaded()).toBe(false);
    let thrown: unknown;
    try {
      onDemand.analyzer();
    } catch (error) {
      thrown = error;
    }
    // What React Suspense waits on: a thenable, never an Error a pane would show.
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(onDemand.isAnalyzerLoaded()).toBe(true);
    const tools = (run: typeof analyze) => run(DEFAULT_EXAMPLE.scenario).tools.map((t) => [t.tool, t.visible, t.stage]);
    expect(tools(onDemand.analyzer())).toEqual(tools(analyze));
    expect(tools(analyze).length).toBeGreaterThan(0);
  });

  it('loads once however many callers wait', async () => {
    vi.resetModules();
    const onDemand = await import('./analyzer-on-demand.ts');
    const first = onDemand.loadAnalyzer();
    expect(onDemand.loadAnalyzer()).toBe(first);
    await first;
  });

  it('a chunk that cannot be fetched becomes an Error that says so, not a suspension without end', async () => {
    vi.resetModules();
    vi.doMock('../../engine/analyze.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const onDemand = await import('./analyzer-on-demand.ts');
      await expect(onDemand.loadAnalyzer()).rejects.toThrow();
      expect(onDemand.isAnalyzerLoaded()).toBe(false);
      expect(() => onDemand.analyzer()).toThrow(/could not load its engine .*Reload the page/);
    } finally {
      vi.doUnmock('../../engine/analyze.ts');
      vi.resetModules();
    }
  });
});
