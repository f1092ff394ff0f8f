import type { Page } from '@playwright/test';
import { expect, openExample, test } from './fixtures.ts';

function probeRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Probes' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('a probe table with one failing expectation shows it failing, with the reason', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await page.getByRole('tab', { name: 'Probes' }).click();
  await expect(page.getByRole('status', { name: 'Probe summary' })).toHaveText('6 probes: 6 pass, 0 fail');

  const form = page.getByRole('form', { name: 'Add a probe' });
  await form.getByLabel('Probe permission').fill('edit');
  await form.getByLabel('Probe input').fill('reports/summary.md');
  await form.getByLabel('Expected action').selectOption('allow');
  await form.getByRole('button', { name: 'Add probe' }).click();

  await expect(page.getByRole('status', { name: 'Probe summary' })).toHaveText('7 probes: 6 pass, 1 fail');
  const row = probeRow(page, 'edit reports/summary.md');
  await expect(row).toContainText('Fail');
  await expect(row).toContainText('Expected allow, got deny (Hidden from the model)');
  await expect(row).toContainText('edit["*"]');
  await expect(row).toContainText(/last of \d+ matching rules/);

  // Fixing the expectation turns the row green.
  await row.getByLabel(/Expected action of probe/).selectOption('deny');
  await expect(page.getByRole('status', { name: 'Probe summary' })).toHaveText('7 probes: 7 pass, 0 fail');
});

test('pasting a list and adding the tester check in one click', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await page.getByRole('tab', { name: 'Probes' }).click();
  await page.getByText('Paste a list of probes').click();
  await page.getByLabel('Probe list').fill('bash npm test => allow\n@plan edit src/x.ts => deny');
  await page.getByRole('button', { name: 'Add pasted probes' }).click();
  await expect(page.getByRole('status', { name: 'Paste result' })).toContainText('Read 2 probes as lines');
  await expect(probeRow(page, 'bash npm test')).toContainText('Expected allow, got ask');
  await expect(probeRow(page, 'edit src/x.ts')).toContainText('Pass');

  // The tester's check is added with the decision it gets now, as a worktree-relative path.
  await page.getByRole('tab', { name: 'Tester' }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('read');
  await page.getByLabel('Path or command').fill('/home/user/project/src/index.ts');
  await page.getByRole('tab', { name: 'Probes' }).click();
  await page.getByRole('button', { name: /Add the tester's check \(read / }).click();
  await expect(probeRow(page, 'read src/index.ts')).toContainText('Pass');
  await expect(page.getByRole('status', { name: 'Probe summary' })).toHaveText('9 probes: 8 pass, 1 fail');
});

test('the diff of two example scenarios lists the decision that changed', async ({ page }) => {
  await openExample(page, /tools\.bash=true with permission\.bash=ask/);
  await page.getByRole('tab', { name: 'Diff' }).click();
  await expect(page.getByRole('status', { name: 'Diff summary' })).toContainText('No differences');
  await page.getByLabel('Compare with').selectOption({ label: 'Example: Project denies what the global config allows' });
  const changed = page.getByRole('table', { name: 'Changed decisions' });
  const npm = changed.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'bash npm test' }) });
  await expect(npm).toContainText('deny (hidden from the model)');
  await expect(npm).toContainText('ask');
  await expect(npm).toContainText('More permissive');
  await expect(npm).toContainText('bash');
  await expect(page.getByRole('table', { name: 'Changed visibilities' })).toContainText('build × bash');
});

test('the matrix shows every agent against every tool', async ({ page }) => {
  await openExample(page, /Project denies what the global config allows/);
  await page.getByRole('tab', { name: 'Matrix' }).click();
  const matrix = page.getByRole('table', { name: 'Agents and tools' });
  const build = matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^build/ }) });
  await expect(build).toContainText('Hidden');
  const plan = matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^plan/ }) });
  await expect(plan).toContainText('Denied; allowed for some inputs');
  await expect(page.getByRole('table', { name: 'Tools and probe inputs' })).toBeVisible();
});
