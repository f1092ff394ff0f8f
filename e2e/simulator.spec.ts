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
  // The tool's own parameter: a one-line box, or a multi-line one for bash and apply_patch (Session is a combobox).
  await form.getByRole('textbox').fill(input);
  await form.getByRole('button', { name: 'Play call' }).click();
}

function card(page: Page, id: string, tool: string): Locator {
  return page.getByRole('list', { name: 'Calls' }).getByRole('listitem', { name: `${id} ${tool}`, exact: true });
}

test.beforeEach(async ({ page }) => {
  // Each journey plays several calls through the ask service; on a shared, loaded machine they need more than the default minute.
  test.slow();
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
  // The rules alone would ask: the earlier Always approval let it through, and the card says so.
  await expect(card(page, 'call_2', 'bash')).toContainText('allowed by your earlier \u201calways\u201d approval');
  await expect(card(page, 'call_2', 'bash')).not.toContainText('allowed by the rules');
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
  // The lesson's own note goes (the restored example may show its own lesson note).
  await expect(page.getByRole('note').filter({ hasText: 'This lesson loaded its own scenario' })).toBeHidden();
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

/** Replaces the open layer's whole text (insertText: no auto-closed quotes, no completion list). */
async function replaceLayerText(page: Page, text: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
  // Monaco may still auto-close the first brace after the cursor: drop whatever follows the inserted text.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
}

test('ask.jsonl scripts played as tool calls get the reference outcomes (ask-001, 007, 008, 009, 010, 011, 012)', async ({ page }) => {
  // The vectors' bash ruleset, and edit asking (ask-008 asks an edit of a.ts).
  await replaceLayerText(page, '{ "permission": { "bash": { "*": "ask", "git *": "allow", "rm *": "deny" }, "edit": "ask" } }');
  const runs = 'The tool runs.';
  const open = 'A question is open';
  // ask-001: an allowed command resolves at once.
  await play(page, 'ses_a', 'bash', 'git status');
  await expect(card(page, 'call_1', 'bash')).toContainText(runs);
  // ask-011 / ask-012: several patterns, all allowed, or one asks: a single question listing both.
  await play(page, 'ses_c', 'bash', 'git status && git log');
  await expect(card(page, 'call_2', 'bash')).toContainText(runs);
  await play(page, 'ses_c', 'bash', 'git status && ls');
  await expect(card(page, 'call_3', 'bash').getByRole('group', { name: 'Question for call_3' })).toContainText('"git status", "ls"');
  // ask-010: a deny on a later pattern wins over an earlier ask.
  await play(page, 'ses_d', 'bash', 'ls && rm -rf x');
  const denied = (await card(page, 'call_4', 'bash').getByLabel('Error for call_4').textContent()) ?? '';
  const rules = JSON.parse(denied.slice(DENIED_PREFIX.length)) as unknown[];
  expect(rules.slice(-3)).toEqual([
    { permission: 'bash', pattern: '*', action: 'ask' },
    { permission: 'bash', pattern: 'git *', action: 'allow' },
    { permission: 'bash', pattern: 'rm *', action: 'deny' },
  ]);
  // ask-008: reject cancels the session's other pending request (an edit), not ses_b's.
  await play(page, 'ses_a', 'bash', 'ls');
  await play(page, 'ses_a', 'edit', 'a.ts');
  await play(page, 'ses_b', 'bash', 'ls');
  await card(page, 'call_5', 'bash').getByRole('button', { name: 'Reject' }).click();
  await expect(card(page, 'call_5', 'bash').getByLabel('Error for call_5')).toHaveText('The user rejected permission to use this specific tool call.');
  await expect(card(page, 'call_6', 'edit').getByLabel('Error for call_6')).toHaveText('The user rejected permission to use this specific tool call.');
  await expect(card(page, 'call_7', 'bash')).toContainText(open);
  // ask-009: a reject message is feedback for that call; the sibling gets the plain rejection.
  await play(page, 'ses_e', 'bash', 'ls');
  await play(page, 'ses_e', 'bash', 'pwd');
  await card(page, 'call_8', 'bash').getByLabel('Reject message (optional)').fill('use the read tool instead');
  await card(page, 'call_8', 'bash').getByRole('button', { name: 'Reject' }).click();
  await expect(card(page, 'call_8', 'bash').getByLabel('Error for call_8')).toHaveText('The user rejected permission to use this specific tool call with the following feedback: use the read tool instead');
  await expect(card(page, 'call_9', 'bash').getByLabel('Error for call_9')).toHaveText('The user rejected permission to use this specific tool call.');
  // ask-007: an approval is instance-wide: ses_b's earlier ls is still waiting, a new ls -1 of ses_f is allowed after ses_a's Always.
  await play(page, 'ses_a', 'bash', 'ls');
  await card(page, 'call_10', 'bash').getByRole('button', { name: 'Always' }).click();
  await play(page, 'ses_f', 'bash', 'ls -1');
  await expect(card(page, 'call_11', 'bash')).toContainText(runs);
  await expect(card(page, 'call_7', 'bash')).toContainText(open);
  await expect(page.getByRole('table', { name: 'Approvals' })).toContainText('ls *');
});

test('an Always approval of edit * beats a config deny, and the card says so instead of "allowed by the rules"', async ({ page }) => {
  await replaceLayerText(page, '{ "permission": { "edit": { "*": "ask", "secret/*": "deny" }, "read": "allow" } }');
  await play(page, 'ses_a', 'edit', 'a.ts');
  await card(page, 'call_1', 'edit').getByRole('button', { name: 'Always' }).click();
  await expect(page.getByRole('table', { name: 'Approvals' })).toContainText('edit');
  await play(page, 'ses_b', 'edit', 'secret/key.pem');
  const beaten = card(page, 'call_2', 'edit').getByRole('list', { name: 'Requests of call_2' });
  await expect(beaten).toContainText("allowed by your earlier \u201calways\u201d approval");
  await expect(beaten).toContainText("which beats the config's deny");
  await play(page, 'ses_b', 'read', 'a.ts');
  await expect(card(page, 'call_3', 'read').getByRole('list', { name: 'Requests of call_3' })).toContainText('allowed by the rules');
});

test('in non-interactive run no call waits: asks are rejected at once; --auto answers once and stores nothing', async ({ page }) => {
  await play(page, 'ses_a', 'bash', 'git push');
  await expect(card(page, 'call_1', 'bash')).toContainText('A question is open');
  await page.getByRole('combobox', { name: 'Run mode' }).selectOption({ label: 'non-interactive run' });
  await expect(page.getByRole('note', { name: 'Run mode' })).toContainText('No call waits for an answer');
  const first = card(page, 'call_1', 'bash');
  await expect(first).toContainText('Non-interactive run cannot ask, so it rejected the call without waiting');
  await expect(first.getByRole('group', { name: 'Question for call_1' })).toHaveCount(0);
  await expect(first.getByLabel('Error for call_1')).toHaveText('The user rejected permission to use this specific tool call.');
  await expect(first.getByRole('list', { name: 'Requests of call_1' })).toContainText('rejected by non-interactive run');
  // An allowed call runs in every mode (the example allows every read).
  await play(page, 'ses_a', 'read', 'src/a.ts');
  await expect(card(page, 'call_2', 'read')).toContainText('The tool runs.');

  await page.getByRole('combobox', { name: 'Run mode' }).selectOption({ label: '--auto' });
  await expect(first).toContainText('--auto answered the question "once"');
  await expect(page.getByRole('table', { name: 'Approvals' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Run mode' }).selectOption({ label: 'interactive' });
  await expect(first.getByRole('group', { name: 'Question for call_1' })).toBeVisible();
});

test('a multi-line command is played as typed: Enter adds a line, Ctrl+Enter plays; a heredoc keeps its body', async ({ page }) => {
  const form = page.getByRole('form', { name: 'New tool call' });
  const box = form.getByRole('textbox');
  await expect(box).toHaveJSProperty('tagName', 'TEXTAREA');
  await box.fill('');
  await box.click();
  await page.keyboard.type('cat <<EOF && rm -rf build');
  await page.keyboard.press('Enter');
  await page.keyboard.type('body');
  await page.keyboard.press('Enter');
  await page.keyboard.type('EOF');
  await expect(box).toHaveValue('cat <<EOF && rm -rf build\nbody\nEOF');
  await expect(page.getByRole('list', { name: 'Calls' })).toHaveCount(0);
  await page.keyboard.press('Control+Enter');
  const segments = card(page, 'call_1', 'bash').getByRole('list', { name: 'Segments of call_1' });
  await expect(segments.getByRole('listitem')).toHaveCount(2);
  await expect(segments).toContainText('asks bash "rm -rf build"');
  await expect(card(page, 'call_1', 'bash').getByRole('group', { name: 'Question for call_1' })).toContainText('"cat <<EOF && rm -rf build\\nbody\\nEOF"');
  const rect = await box.boundingBox();
  expect(rect!.height).toBeGreaterThan(40);
  expect(rect!.x + rect!.width).toBeLessThanOrEqual(1280);
});
