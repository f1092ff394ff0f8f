// An esbuild plugin for the CLI's build: an import from a door (a module of re-exports only, such as engine/index.ts)
// becomes imports from the modules that define the names. The source keeps its one door; the bundle then starts only
// the engine modules a command really uses (a door's init would start every module it re-exports).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The module that defines `name`, following `export { a as b } from` and `export * from` from `file` on. */
function defineSite(file, name, seen = new Set()) {
  const key = `${file}\0${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const stars = [];
  for (const s of source.statements) {
    if (!ts.isExportDeclaration(s) || s.isTypeOnly) continue;
    const from = s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? resolve(dirname(file), s.moduleSpecifier.text) : null;
    if (!s.exportClause) {
      if (from) stars.push(from);
      continue;
    }
    if (!ts.isNamedExports(s.exportClause)) continue;
    for (const e of s.exportClause.elements) {
      if (e.isTypeOnly || e.name.text !== name) continue;
      const local = (e.propertyName ?? e.name).text;
      return from ? defineSite(from, local, seen) ?? { file: from, name: local } : { file, name };
    }
  }
  for (const from of stars) {
    const site = defineSite(from, name, seen);
    if (site) return site;
  }
  return hasOwnExport(source, name) ? { file, name } : null;
}

function hasOwnExport(source, name) {
  return source.statements.some((s) => ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) && (s.name?.text === name || (ts.isVariableStatement(s) && s.declarationList.declarations.some((d) => d.name.text === name))));
}

/** `file`'s text with each value import from one of `doors` replaced by imports from the defining modules. */
export function rewriteDoorImports(file, text, doors) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const edits = [];
  for (const s of source.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const door = resolve(dirname(file), s.moduleSpecifier.text);
    const clause = s.importClause;
    if (!doors.includes(door) || !clause || clause.isTypeOnly || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const byFile = new Map();
    for (const e of clause.namedBindings.elements) {
      if (e.isTypeOnly) continue;
      const site = defineSite(door, (e.propertyName ?? e.name).text);
      if (!site) throw new Error(`${file}: ${(e.propertyName ?? e.name).text} is not exported by ${door}`);
      const names = byFile.get(site.file) ?? [];
      names.push(site.name === e.name.text ? site.name : `${site.name} as ${e.name.text}`);
      byFile.set(site.file, names);
    }
    const lines = [...byFile].map(([target, names]) => {
      const path = relative(dirname(file), target).split(sep).join('/');
      return `import { ${names.join(', ')} } from '${path.startsWith('.') ? path : `./${path}`}';`;
    });
    edits.push({ start: s.getStart(source), end: s.getEnd(), text: lines.join(' ') });
  }
  return edits.reverse().reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
}

/** The plugin: TypeScript files under `under` get their door imports rewritten (see rewriteDoorImports). */
export function doorImports({ under, doors }) {
  return {
    name: 'door-imports',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(under + sep) || args.path.endsWith('.test.ts')) return undefined;
        return { contents: rewriteDoorImports(args.path, readFileSync(args.path, 'utf8'), doors), loader: 'ts' };
      });
    },
  };
}
