import { expect, test } from './fixtures.ts';

// The shell-command tester: one row per command the reference's shell tool asks about, each with its own
// decision, the combined outcome, what "always" would store, and what is not asked at all. The parser is
// bundled WASM; the fixture fails the test if loading it requests anything outside the page's origin.
test('a compound command is split into segments, each decided, with the combined outcome', async ({ page }) => {
  // The app and the bundled shell grammar load slowly on a shared, loaded machine.
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('menuitem', { name: /a trailing " \*" makes the arguments optional/ }).click();
  await page.getByRole('tab', { name: 'Tester' }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('bash');
  await page.getByLabel('Path or command').fill('ls -la && rm -rf build; cd src');

  const decision = page.getByRole('status', { name: 'Decision' });
  const asked = decision.getByRole('list', { name: 'Asked patterns' });
  await expect(asked.getByRole('listitem')).toHaveCount(2);
  await expect(asked.getByRole('listitem').filter({ hasText: '"ls -la"' })).toContainText('Allowed');
  await expect(asked.getByRole('listitem').filter({ hasText: '"rm -rf build"' })).toContainText('Denied at execute');
  await expect(asked.getByRole('listitem').filter({ hasText: '"rm -rf build"' })).toContainText('(decides)');
  // The combined outcome: a deny anywhere refuses the whole call.
  await expect(decision.locator('.decision-head')).toContainText('Denied at execute');
  await expect(decision.getByRole('list', { name: 'Always would store' })).toContainText('bash "ls *" allow');
  await expect(decision.getByRole('list', { name: 'Always would store' })).toContainText('bash "rm *" allow');
  await expect(decision.getByRole('list', { name: 'Not asked' })).toContainText('cd src');

  // Walk-arounds the reference really has: a wrapper is its own command, so `rm*` does not see it.
  await page.getByLabel('Path or command').fill('sudo rm -rf build');
  await expect(asked.getByRole('listitem')).toHaveCount(1);
  await expect(asked).toContainText('"sudo rm -rf build"');
  await expect(asked).toContainText('Asks');
});
