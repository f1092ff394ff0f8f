/** Configs nested thousands of levels deep, for the tests that check every stage reads them as the CLI does. */

/** A value nested `depth` levels deep: objects and arrays in turn (`{"k": [{"k": [ … ]}]}`), `leaf` at the bottom. */
export function deepValueText(depth: number, leaf = '"bottom"'): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level++) {
    open += level % 2 === 0 ? '{"k": ' : '[';
  }
  for (let level = depth - 1; level >= 0; level--) close += level % 2 === 0 ? '}' : ']';
  return `${open}${leaf}${close}`;
}

/** Permission rules whose decisions a deep config must not change. */
export const FLAT_PERMISSION = '{"bash": {"*": "ask", "git *": "allow", "rm *": "deny"}, "edit": "deny", "webfetch": "allow"}';

/**
 * A config with the flat permission rules and, when `depth` > 0, a value nested that deep inside an agent's options
 * and (unless `isInProvider` is false) a provider's options (so the whole config nests `depth` + 3 levels deep).
 */
export function deepConfigText(depth: number, isInProvider = true): string {
  if (depth === 0) return `{"permission": ${FLAT_PERMISSION}, "agent": {"build": {"options": {"x": 1}}}, "provider": {"x": {"options": {"y": 1}}}}`;
  const deep = deepValueText(depth);
  const provider = isInProvider ? deep : '1';
  return `{"permission": ${FLAT_PERMISSION},\n"agent": {"build": {"options": {"x": ${deep}}}},\n"provider": {"x": {"options": {"y": ${provider}}}}}`;
}
