import { describe, expect, it } from 'vitest';
import { EXAMPLES, type Scenario } from '../../engine/index.ts';
import { findOpenExample } from './find-open-example.ts';

const first = EXAMPLES[0]!;
const second = EXAMPLES[1]!;

describe('findOpenExample', () => {
  it.each<[string, Scenario, string | null]>([
    ['the example itself', first.scenario, first.id],
    ['a copy of another example (a restored draft)', JSON.parse(JSON.stringify(second.scenario)) as Scenario, second.id],
    ['an edited example keeps its title', { ...first.scenario, files: [] }, first.id],
    ['a scenario without a title', { ...first.scenario, title: undefined } as Scenario, null],
    ['a title no example has', { ...first.scenario, title: 'My own work' }, null],
    ['a hostile title', { ...first.scenario, title: '__proto__' }, null],
  ])('%s', (_, baseline, want) => {
    expect(findOpenExample(baseline)?.id ?? null).toBe(want);
  });
});
