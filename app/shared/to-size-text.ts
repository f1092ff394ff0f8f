/** A size in people's units: `812 KB`, `5.3 MB` (characters counted as bytes). */
export function toSizeText(chars: number): string {
  if (chars < 1_000_000) return `${Math.max(1, Math.round(chars / 1000))} KB`;
  return `${(chars / 1_000_000).toFixed(1)} MB`;
}
