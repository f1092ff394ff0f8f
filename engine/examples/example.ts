import type { Scenario } from '../scenario/scenario.ts';

/** The home and project every built-in example uses. */
export const EXAMPLE_HOME = '/home/user';
export const EXAMPLE_PROJECT = '/home/user/project';

/** A built-in example: an id for links and menus, its group, a lesson in words, and the scenario. */
export interface Example {
  readonly id: string;
  readonly group: 'design' | 'pitfall';
  readonly lesson: string;
  readonly scenario: Scenario;
}

/** Builds an example scenario in the standard home and project. */
export function scenario(title: string, files: Scenario['files'], rest: Partial<Scenario> = {}): Scenario {
  return { version: 1, title, files, env: {}, cwd: EXAMPLE_PROJECT, worktree: EXAMPLE_PROJECT, home: EXAMPLE_HOME, platform: 'linux', probes: [], ...rest };
}
