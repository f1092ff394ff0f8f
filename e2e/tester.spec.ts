import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The Tester normalises a typed argument the way the reference's tools do (engine/ask/compared-input.ts), shows the
// external_directory request a file tool asks first beside the tool's own, names paths the scenario does not know,
// takes multi-line commands unchanged, and words every outcome in the selected run mode.

interface BashVector {
  readonly id: string;
  readonly input: { readonly command: string };
  readonly expected: { readonly requests?: readonly { readonly permission: string; readonly patterns: readonly string[] }[] };
}
const VECTORS: readonly BashVector[] = readFileSync(join(process.cwd(), '..', 'shared', 'shell', 'bash.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as BashVector);
const vector = (id: string): BashVector => VECTORS.find((v) => v.id === id)!;

async function openTester(page: Page, permission: string): Promise<void> {
  // Loading the app and the shell grammar on a shared, loaded machine takes more than the default minute.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tester', exact: true }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill(permission);
}

const decision = (page: Page) => page.getByRole('status', { name: 'Decision' });

test('a file path: no ~ expansion for the read tool, the external_directory decision beside read, and a path the scenario does not know', async ({ page }) => {
  await openTester(page, 'read');
  const input = page.getByLabel('Path or command');
  await input.fill('~/notes/todo.md');
  await expect(decision(page).locator('.compared')).toContainText('"~/notes/todo.md"');
  await expect(decision(page).locator('.compared')).toContainText('does not expand "~"');
  await expect(decision(page).getByRole('note', { name: 'External directory decision' })).toHaveCount(0);

  await input.fill('/etc/passwd');
  await expect(decision(page).locator('.compared')).toContainText('"../../../etc/passwd"');
  const outside = decision(page).getByRole('note', { name: 'External directory decision' });
  await expect(outside).toContainText('external_directory');
  await expect(outside).toContainText('"/etc/*"');
  await expect(outside).toContainText('Asks');
  // read itself is allowed by the example's read rule; both are on screen, the tool's own decision first.
  await expect(decision(page).locator('.decision-head')).toContainText('Allowed');
  await expect(decision(page).getByRole('note', { name: 'Not in the scenario' })).toContainText('"/etc/passwd" is not among the scenario');
  const head = await decision(page).locator('.decision-head').boundingBox();
  const side = await outside.boundingBox();
  expect(head && side && side.y > head.y).toBe(true);
  expect(side!.x + side!.width).toBeLessThanOrEqual(1280);

  // external_directory: "~" is the home folder, as the shell tool expands it.
  await page.getByRole('combobox', { name: 'Permission' }).fill('external_directory');
  await input.fill('~/notes/*');
  await expect(decision(page).locator('.compared')).toContainText('"/home/user/notes/*"');
});

test('cd /tmp says /tmp is not in the scenario, so its parent is asked', async ({ page }) => {
  await openTester(page, 'bash');
  await page.getByLabel('Path or command').fill('cd /tmp');
  const unknown = decision(page).getByRole('list', { name: 'Not in the scenario' });
  await expect(unknown).toContainText('"/tmp" is not among the scenario');
  await expect(unknown).toContainText('"/*"');
  await expect(unknown).toContainText('"/tmp/*"');
});

test('multi-line commands reach the shell analysis unchanged: a heredoc and a multi-line && chain', async ({ page }) => {
  await openTester(page, 'bash');
  const box = page.getByRole('textbox', { name: 'Path or command' });
  await expect(box).toHaveJSProperty('tagName', 'TEXTAREA');
  const asked = decision(page).getByRole('list', { name: 'Asked patterns' });

  // A heredoc as the reference vectors have it: each pattern the shell tool asks, line breaks kept.
  for (const id of ['bash-121', 'bash-120', 'bash-085']) {
    const v = vector(id);
    await box.fill(v.input.command);
    const patterns = (v.expected.requests ?? []).flatMap((r) => r.patterns);
    await expect(asked.getByRole('listitem')).toHaveCount(patterns.length);
    for (const p of patterns) await expect(asked).toContainText(JSON.stringify(p));
  }

  // Typed: Enter adds a line instead of doing anything else.
  await box.fill('');
  await box.click();
  await page.keyboard.type('git status &&');
  await page.keyboard.press('Enter');
  await page.keyboard.type('  rm -rf build');
  await expect(box).toHaveValue('git status &&\n  rm -rf build');
  await expect(asked.getByRole('listitem')).toHaveCount(2);
  // The example's bash "*" ask comes last, so each command asks on its own line.
  await expect(asked.getByRole('listitem').filter({ hasText: '"git status"' })).toContainText('Asks');
  await expect(asked.getByRole('listitem').filter({ hasText: '"rm -rf build"' })).toContainText('Asks');

  // Legible: the box shows more than one line and spans most of the row.
  const rect = await box.boundingBox();
  const input = await page.getByRole('combobox', { name: 'Permission' }).boundingBox();
  expect(rect!.height).toBeGreaterThan(input!.height * 1.3);
  const panel = await decision(page).boundingBox();
  expect(rect!.width).toBeGreaterThan(panel!.width * 0.6);
  expect(rect!.x + rect!.width).toBeLessThanOrEqual(1280);
});

test('the words follow the run mode: an ask in non-interactive run is rejected, with no promise of an answer', async ({ page }) => {
  await openTester(page, 'bash');
  await page.getByLabel('Path or command').fill('git push');
  const head = decision(page).locator('.decision-head');
  await expect(head).toContainText('work continues after the answer');
  await page.getByRole('combobox', { name: 'Run mode' }).selectOption({ label: 'non-interactive run' });
  await expect(head).toContainText('Rejected');
  await expect(head).not.toContainText('work continues after the answer');
  await expect(head).toContainText('rejects the call');
  await page.getByRole('combobox', { name: 'Run mode' }).selectOption({ label: '--auto' });
  await expect(head).toContainText('Allowed once');
  await expect(head).not.toContainText('work continues after the answer');
});
