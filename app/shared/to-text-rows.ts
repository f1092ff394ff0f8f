/** How many rows a command box shows: one per line of the text, at least 2 and at most `max`, so a pasted heredoc stays readable. */
export function toTextRows(text: string, max = 10): number {
  let lines = 1;
  for (let i = 0; i < text.length && lines <= max; i++) if (text.charCodeAt(i) === 10) lines++;
  return Math.min(max, Math.max(2, lines));
}
