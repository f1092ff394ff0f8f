/** Keystroke helpers of the browser-keys section: placing the cursor, typing letters and waiting for the page to settle. */
import type { CDPSession, Page } from '@playwright/test';
import { settledScript, type KeyResult } from './settle-probe.ts';

/** The layer editor's Monaco instance on the open tab. */
export function editorOf(page: Page) {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

/** Opens a layer file's tab and puts the cursor right after the opening quote of the first key on `line` (1-based). */
export async function placeCursorInKey(page: Page, tabName: string, line: number): Promise<void> {
  await page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab', { name: tabName, exact: true }).click();
  const editor = editorOf(page);
  await editor.locator('.view-line').first().waitFor({ timeout: 60_000 });
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  // Home lands on the line's first non-blank character (the key's opening quote); one step right is inside the key.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
}

/** Puts the cursor in the open file `fromEnd` characters before the end of `text`'s first match (Monaco's find widget). */
export async function placeCursorInMatch(page: Page, text: string, fromEnd: number): Promise<void> {
  const editor = editorOf(page);
  await editor.locator('.view-line').first().waitFor({ timeout: 60_000 });
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('ControlOrMeta+f');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  // Escape closes the widget with the match selected; Right puts the cursor at the match's end.
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < fromEnd; i++) await page.keyboard.press('ArrowLeft');
}

/** Waits until the page is settled (see bench/settle-probe.ts). */
export async function waitSettled(page: Page, quietMs: number, timeoutMs: number): Promise<KeyResult> {
  return (await page.evaluate(settledScript(quietMs, timeoutMs))) as KeyResult;
}

/**
 * Waits for the share message to leave on its own (the first edit of a scenario opened by link says the link was
 * taken out of the address bar; the message leaving later would count as a change after some other keystroke).
 */
export async function waitNoShareMessage(page: Page): Promise<void> {
  await page.locator('[aria-label="Share message"]').waitFor({ state: 'detached', timeout: 30_000 });
}

/** Types `count` letters (each makes a key never typed before), returning what each cost once the page settled. */
export async function typeKeys(page: Page, count: number, quietMs: number, cdp?: CDPSession): Promise<{ results: KeyResult[]; taskMs: number[] }> {
  const results: KeyResult[] = [];
  const taskMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = cdp ? await taskSeconds(cdp) : 0;
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    results.push(await waitSettled(page, quietMs, 20_000));
    if (cdp) taskMs.push(((await taskSeconds(cdp)) - before) * 1000);
  }
  return { results, taskMs };
}

/** Chromium's main-thread task time so far (s), over CDP. */
export async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
}
