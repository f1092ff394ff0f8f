import { describe, expect, it } from 'vitest';
import * as library from './yaml-library.ts';
import * as door from '../../index.ts';

// The page's build swaps this module for app/deferred/yaml-on-demand.ts, which has the same exports
// (app/deferred/yaml-on-demand.test.ts compares them through the door): every export must pass the door.
describe('yaml-library', () => {
  it('exports only what the engine door passes on', () => {
    for (const name of Object.keys(library)) expect(door[name as keyof typeof door]).toBe(library[name as keyof typeof library]);
    expect(Object.keys(library).sort()).toEqual(['isYamlLibraryLoaded', 'loadYamlLibrary', 'yamlLibrary']);
  });
});
