import { expect, toolRow, openExample, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('an example opens from the Examples menu and the Tools table tells hidden from denied', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  const edit = toolRow(page, 'edit');
  await expect(edit).toContainText('Hidden from the model');
  await expect(edit).not.toContainText('Denied at execute');
  await expect(edit).toContainText('edit["*"]');
  await expect(edit.getByRole('button', { name: /agentforge\.json:\d+:\d+/ })).toBeVisible();
  // git status is allowed by an earlier rule, but bash["*"] comes later: every command asks.
  const bash = toolRow(page, 'bash');
  await expect(bash).toContainText('Asks');
  await expect(bash).not.toContainText('Hidden from the model');
  await expect(page.getByRole('contentinfo')).toContainText(/\d+ layers? read, \d+ skipped · \d+ warnings? · analysed in [\d.]+ ms/);
});

test('the tester decides a command and a path as you type, with the rule that won', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await page.getByRole('tab', { name: 'Tester' }).click();
  const decision = page.getByRole('status', { name: 'Decision' });

  await page.getByRole('combobox', { name: 'Permission' }).fill('bash');
  await page.getByLabel('Path or command').fill('git status');
  await expect(decision).toContainText('Asks');
  await expect(decision).toContainText('bash["*"]');
  await expect(decision).toContainText('overridden by a later rule');
  await expect(decision).toContainText('bash["git status"]');

  // The shell parser (bundled wasm, loaded lazily) splits a compound command and asks about each part.
  await page.getByLabel('Path or command').fill('git status && rm -rf /tmp/build-x');
  const asked = decision.getByRole('list', { name: 'Asked patterns' });
  await expect(asked).toContainText('"git status"');
  await expect(asked).toContainText('"rm -rf /tmp/build-x"');
  await expect(asked).toContainText('external_directory');

  await page.getByRole('combobox', { name: 'Permission' }).fill('read');
  await page.getByLabel('Path or command').fill('/home/user/project/src/index.ts');
  await expect(decision).toContainText('Allowed');
  await expect(decision).toContainText('"src/index.ts"');
  await expect(decision).toContainText('relative to the worktree');

  await page.getByRole('combobox', { name: 'Permission' }).fill('webfetch');
  await page.getByLabel('Path or command').fill('https://example.test');
  await expect(decision).toContainText('Allowed');
});

test('switching the Agent to plan denies edits at execute', async ({ page }) => {
  await openExample(page, /Project denies what the global config allows/);
  await expect(toolRow(page, 'edit')).toContainText('Allowed');
  await expect(toolRow(page, 'bash')).toContainText('Hidden from the model');
  await page.getByLabel('Agent', { exact: true }).selectOption('plan');
  const edit = toolRow(page, 'edit');
  await expect(edit).toContainText('Denied at execute');
  await expect(edit).toContainText('built-in rule of the plan agent');
});

test('narrowing the request hides bash from the model, naming this request', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await expect(toolRow(page, 'bash')).toContainText('Asks');
  await page.getByRole('button', { name: /Narrow this request/ }).click();
  await page.getByRole('group', { name: 'Narrow this request' }).getByLabel('bash', { exact: true }).selectOption('off');
  const bash = toolRow(page, 'bash');
  await expect(bash).toContainText('Hidden from the model');
  await expect(bash).toContainText('this request');
  await page.getByRole('tab', { name: 'Rules' }).click();
  const rules = page.getByRole('table', { name: 'Effective rules' });
  await expect(rules).toContainText('session rule');
  // bash["git status"] allow comes before bash["*"] ask: it can never win.
  await expect(rules.getByRole('row').filter({ hasText: 'bash["git status"]' })).toContainText(/can never win: covered by #\d+/);
});

test('the merged view badges values with the layer that set them', async ({ page }) => {
  await openExample(page, /Project denies what the global config allows/);
  await page.getByRole('tab', { name: 'Merged' }).click();
  const merged = page.getByRole('region', { name: 'Merged config' });
  await expect(merged).toContainText('set by');
  await expect(merged).toContainText('overrode');
});

test('the result tabs move with the arrow keys', async ({ page }) => {
  await page.getByRole('tab', { name: 'Tools' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Tester' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Tester' })).toHaveAttribute('aria-selected', 'true');
  const tabs = page.getByRole('tablist', { name: 'Results' }).getByRole('tab');
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Tools' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toBeFocused();
});

test('the Examples menu works from the keyboard, and the example opened keeps its lesson in view', async ({ page }) => {
  // The first scenario's lesson is there at once; the other examples load after the first paint.
  await expect(page.getByRole('note', { name: 'Example lesson' })).toContainText('the last match wins');
  const button = page.getByRole('button', { name: 'Examples' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Examples' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  const title = (await menu.getByRole('menuitem').nth(1).locator('.menu-item-title').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByRole('note', { name: 'Example lesson' })).toContainText('tools.bash=true');
  expect(title).toContain('tools.bash=true');
});

test('a GPT-style model gets apply_patch instead of edit and write, and the model stays as typed while a file is edited', async ({ page }) => {
  const model = page.getByRole('combobox', { name: 'Model' });
  const tools = page.getByRole('table', { name: 'Tools' });
  // The edit row's header names the tool, then the note when this model is not offered it.
  const editRow = tools.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^edit\b/ }) });
  const replaced = 'not offered to this model: it gets apply_patch';
  await expect(editRow).toBeVisible();
  await expect(editRow).not.toContainText(replaced);
  await expect(toolRow(page, 'apply_patch')).toHaveCount(0);

  await model.fill('openai/gpt-5');
  await expect(page.getByText('GPT-style: apply_patch instead of edit/write')).toBeVisible();
  await expect(editRow).toContainText(replaced);
  await expect(toolRow(page, 'apply_patch')).toBeVisible();
  // A keystroke in a layer makes a new scenario: the field keeps the model and the table its answer.
  const editor = page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' ');
  await expect(model).toHaveValue('openai/gpt-5');
  await expect(editRow).toContainText(replaced);

  await model.fill('');
  await expect(page.getByText('edit and write (no apply_patch)')).toBeVisible();
  await expect(editRow).not.toContainText(replaced);
  await expect(toolRow(page, 'apply_patch')).toHaveCount(0);
});
