import type { Locator, Page } from '@playwright/test';
import { expect, toolRow, openExample, test } from './fixtures.ts';

function editor(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

function card(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Explain/ });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await openExample(page, /Pattern-level rules/);
});

test('the explain card opens from a tool row and from the tester, with the sentence, the stage and the highlighted rule', async ({ page }) => {
  await toolRow(page, 'edit').getByRole('button', { name: 'Explain edit' }).click();
  const explain = card(page);
  await expect(explain).toBeVisible();
  await expect(explain.getByLabel('Why')).toContainText('Hidden from the model: the last rule for edit is edit["*"] in agentforge.json line 6');
  await expect(explain.getByLabel('Stage')).toContainText('Hidden at resolveTools');
  await expect(explain).toContainText('If it could be called: deny set by edit["*"]');
  // Opening the card reveals the winning rule in its editor.
  await expect(page.getByRole('tab', { name: 'agentforge.json', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page).locator('.le-highlight-text').first()).toHaveText(/\*|"\*"|deny/);
  await explain.getByRole('button', { name: 'Close the explanation' }).click();
  await expect(explain).toBeHidden();

  await page.getByRole('tab', { name: 'Tester' }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('bash');
  await page.getByLabel('Path or command').fill('git status');
  await page.getByRole('status', { name: 'Decision' }).getByRole('button', { name: 'Explain this decision' }).click();
  await expect(explain.getByLabel('Why')).toContainText('ask set by bash["*"] in agentforge.json line 8, the last of 3 matching rules');
  await expect(explain.getByLabel('Stage')).toContainText('Asks');
  await expect(explain.getByLabel('Rules that lost')).toContainText('bash["git status"]');
  await expect(explain.getByLabel('Rules that lost')).toContainText('overridden by a later rule');
  await explain.getByLabel('Winning rule').getByRole('button', { name: /agentforge\.json line 8/ }).click();
  await expect(page.getByRole('tab', { name: 'agentforge.json', exact: true })).toHaveAttribute('aria-selected', 'true');
  await explain.press('Escape');
  await expect(explain).toBeHidden();

  await page.getByRole('tab', { name: 'Probes' }).click();
  await page.getByRole('table', { name: 'Probes' }).getByRole('button', { name: 'Explain probe 3' }).click();
  await expect(page.getByRole('dialog', { name: 'Explain: probe 3: bash "git status"' })).toBeVisible();
  await expect(explain.getByLabel('Why')).toContainText('ask set by bash["*"] in agentforge.json line 8, the last of 3 matching rules');
});

test('the run mode turns an ask into a rejection (run) and an allow once (--auto); a deny stays', async ({ page }) => {
  await openExample(page, /Project denies what the global config allows/);
  await page.getByLabel('Agent', { exact: true }).selectOption('plan');
  const edit = toolRow(page, 'edit');
  await expect(edit).toContainText('Denied at execute');
  await page.getByRole('tab', { name: 'Tester' }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('read');
  await page.getByLabel('Path or command').fill('.env');
  const decision = page.getByRole('status', { name: 'Decision' });
  await expect(decision).toContainText('Asks');

  await page.getByLabel('Run mode').selectOption('run');
  await expect(decision).toContainText('in non-interactive run: Rejected');
  await page.getByLabel('Run mode').selectOption('auto');
  await expect(decision).toContainText('in --auto: Allowed once');
  await decision.getByRole('button', { name: 'Explain this decision' }).click();
  const modes = card(page).getByRole('table', { name: 'Run modes' });
  await expect(modes.getByRole('row', { name: /non-interactive run/ })).toContainText('The user rejected permission to use this specific tool call.');
  await expect(modes.getByRole('row', { name: /--auto/ })).toContainText('Allowed once');
  await card(page).getByRole('button', { name: 'Close the explanation' }).click();

  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(edit).toContainText('in --auto: Denied at execute');
  await page.getByLabel('Run mode').selectOption('run');
  await expect(edit).toContainText('in non-interactive run: Denied at execute');
  await edit.getByRole('button', { name: 'Explain edit' }).click();
  await expect(card(page).getByLabel('Why')).toContainText('deny set by edit "*" deny (built-in rule of the plan agent)');
  await expect(card(page).getByLabel('Written back to the model')).toContainText('The user has specified a rule which prevents you from using this specific tool call. Here are some of the relevant rules');
  await expect(card(page).getByRole('table', { name: 'Run modes' }).getByRole('row', { name: /--auto/ })).toContainText('explicit denies still apply');
});

test('a subagent inherits the parent session denies, labelled inherited', async ({ page }) => {
  await page.getByRole('button', { name: /Narrow this request/ }).click();
  await page.getByRole('group', { name: 'Narrow this request' }).getByLabel('webfetch', { exact: true }).selectOption('off');
  await page.getByRole('group', { name: 'Narrow this request' }).getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: 'Subagents' }).click();
  await page.getByLabel('Parent agent').selectOption('build');
  await page.getByLabel('Subagent', { exact: true }).selectOption('general');
  await expect(page.getByLabel('Task call')).toContainText('does not list general');
  const rules = page.getByRole('table', { name: 'Child session rules' });
  await expect(rules.getByRole('row').filter({ hasText: 'webfetch "*" deny' })).toContainText('inherited');
  await expect(rules.getByRole('row').filter({ hasText: 'webfetch "*" deny' })).toContainText("from this request's tools.webfetch, inherited from the build session");
  const webfetch = page.getByRole('table', { name: 'Child tools' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'webfetch', exact: true }) });
  await expect(webfetch).toContainText('Hidden from the model');
});

test('a started instance keeps the merge it loaded until Reload', async ({ page }) => {
  await expect(toolRow(page, 'bash')).toContainText('Asks');
  await page.getByRole('button', { name: 'Start instance' }).click();
  const status = page.getByRole('status', { name: 'Instance' });
  await expect(status).toContainText('matches the current files');

  await page.getByRole('tab', { name: 'agentforge.json', exact: true }).click();
  const ask = editor(page).locator('.view-line span span', { hasText: /^"ask"$/ }).first();
  await ask.dblclick();
  await page.keyboard.type('deny');
  await expect(toolRow(page, 'bash')).toContainText('Hidden from the model');
  await expect(status).toContainText(/\d+ decisions? differs? from the current files until you reload/);
  const diffs = status.getByRole('list', { name: 'Differing decisions' });
  await expect(diffs.getByRole('listitem').filter({ hasText: 'bash (tool)' })).toContainText('running instance Asks · current files Hidden from the model');

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(status).toContainText('matches the current files');
  await expect(diffs).toBeHidden();
});
