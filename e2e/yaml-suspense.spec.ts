import { encodePermalink } from '../engine/scenario/permalink.ts';
import { expect, test, toolRow } from './fixtures.ts';
import { MARKDOWN_AGENT, holdYamlChunk } from './yaml-chunk.ts';

// Without the analysis worker (one that cannot start), the page analyses on its own thread: a scenario
// whose agent lives in a markdown file then waits for js-yaml's chunk, showing "Loading…", and answers once it is there.
test('with no analysis worker, a markdown agent’s link shows Loading… until the YAML parser is there, then its rules', async ({ page }) => {
  // A page whose analysis worker cannot start (a policy, a crash): the page runs every analysis itself.
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        if (options?.name === 'analysis') throw new DOMException('refused by the test', 'SecurityError');
        super(url, options);
      }
    };
  });
  const yaml = await holdYamlChunk(page);
  await page.goto(`/${encodePermalink(MARKDOWN_AGENT)}`);
  await expect(page.getByText('Loading…', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tools' })).toHaveCount(0);
  yaml.release();
  await expect(toolRow(page, 'edit')).toContainText('Hidden from the model');
  await expect(toolRow(page, 'bash')).toContainText('Allowed');
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
});
