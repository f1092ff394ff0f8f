import { expect, openExample, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('the Rules view says where a path pattern is not a glob, with the input that shows it', async ({ page }) => {
  await openExample(page, /^Pitfall: \* crosses \//);
  await page.getByRole('tab', { name: 'Rules' }).click();
  const rules = page.getByRole('table', { name: 'Effective rules' });
  const src = rules.getByRole('row').filter({ hasText: 'src/*' });
  await expect(src.getByRole('note', { name: /Glob reading of rule #\d+/ })).toContainText('matches "src/deep/nested/file.ts" here, which a glob would not');
  const pem = rules.getByRole('row').filter({ hasText: '**/*.pem' });
  await expect(pem.getByRole('note', { name: /Glob reading of rule #\d+/ })).toContainText('does not match "server.pem" here, which a glob would');
});

test("the tester says when its input is read otherwise than a glob would", async ({ page }) => {
  await openExample(page, /^Pitfall: \* crosses \//);
  await page.getByRole('tab', { name: 'Tester' }).click();
  const decision = page.getByRole('status', { name: 'Decision' });
  await page.getByRole('combobox', { name: 'Permission' }).fill('edit');
  await page.getByLabel('Path or command').fill('src/a/b.ts');
  await expect(decision.getByRole('note', { name: /Glob reading of rule #\d+/ })).toContainText('edit["src/*"]');
  await expect(decision.getByRole('note', { name: /Glob reading of rule #\d+/ })).toContainText('matches "src/a/b.ts" here, which a glob would not');
  await page.getByLabel('Path or command').fill('src/a.ts');
  await expect(decision.getByRole('note')).toHaveCount(0);
});
