// The engine's applyFix, with the verifier and the scenario diff it sits beside: fix-slice loads this module when
// the Fix dialog opens (the only place a proposal is applied from), so none of it weighs on the first paint.
export { applyFix } from '../../../engine/index.ts';
