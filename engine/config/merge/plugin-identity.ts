/**
 * The identity the reference de-duplicates plugins by: the exact URL for `file://` specs, else the package name
 * npm-package-arg finds in the spec, else the whole spec. Written from npm-package-arg's documented rules:
 * - `name`, `name@version|range|tag`, `@scope/name@…` name a registry package;
 * - `alias@npm:real@1` is named `alias`; a bare `npm:real@1` has no name and the reference takes the aliased `real`;
 * - URLs (`git+ssh://…`, `https://…`, `github:o/r`), scp-like git (`git@host:o/r`), paths and `o/r` shorthands
 *   have no name, so the whole spec is the identity (two different git URLs are two plugins);
 * - a spec npm-package-arg refuses (an invalid name or tag) also falls back to the whole spec.
 */

const URL_LIKE = /^(?:git[+])?[a-z]+:/i;
const SCP_GIT = /^[^@]+@[^:.]+\.[^:]+:.+$/i;
const FILE_TYPE = /[.](?:tgz|tar\.gz|tar)$/i;
const FILE_SPEC = /^(?:[.]|~[/]|[/]|[a-zA-Z]:)/;
const SCOPED = /^(?:@([^/]+?)[/])?([^/]+?)$/;
/** Characters a semver range may use; a registry spec made of others must be a URL-safe tag. */
const RANGE_CHARS = /^[\sA-Za-z0-9.*^~<>=|+-]*$/;

/** validate-npm-package-name's `validForOldPackages`: the names npm-package-arg accepts. */
function isValidOldName(name: string): boolean {
  if (name.length === 0 || name.startsWith('.') || name.startsWith('_') || name.trim() !== name) return false;
  if (name.toLowerCase() === 'node_modules' || name.toLowerCase() === 'favicon.ico') return false;
  if (encodeURIComponent(name) === name) return true;
  const m = SCOPED.exec(name);
  if (!m || m[1] === undefined) return false;
  const [, user = '', pkg = ''] = m;
  return encodeURIComponent(user) === user && encodeURIComponent(pkg) === pkg;
}

/** True when npm-package-arg would accept `spec` after a name (it throws on a tag that is not URL-safe). */
function isAcceptedSpec(spec: string): boolean {
  if (FILE_SPEC.test(spec) || /^file:/i.test(spec) || URL_LIKE.test(spec) || spec.includes('/') || FILE_TYPE.test(spec)) return true;
  const trimmed = spec.trim();
  return encodeURIComponent(trimmed) === trimmed || RANGE_CHARS.test(trimmed);
}

/** The package name of a bare `npm:` alias: the aliased registry package's name, if it has one. */
function aliasTarget(rest: string): string | undefined {
  if (rest.startsWith('npm:')) return undefined; // nested aliases are refused
  const name = packageName(rest);
  if (name === undefined) return undefined;
  const version = rest.slice(name.length + 1);
  // Only registry specifiers may be aliased.
  return version === '' || !(URL_LIKE.test(version) || version.includes('/') || FILE_SPEC.test(version)) ? name : undefined;
}

/** The name npm-package-arg gives `spec`, or undefined when it gives none (or refuses the spec). */
export function packageName(spec: string): string | undefined {
  const at = spec.indexOf('@', 1);
  const namePart = at > 0 ? spec.slice(0, at) : spec;
  if (URL_LIKE.test(spec) || SCP_GIT.test(spec)) return undefined;
  if (!namePart.startsWith('@') && (namePart.includes('/') || FILE_TYPE.test(namePart))) return undefined;
  if (at > 0) {
    const rest = spec.slice(at + 1) || '*';
    const accepted = /^npm:/i.test(rest) ? aliasTarget(rest.slice(4)) !== undefined : isAcceptedSpec(rest);
    return isValidOldName(namePart) && accepted ? namePart : undefined;
  }
  return isValidOldName(spec) ? spec : undefined;
}

/** The de-duplication identity of a plugin specifier string. */
export function pluginIdentityOf(specifier: string): string {
  if (specifier.startsWith('file://')) return specifier;
  if (/^npm:/i.test(specifier)) return aliasTarget(specifier.slice(4)) ?? specifier;
  return packageName(specifier) ?? specifier;
}
