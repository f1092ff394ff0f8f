import type { Page } from '@playwright/test';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, test, toolRow } from './fixtures.ts';

// The design note's "tools and permission" story (tools.bash=true with permission.bash=ask → ask), told whole:
// the legacy value that lost, an input for each other outcome, an MCP server in plain words, the values Merged overrode.
const HOME = '/home/user';
const PROJECT = `${HOME}/project`;
const GLOBAL = `${HOME}/.config/agentforge/agentforge.json`;

const scenario: Scenario = {
  version: 1,
  title: 'tools.bash=true and permission.bash=ask',
  files: [
    { path: GLOBAL, text: '{\n  "permission": { "edit": "ask" }\n}\n' },
    {
      path: `${PROJECT}/agentforge.json`,
      text: [
        '{',
        '  "tools": { "bash": true },',
        '  "permission": {',
        '    "bash": "ask",',
        '    "read": { "*": "allow", "*.env": "deny" },',
        `    "edit": { "*": "allow", "${PROJECT}/secrets/*": "deny" },`,
        '    "github_*": "ask"',
        '  },',
        '  "mcp": { "github": { "type": "local", "command": ["github-mcp"] } }',
        '}',
        '',
      ].join('\n'),
    },
  ],
  env: {},
  cwd: PROJECT,
  worktree: PROJECT,
  home: HOME,
  platform: 'linux',
  probes: [],
};

/** Fails unless the element is on screen, inside the 1280-wide viewport, and at least one line tall. */
async function expectLegible(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 1);
  expect(box!.height).toBeGreaterThanOrEqual(12);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${encodePermalink(scenario)}`);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('Tools tells the lost legacy value, an input for each other outcome and the MCP server in plain words', async ({ page }) => {
  const tools = page.getByRole('table', { name: 'Tools' });
  await expect(tools.getByRole('columnheader', { name: 'Most calls' })).toBeVisible();
  await expect(tools.getByRole('columnheader', { name: /bare call/i })).toHaveCount(0);

  const bash = toolRow(page, 'bash');
  await expect(bash).toContainText('Asks');
  const lost = bash.getByRole('list', { name: 'Lost legacy values for bash' });
  await expect(lost).toContainText('tools.bash = true (would allow)');
  await expect(lost).toContainText('lost to permission.bash = "ask": explicit permission wins over legacy tools');
  await expect(lost.getByRole('button', { name: 'agentforge.json:2:14' })).toBeVisible();
  await expectLegible(page, lost);

  const read = toolRow(page, 'read');
  await expect(read).toContainText('Denied at execute for ".env"');
  await expect(read).toContainText('read["*.env"]');
  await expectLegible(page, read.getByRole('list').first());

  // The absolute edit pattern can never match: no "denied for some inputs" is claimed for it.
  await expect(toolRow(page, 'edit')).toContainText('Denied at execute for no input the tool asks with');

  const mcp = toolRow(page, 'any tool of server github');
  await expect(mcp).toHaveCount(1);
  await expect(tools).not.toContainText('github_probe');
  await expectLegible(page, mcp.getByRole('rowheader'));
});

test('Rules shows the lost legacy value before the rule that beat it, and the string the edit tool compares', async ({ page }) => {
  await page.getByRole('tab', { name: 'Rules' }).click();
  const rules = page.getByRole('table', { name: 'Effective rules' });
  const lostRow = rules.getByRole('row').filter({ hasText: 'tools.bash = true (would allow)' });
  await expect(lostRow).toContainText('Lost legacy value: lost to permission.bash = "ask"');
  // The next row is the rule that beat it.
  await expect(lostRow.locator('xpath=following-sibling::tr[1]')).toContainText('bash');
  await expectLegible(page, lostRow);
  const never = rules.getByRole('note', { name: /^Never matches: rule #/ });
  await expect(never).toContainText('compares "secrets/x"');
  await expect(never).toContainText('Write "secrets/*"');
  await expectLegible(page, never);
});

test('Merged shows the value each overridden layer had', async ({ page }) => {
  await page.getByRole('tab', { name: 'Merged' }).click();
  const merged = page.getByRole('region', { name: 'Merged config' });
  const was = merged.getByLabel('value in global ~/.config/agentforge/agentforge.json');
  await expect(was).toHaveText('"ask"');
  await expectLegible(page, was);
  await expect(was.locator('xpath=ancestor::li[1]')).toContainText('edit');
});
