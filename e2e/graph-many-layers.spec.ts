import type { Locator, Page } from '@playwright/test';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, test } from './fixtures.ts';

const P = '/home/user/project';

// A link with thousands of files waits for the worker and the editor: slow on a loaded machine.
test.describe.configure({ timeout: 240_000 });

/** A project config and `count` agent files (`a0000.md` …), each setting one permission. */
function agentsLink(count: number): string {
  const files = [
    { path: `${P}/agentforge.json`, text: '{ "permission": { "bash": "ask" } }' },
    ...Array.from({ length: count }, (_, i) => ({ path: `${P}/.agentforge/agent/a${String(i).padStart(4, '0')}.md`, text: `---\ndescription: agent ${i}\npermission:\n  edit: deny\n---\nhi` })),
  ];
  const scenario = { version: 1, files, env: {}, cwd: P, worktree: P, home: '/home/user', platform: 'linux', probes: [] } as Scenario;
  return `/${encodePermalink(scenario)}`;
}

function graph(page: Page): Locator {
  return page.getByRole('region', { name: 'Merge order' });
}

async function openAgents(page: Page, count: number): Promise<void> {
  await page.goto(agentsLink(count));
  await expect(page.getByRole('contentinfo')).toContainText(/\b\d+ layers? read/, { timeout: 90_000 });
  await expect(page.getByRole('status', { name: 'Analysis' })).toHaveCount(0, { timeout: 90_000 });
}

test('50 agent files fold into one node; a click opens the first, which then shows as its own node', async ({ page }) => {
  await openAgents(page, 50);
  const group = graph(page).getByRole('button', { name: 'Open the first of 50 agent files in .agentforge/agent', exact: true });
  await expect(group).toBeVisible();
  await expect(graph(page).getByRole('button', { name: /^Open \.agentforge\/agent\// })).toHaveCount(0);

  // Its details name the folder, the first files and what they set, then how many more.
  await group.focus();
  const details = graph(page).getByRole('region', { name: 'Node details' });
  await expect(details).toContainText('50 agent files in .agentforge/agent');
  await expect(details).toContainText('files: a0000.md, a0001.md');
  await expect(details).toContainText('+38 more');

  await group.click();
  await expect(page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab', { name: '.agentforge/agent/a0000.md', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(graph(page).getByRole('button', { name: 'Open .agentforge/agent/a0000.md', exact: true })).toBeVisible();
  await expect(graph(page).getByRole('button', { name: 'Open the first of 49 agent files in .agentforge/agent', exact: true })).toBeVisible();
});

test('a merged value set in a folded file lights the node of its run, and names the file', async ({ page }) => {
  await openAgents(page, 50);
  await page.getByRole('tab', { name: 'Merged' }).click();
  await page.getByRole('region', { name: 'Merged config' }).getByRole('button', { name: 'Show the path of agent.a0020.description', exact: true }).click();
  await expect(graph(page).getByRole('status', { name: 'Lit path' })).toContainText('On the path: agent.a0020.description from .agentforge/agent/a0020.md (one of 50 agent files)');
  await expect(graph(page).getByRole('button', { name: 'Open the first of 50 agent files in .agentforge/agent (on the path)', exact: true })).toBeVisible();
});

test('2,000 agent files open, and the graph draws a bounded number of nodes', async ({ page }) => {
  await openAgents(page, 2000);
  await expect(graph(page).getByRole('button', { name: 'Open the first of 2,000 agent files in .agentforge/agent', exact: true })).toBeVisible({ timeout: 90_000 });
  const nodes = await graph(page).locator('.react-flow__node').count();
  expect(nodes).toBeLessThan(30);
});
