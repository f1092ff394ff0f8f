import type { Page } from '@playwright/test';
import type { Scenario } from '../engine/scenario/scenario.ts';

// What the YAML-chunk journeys share: js-yaml's own chunk in the page's build (vite.config.ts), a way to hold its
// request back, and a scenario that needs it.

const YAML_CHUNK = '**/_js-yaml-loader-*.js';
const PROJECT = '/home/user/project';

/** A project whose selected agent, `reviewer`, is defined in markdown: edit denied, bash allowed. */
export const MARKDOWN_AGENT: Scenario = {
  version: 1,
  title: 'markdown reviewer',
  files: [
    { path: `${PROJECT}/agentforge.json`, text: '{"permission":{"bash":"ask"}}' },
    { path: `${PROJECT}/.agentforge/agent/reviewer.md`, text: '---\ndescription: Reviews\nmode: primary\npermission:\n  edit: deny\n  bash: allow\n---\nReview the change.' },
  ],
  env: {},
  cwd: PROJECT,
  worktree: PROJECT,
  home: '/home/user',
  platform: 'linux',
  agent: 'reviewer',
  probes: [],
};

/** Holds every request for the YAML chunk until the returned function is called; counts them. */
export async function holdYamlChunk(page: Page): Promise<{ release: () => void; requests: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(YAML_CHUNK, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return { release, requests: () => count };
}
