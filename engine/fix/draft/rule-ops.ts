/** One rule edit on a writable document, in its own format (JSONC text or markdown frontmatter), as the text after the edit. */
import { insertProperty, jsonKind, jsonNodeAt, moveProperty, removeProperty, renameProperty, replaceJsonValue, setJsonValue } from '../edit/json-edit.ts';
import { mdAddRule, mdRemoveRule, mdRenameKey, mdSetAction } from '../edit/md-edit.ts';
import { siteEntry, type RuleSite, type WritableDoc } from '../ownership.ts';

/** The text after adding `pattern: action` as the last rule of `perm` in the permission map at `mapPath`; null when it cannot be written there. */
export function addRuleText(doc: WritableDoc, mapPath: readonly string[], perm: string, pattern: string, action: string): string | null {
  if (doc.format === 'md') return mdAddRule(doc.text, perm, pattern, action);
  const path = [...mapPath, perm];
  const value = JSON.stringify(action);
  switch (jsonKind(doc.text, path)) {
    case 'object':
      return insertProperty(doc.text, path, pattern, value);
    case 'string': {
      if (pattern === '*') return null;
      const old = jsonNodeAt(doc.text, path)!;
      const oldText = doc.text.slice(old.offset, old.offset + old.length);
      return replaceJsonValue(doc.text, path, `{ "*": ${oldText}, ${JSON.stringify(pattern)}: ${value} }`);
    }
    case 'missing': {
      const entry = pattern === '*' ? value : `{ ${JSON.stringify(pattern)}: ${value} }`;
      if (jsonKind(doc.text, mapPath) === 'object') return insertProperty(doc.text, mapPath, perm, entry);
      return setJsonValue(doc.text, path, pattern === '*' ? action : { [pattern]: action });
    }
    default:
      return null;
  }
}

/** The text after setting a rule's action in place. */
export function setActionText(site: RuleSite, action: string): string | null {
  if (site.doc.format === 'md') return site.offset === undefined ? null : mdSetAction(site.doc.text, site.offset, action);
  const { container, key } = siteEntry(site);
  return replaceJsonValue(site.doc.text, [...container, key], JSON.stringify(action));
}

/** The text without the rule. */
export function removeRuleText(site: RuleSite): string | null {
  if (site.doc.format === 'md') return site.offset === undefined ? null : mdRemoveRule(site.doc.text, site.offset);
  const { container, key } = siteEntry(site);
  return removeProperty(site.doc.text, [...container, key]);
}

/** The text with the rule's pattern key renamed in place (JSON pattern maps and markdown). */
export function renamePatternText(site: RuleSite, pattern: string): string | null {
  if (site.pattern === undefined) return null;
  if (site.doc.format === 'md') return site.offset === undefined ? null : mdRenameKey(site.doc.text, site.offset, pattern);
  return renameProperty(site.doc.text, [...site.mapPath, site.perm, site.pattern], pattern);
}

/** The text with the rule's key moved to the end (or the start) of its object, optionally with a new action (JSON only). */
export function moveRuleText(site: RuleSite, toStart: boolean, action?: string): string | null {
  if (site.doc.format === 'md') return null;
  const { container, key } = siteEntry(site);
  const moved = moveProperty(site.doc.text, container, key, toStart);
  if (moved === null || action === undefined) return moved;
  return replaceJsonValue(moved, [...container, key], JSON.stringify(action));
}

/** A readable name for where a rule goes: `permission.bash in /p/agentforge.json`, `agent.plan.permission.edit in ...`. */
export function placeLabel(doc: WritableDoc, mapPath: readonly string[], perm: string): string {
  if (doc.format === 'md') return `permission.${perm} in ${doc.ref.path} (agent ${doc.agent ?? '?'})`;
  const map = mapPath.length ? `${mapPath.join('.')}.${perm}` : perm;
  return `${map} in ${doc.ref.env ?? doc.ref.path}`;
}
