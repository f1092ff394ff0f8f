import { MATRIX_WORDS, SOME_INPUT_WORDS, type MatrixCell } from '../../engine/index.ts';

/** A cell as text: the status, then what some inputs get (`Allowed; denied for some inputs`). */
export function toCellText(cell: MatrixCell): string {
  const some = cell.someInputs.map((a) => `${SOME_INPUT_WORDS[a]} for some inputs`);
  return [MATRIX_WORDS[cell.status], ...some].join('; ');
}
