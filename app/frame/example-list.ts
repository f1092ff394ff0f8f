/** The built-in examples, loaded after the first paint (which has only the first scenario): the Examples menu's list. */
export { EXAMPLES } from '../../engine/index.ts';
export { findOpenExample } from './find-open-example.ts';
