/** Probes written as `[@agent] permission input [=> action]` lines that parseProbeList reads back exactly. */
import type { Probe } from '../scenario/scenario.ts';

/** Control characters, and the separators that would make a line read as TSV or CSV. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function needsQuotes(input: string): boolean {
  return input === '' || input !== input.trim() || input.startsWith('"') || input.includes('=>') || UNSAFE.test(input);
}

/** A name (agent or permission) that would not read back as one bare word, or would start a comment, an `@` or JSON. */
function needsQuotedName(name: string): boolean {
  return name === '' || /\s/.test(name) || /^["@#[{]|^\/\//.test(name) || name.includes('=>') || name.includes(',') || UNSAFE.test(name);
}

/** A JSON string with every control character escaped (JSON.stringify leaves DEL, C1 and U+2028 raw). */
function quote(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function quoteName(name: string): string {
  return needsQuotedName(name) ? quote(name) : name;
}

/**
 * Writes probes as `[@agent] permission input [=> action]` lines that parseProbeList reads back to
 * the same probes: any part that would be ambiguous bare (spaces, tabs, control characters, `=>`,
 * a leading `"`, `@`, `#`, `//`, `[` or `{`) is written as a JSON string.
 */
export function formatProbeList(probes: readonly Probe[]): string {
  return probes
    .map((p) => {
      const input = needsQuotes(p.input) ? quote(p.input) : p.input;
      return `${p.agent ? `@${quoteName(p.agent)} ` : ''}${quoteName(p.permission)} ${input}${p.expect ? ` => ${p.expect}` : ''}`;
    })
    .join('\n');
}
