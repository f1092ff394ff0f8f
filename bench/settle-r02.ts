/**
 * The real 706-rule config r02 (one 43 kB file), opened through a permalink: keystroke → page settled (see
 * bench/settle-probe.ts), letters typed into its last bash pattern (`"zstd -d*"`, before the `*`). Each letter makes a
 * pattern never typed before, and the Tools table's bash row names it as its "allowed for" witness, so every
 * keystroke changes the page outside the editor.
 */
import type { Page } from '@playwright/test';
import { realConfigLink } from './browser.ts';
import type { Row } from './report.ts';
import { toFirstKeysRow, toSettleRow } from './settle-row.ts';
import { placeCursorInMatch, typeKeys, waitNoShareMessage, waitSettled } from './type-keys.ts';

/** r02: keystroke → page settled within this at p95 (issue #31: a frame). */
export const MAX_SETTLE_R02_P95_MS = 16;
const KEYS = 30;
const WARMUP_KEYS = 2;
const QUIET_MS = 300;
/** Keystrokes shown one by one in the reading row: the first ones after opening run while V8 still optimizes their code. */
const FIRST_KEYS = 4;
const SECTION = 'browser-keys';

/** Types into r02's last bash pattern and reports keystroke → page settled; `what` says what "settled" counts. */
export async function measureR02Settled(page: Page, base: string, what: string): Promise<{ rows: Row[]; data: unknown }> {
  const link = realConfigLink();
  if (!link) return { rows: [{ section: SECTION, measure: 'real config r02: keystroke → page settled', result: 'not found (set SHARED_DIR)', pass: null }], data: {} };
  await page.goto(base + link);
  await page.getByRole('table', { name: 'Tools' }).waitFor({ timeout: 60_000 });
  // Before the `*` of `"zstd -d*"`.
  await placeCursorInMatch(page, '"zstd -d*"', 2);
  await waitSettled(page, QUIET_MS, 60_000);
  await typeKeys(page, WARMUP_KEYS, QUIET_MS);
  await waitNoShareMessage(page);
  await waitSettled(page, QUIET_MS, 20_000);
  const { results } = await typeKeys(page, KEYS, QUIET_MS);
  const row = toSettleRow(SECTION, `real config r02 (706 rules, one 43 kB file): keystroke → page settled (${what}; ${KEYS} editor keys)`, results, { p95Ms: MAX_SETTLE_R02_P95_MS });
  const first = toFirstKeysRow(SECTION, `real config r02: the same keystrokes, the first ${FIRST_KEYS} after opening one by one, then the rest, then the ones at or above the p95 by their place (for reading the row above)`, results, FIRST_KEYS);
  return { rows: [row, first], data: { keys: results } };
}
