/**
 * What the page needs to read a worker's answer: the sliced graph's reviver and the wire form's reader. Loaded when the
 * worker starts (a small scenario never starts it), so neither is in the first paint.
 */
export { deadlineIn, GraphReviver, takeIn } from '../sliced-graph.ts';
export { fromWireAnalysis } from './wire-analysis.ts';
export { NodeTable } from '../node-table.ts';
