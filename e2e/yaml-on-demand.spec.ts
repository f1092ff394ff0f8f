import { encodePermalink } from '../engine/scenario/permalink.ts';
import { expect, test, toolRow } from './fixtures.ts';
import { MARKDOWN_AGENT, holdYamlChunk } from './yaml-chunk.ts';

// js-yaml is a chunk of its own, requested as the page starts (vite.config.ts, app/main.tsx). These journeys hold
// that request back to show what a person sees meanwhile: the first screen of a scenario without markdown is whole,
// and one whose agent lives in a markdown file waits for its parser instead of showing a wrong answer.

test('the default example paints whole while the YAML parser is still on its way', async ({ page }) => {
  const yaml = await holdYamlChunk(page);
  await page.goto('/');
  await expect(toolRow(page, 'bash')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tools' }).getByRole('row')).not.toHaveCount(1);
  // The page asked for the parser at once, beside the first render, and did not wait for it.
  expect(yaml.requests()).toBe(1);
  yaml.release();
});

test('a link to an agent written in markdown waits for the YAML parser, then shows that agent’s rules', async ({ page }) => {
  const yaml = await holdYamlChunk(page);
  await page.goto(`/${encodePermalink(MARKDOWN_AGENT)}`);
  // Meanwhile the page shows either the loading line (a render on this thread waits for the parser) or the right
  // answer (the analysis worker has its own copy of js-yaml): never an answer read without the agent's frontmatter.
  const loading = page.getByText('Loading…', { exact: true });
  const reviewerAnswer = toolRow(page, 'edit').filter({ hasText: 'Hidden from the model' });
  await expect(loading.or(reviewerAnswer)).toBeVisible();
  yaml.release();
  await expect(toolRow(page, 'edit')).toContainText('Hidden from the model');
  await expect(toolRow(page, 'bash')).toContainText('Allowed');
  expect(yaml.requests()).toBe(1);
});
