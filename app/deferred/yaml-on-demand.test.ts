import { describe, expect, it, vi } from 'vitest';
import { isYamlLibraryLoaded, loadYamlLibrary, yamlLibrary } from '../../engine/index.ts';

const engineModule = { isYamlLibraryLoaded, loadYamlLibrary, yamlLibrary };

// The page's build puts app/deferred/yaml-on-demand.ts where the engine imports yaml-library.ts (vite.config.ts).
describe('yaml-on-demand', () => {
  it('has exactly the exports of the engine module it stands in for', async () => {
    const onDemand = await import('./yaml-on-demand.ts');
    expect(Object.keys(onDemand).sort()).toEqual(Object.keys(engineModule).sort());
    for (const name of Object.keys(onDemand)) expect(typeof onDemand[name as keyof typeof onDemand]).toBe('function');
  });

  it('throws the loading promise before js-yaml is there, then gives the same library as the engine', async () => {
    const onDemand = await import('./yaml-on-demand.ts');
    expect(onDemand.isYamlLibraryLoaded()).toBe(false);
    let thrown: unknown;
    try {
      onDemand.yamlLibrary();
    } catch (error) {
      thrown = error;
    }
    // What React Suspense waits on: a thenable, never an Error a caller could mistake for a YAML error.
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(onDemand.isYamlLibraryLoaded()).toBe(true);
    const yaml = onDemand.yamlLibrary();
    expect(yaml.safeLoad('a: [1, b]')).toEqual({ a: [1, 'b'] });
    expect(yaml.safeLoad).toBe(engineModule.yamlLibrary().safeLoad);
  });

  it('loads once however many callers wait', async () => {
    const onDemand = await import('./yaml-on-demand.ts');
    expect(onDemand.loadYamlLibrary()).toBe(onDemand.loadYamlLibrary());
    await onDemand.loadYamlLibrary();
  });

  it('the engine module answers at once (Node, workers, CLI)', async () => {
    expect(engineModule.isYamlLibraryLoaded()).toBe(true);
    await expect(engineModule.loadYamlLibrary()).resolves.toBeUndefined();
    expect(engineModule.yamlLibrary().safeLoad('x: 1')).toEqual({ x: 1 });
  });

  it('a chunk that cannot be fetched becomes an Error that says so, not a suspension without end', async () => {
    vi.resetModules();
    vi.doMock('js-yaml', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const onDemand = await import('./yaml-on-demand.ts');
      await expect(onDemand.loadYamlLibrary()).rejects.toThrow();
      expect(onDemand.isYamlLibraryLoaded()).toBe(false);
      expect(() => onDemand.yamlLibrary()).toThrow(/could not load its YAML parser .*Reload the page/);
    } finally {
      vi.doUnmock('js-yaml');
      vi.resetModules();
    }
  });
});
