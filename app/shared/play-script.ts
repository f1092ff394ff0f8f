// The engine's replay of the Simulator's script (the ask flow played call by call): use-approvals loads this
// module the first time the script has a step, so none of it weighs on the first paint (the script starts empty).
export { playScript } from '../../engine/index.ts';
