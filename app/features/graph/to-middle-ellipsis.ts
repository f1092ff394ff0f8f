/**
 * Shortens text to at most `max` characters by cutting its middle, keeping what names it: for a path, the file
 * name whole and as much of the start as fits (`~/.config/…/agentforge.jsonc`); for other text, its start and end.
 * Text that fits is returned as it is; a file name longer than `max` keeps its own start and end.
 */
export function toMiddleEllipsis(text: string, max: number): string {
  const chars = [...text];
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : chars.length;
  if (chars.length <= limit) return text;
  if (limit === 1) return '…';
  const cut = (s: readonly string[], room: number) => {
    const head = Math.ceil((room - 1) / 2);
    return [...s.slice(0, head), '…', ...s.slice(s.length - (room - 1 - head))].join('');
  };
  const slash = Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\'));
  if (slash < 0) return cut(chars, limit);
  const name = [...text.slice(slash)];
  // Room for at least one character of the start, the ellipsis and the separator with the file name.
  if (name.length + 2 > limit) return cut(chars, limit);
  const head = chars.slice(0, limit - name.length - 1);
  return `${head.join('')}…${name.join('')}`;
}
