import type { Locator } from '@playwright/test';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, openTab, test } from './fixtures.ts';

const PROJECT = '/home/user/project';

/** A project with `count` subagents, each denying a different tool: a Matrix taller and wider than the results pane. */
function manyAgents(count: number): Scenario {
  const tools = ['edit', 'bash', 'webfetch', 'read', 'glob', 'grep', 'list', 'task'];
  const agent: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) agent[`reviewer_${String(i).padStart(2, '0')}_with_a_long_name`] = { description: `agent ${i}`, mode: 'subagent', permission: { [tools[i % tools.length]!]: 'deny' } };
  return { version: 1, title: `${count} agents`, files: [{ path: `${PROJECT}/agentforge.json`, text: JSON.stringify({ agent }, null, 2) }], env: {}, cwd: PROJECT, worktree: PROJECT, home: '/home/user', platform: 'linux', probes: [] };
}

/** True when the element drawn at the centre of `cell` is the cell itself or inside it: nothing covers it. */
async function isOnTop(cell: Locator): Promise<true | string> {
  return cell.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (top === el || el.contains(top)) ? true : `${top?.tagName}.${top?.className} ${top?.textContent?.slice(0, 30)} at ${JSON.stringify(box)}`;
  });
}

for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  test(`Matrix at ${size.width}x${size.height}: scrolled down and sideways, the header row stays above the agent column`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/${encodePermalink(manyAgents(60))}`);
    await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
    await openTab(page, 'Matrix');
    const table = page.getByRole('table', { name: 'Agents and tools' });
    await expect(table.getByRole('rowheader', { name: /reviewer_59/ })).toHaveCount(1);
    // Scroll whatever holds the table (the results panel) down and, where it is wider, sideways.
    const scrolled = await table.evaluate((el) => {
      let box: HTMLElement | null = el.parentElement;
      while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
      if (!box) return null;
      box.scrollTop = 400;
      box.scrollLeft = 200;
      return { top: box.scrollTop, left: box.scrollLeft };
    });
    expect(scrolled?.top, 'the results panel scrolls down under the header').toBeGreaterThan(0);
    const corner = table.getByRole('columnheader', { name: 'Agent' });
    await expect(corner).toBeInViewport();
    expect(await isOnTop(corner), 'the corner cell is drawn above the agent names').toBe(true);
    const headers = table.getByRole('columnheader');
    const count = await headers.count();
    const cornerBox = await corner.boundingBox();
    const panel = await page.getByRole('tabpanel', { name: 'Matrix' }).boundingBox();
    let checked = 0;
    for (let i = 1; i < count; i++) {
      const header = headers.nth(i);
      const box = await header.boundingBox();
      // A header scrolled sideways under the corner cell or out of the panel is not drawn: the others are checked.
      if (!box || !panel || !cornerBox || box.x < cornerBox.x + cornerBox.width || box.x + box.width > panel.x + panel.width) continue;
      checked += 1;
      expect(await isOnTop(header), `header ${i} is drawn above the rows`).toBe(true);
    }
    expect(checked, 'tool headers in view beside the corner').toBeGreaterThan(3);
    await page.screenshot({ path: test.info().outputPath(`matrix-${size.width}.png`) });
  });
}
