import { expect, openExample, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('the Rules view says where a path pattern is not a glob, with the input that shows it', async ({ page }) => {
  await openExample(page, /\* crosses \//);
  await page.getByRole('tab', { name: 'Rules' }).click();
  const rules = page.getByRole('table', { name: 'Effective rules' });
  const src = rules.getByRole('row').filter({ hasText: 'src/*' });
  await expect(src.getByRole('note', { name: /Glob reading of rule #\d+/ })).toContainText('matches "src/deep/nested/file.ts" here, which a glob would not');
  const pem = rules.getByRole('row').filter({ hasText: '**/*.pem' });
  await expect(pem.getByRole('note', { name: /Glob reading of rule #\d+/ })).toContainText('does not match "server.pem" here, which a glob would');
});
