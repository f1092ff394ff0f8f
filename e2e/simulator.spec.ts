import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const DENIED_PREFIX = 'The user has specified a rule which prevents you from using this specific tool call. Here are some of the relevant rules ';

function editor(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

/** The Monaco token whose text is exactly `text` (a JSON string token includes its quotes). */
function token(page: Page, text: string): Locator {
  return editor(page).locator('.view-line span span', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

async function play(page: Page, session: string, tool: string, input: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New tool call' });
  await form.getByLabel('Session').fill(session);
  await form.getByLabel('Tool').selectOption(tool);
  await form.locator('input').last().fill(input);
  await form.getByRole('button', { name: 'Play call' }).click();
}

function card(page: Page, id: string, tool: string): Locator {
  return page.getByRole('list', { name: 'Calls' }).getByRole('listitem', { name: `${id} ${tool}`, exact: true });
}

test.beforeEach(async ({ page }) => {
  // The default example: bash {"git status": "allow", "git diff *": "allow", "*": "ask"}, so every command asks.
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await openTab(page, 'Simulator');
});

test('a bash call asks; Always stores the reference always pattern, and a later call in another session is allowed', async ({ page }) => {
  await play(page, 'ses_a', 'bash', 'git status');
  const first = card(page, 'call_1', 'bash');
  await expect(first).toContainText('A question is open');
  await expect(first.getByRole('list', { name: 'Segments of call_1' })).toContainText('Always stores "git status *"');
  const question = first.getByRole('group', { name: 'Question for call_1' });
  await expect(question).toContainText('Always would store: bash "git status *" allow');
  await question.getByRole('button', { name: 'Always' }).click();
  await expect(first).toContainText('The tool runs.');

  const approvals = page.getByRole('table', { name: 'Approvals' });
  await expect(approvals.getByRole('row').nth(1)).toHaveText(/bash\s*git status \*\s*allow\s*call_1/);

  await play(page, 'ses_b', 'bash', 'git status --short');
  await expect(card(page, 'call_2', 'bash')).toContainText('The tool runs.');
  await expect(card(page, 'call_2', 'bash')).toContainText('allowed by the rules');
  // A command with another prefix still asks.
  await play(page, 'ses_b', 'bash', 'git push');
  await expect(card(page, 'call_3', 'bash')).toContainText('A question is open');
});

test('a compound command shows one segment per command; Reject cancels the other pending call of the same session only', async ({ page }) => {
  await play(page, 'ses_a', 'bash', 'cd src && npm test');
  const first = card(page, 'call_1', 'bash');
  await expect(first.getByRole('list', { name: 'Segments of call_1' })).toContainText('not asked');
  await expect(first.getByRole('list', { name: 'Segments of call_1' })).toContainText('asks bash "npm test"');
  await play(page, 'ses_a', 'bash', 'ls');
  await play(page, 'ses_b', 'bash', 'ls');
  await first.getByRole('group', { name: 'Question for call_1' }).getByLabel('Reject message (optional)').fill('run the tests later');
  await first.getByRole('button', { name: 'Reject' }).click();
  await expect(first.getByLabel('Error for call_1')).toHaveText('The user rejected permission to use this specific tool call with the following feedback: run the tests later');
  await expect(card(page, 'call_2', 'bash').getByLabel('Error for call_2')).toHaveText('The user rejected permission to use this specific tool call.');
  await expect(card(page, 'call_3', 'bash')).toContainText('A question is open');
});

test('a learn lesson is checked live: bash hidden by a * deny', async ({ page }) => {
  await openTab(page, 'Learn');
  await page.getByRole('button', { name: /Lesson 1: deny with \*/ }).click();
  await expect(page.getByRole('note')).toContainText('This lesson loaded its own scenario');
  const check = page.getByRole('status', { name: 'Task check' });
  await expect(check).toContainText('Not yet');
  await expect(token(page, '"ask"')).toBeVisible();
  await token(page, '"ask"').dblclick();
  await page.keyboard.type('deny');
  await expect(check).toContainText('Task done: the engine agrees.');
  await expect(check).toContainText('Hidden from the model');
  // The simulator agrees: the model cannot call it.
  await openTab(page, 'Simulator');
  await play(page, 'ses_a', 'bash', 'ls');
  await expect(card(page, 'call_1', 'bash')).toContainText('The model never sees this tool');
  await openTab(page, 'Learn');
  await page.getByRole('button', { name: 'Back to my scenario' }).click();
  await expect(page.getByRole('note')).toBeHidden();
  await expect(editor(page).locator('.view-lines')).toContainText(/git\sdiff\s\*/);
});

test('a pattern deny is refused at execute with the exact error text; git push asks after the lesson is solved', async ({ page }) => {
  await openTab(page, 'Learn');
  await page.getByRole('button', { name: /Lesson 3: ask/ }).click();
  const check = page.getByRole('status', { name: 'Task check' });
  await expect(check).toContainText('Not yet');
  await token(page, '"allow"').click();
  await page.keyboard.press('End');
  // insertText: no auto-closed quotes and no completion list in the way.
  await page.keyboard.insertText(', "git push *": "ask", "rm *": "deny"');
  await expect(check).toContainText('Task done: the engine agrees.');
  await expect(check).toContainText('Always would store bash "git push *" allow');

  await openTab(page, 'Simulator');
  await play(page, 'ses_a', 'bash', 'rm -rf build');
  const denied = card(page, 'call_1', 'bash');
  await expect(denied).toContainText('Denied at execute');
  const text = (await denied.getByLabel('Error for call_1').textContent()) ?? '';
  expect(text.startsWith(DENIED_PREFIX)).toBe(true);
  const rules = JSON.parse(text.slice(DENIED_PREFIX.length)) as unknown[];
  expect(text).toBe(DENIED_PREFIX + JSON.stringify(rules));
  expect(rules.at(-1)).toEqual({ permission: 'bash', pattern: 'rm *', action: 'deny' });
  await play(page, 'ses_a', 'bash', 'git push origin main');
  await expect(card(page, 'call_2', 'bash')).toContainText('A question is open');
});
