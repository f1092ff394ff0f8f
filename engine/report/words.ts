/** The product's short words for outcomes, in one place for the CLI and every view. */
import type { Direction } from '../compare/diff-direction.ts';
import type { MatrixStatus } from '../compare/matrix.ts';
import type { RuleAction } from '../permission/rule.ts';

/** A matrix cell's status in one word. */
export const MATRIX_WORDS: Readonly<Record<MatrixStatus, string>> = { hidden: 'Hidden', denied: 'Denied', asks: 'Asks', allowed: 'Allowed' };

/** What some inputs get, as the tail of "<action> for some inputs". */
export const SOME_INPUT_WORDS: Readonly<Record<RuleAction, string>> = { allow: 'allowed', ask: 'asks', deny: 'denied' };

/** Which way a change moves a decision. */
export const DIRECTION_WORDS: Readonly<Record<Direction, string>> = { more: 'More permissive', less: 'Less permissive', same: 'Same strength', unclear: 'Depends on the input' };
