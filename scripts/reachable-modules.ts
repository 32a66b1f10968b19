// Lists the app's own modules an entry imports, directly or not, that reach the browser: type-only imports aside, and
// *.server.ts modules (with what only they import), which React Router keeps out of the browser's bundle. With
// `lazy`, also what it imports with import() and what those import. scripts/storefront-chunks.ts groups them into
// the browser's files. A feature's face (web/features/**/index.ts) is resolved as the build resolves it
// (scripts/feature-faces.ts): through a face only the modules defining the names imported are reached, so a page using
// the cart's store does not reach the cart's pages.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import { faceBindings, faceOf, isFace } from './feature-faces.ts';

/** The values an import takes from a module (`default` for a default import); 'all' for a namespace or export *. */
type Names = Set<string> | 'all';

interface Links {
  /** Each static import and export-from that takes a value: its specifier and the names it takes. */
  imports: { specifier: string; names: Names }[];
  /** import() inside an exported function (`export const loadX = () => import('./x.tsx')`), by the function's name:
   *  reached only through an import of that name, since the bundler drops the functions nobody imports (or calls). */
  loaders: Map<string, string[]>;
  /** Every other import() of the module's own files. */
  dynamic: string[];
}

const SCRIPT = /\.[cm]?[jt]sx?$/;
const links = new Map<string, Links>();

/** The values an import or export-from takes: empty when it takes only types. */
function importedNames(entries: { importName: { kind: string; name: string | null }; isType: boolean }[]): Names {
  const names = new Set<string>();
  for (const { importName, isType } of entries) {
    if (isType) continue;
    if (importName.kind === 'NamespaceObject' || importName.kind === 'All' || importName.kind === 'AllButDefault')
      return 'all';
    names.add(importName.kind === 'Default' ? 'default' : importName.name!);
  }
  return names;
}

function linksOf(file: string): Links {
  const known = links.get(file);
  if (known) return known;
  const found: Links = { imports: [], loaders: new Map(), dynamic: [] };
  links.set(file, found);
  const source = fs.readFileSync(file, 'utf8');
  const { program, module } = parseSync(file, source);
  for (const { moduleRequest, entries } of module.staticImports) {
    const names = importedNames(entries);
    // `import type { … }` and `import { type … }` alone vanish with the types; `import './x'` runs the module.
    if (entries.length === 0 || names === 'all' || names.size)
      found.imports.push({ specifier: moduleRequest.value, names });
  }
  for (const { entries } of module.staticExports) {
    const request = entries[0]?.moduleRequest;
    if (!request) continue;
    const names = importedNames(entries.filter((e) => e.moduleRequest));
    if (names === 'all' || names.size) found.imports.push({ specifier: request.value, names });
  }
  // The exported functions, by where they sit, to tell which import() belongs to which.
  const functions: { name: string; start: number; end: number }[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
    const declaration = statement.declaration;
    if (declaration.type === 'FunctionDeclaration' && declaration.id)
      functions.push({ name: declaration.id.name, start: declaration.start, end: declaration.end });
    if (declaration.type === 'VariableDeclaration')
      for (const { id, init, start, end } of declaration.declarations)
        if (
          id.type === 'Identifier' &&
          (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
        )
          functions.push({ name: id.name, start, end });
  }
  for (const { start, end, moduleRequest } of module.dynamicImports) {
    const literal = /^(['"])(\.[^'"]+)\1$/.exec(source.slice(moduleRequest.start, moduleRequest.end));
    if (!literal) continue;
    // A function the module also calls itself is followed whatever the importer takes.
    const owner = functions.find(
      (f) => f.start <= start && end <= f.end && source.match(new RegExp(`\\b${f.name}\\b`, 'g'))!.length === 1,
    );
    if (owner) found.loaders.set(owner.name, [...(found.loaders.get(owner.name) ?? []), literal[2]!]);
    else found.dynamic.push(literal[2]!);
  }
  return found;
}

export function reachableModules(entry: string, { lazy = false } = {}): Set<string> {
  const found = new Set<string>();
  const loadersFollowed = new Set<string>();
  const follow = (importer: string, specifier: string, names: Names = 'all') => {
    if (!specifier.startsWith('.')) return;
    visit(faceOf(importer, specifier) ?? path.resolve(path.dirname(importer), specifier), names);
  };
  const visit = (file: string, names: Names) => {
    // Stylesheets are the CSS build's; *.server.ts modules never reach the browser.
    if (!SCRIPT.test(file) || !fs.existsSync(file) || /\.server\.[jt]sx?$/.test(file)) return;
    // The face itself is not listed: the build imports straight from the modules behind it.
    if (isFace(file)) {
      const bindings = faceBindings(file);
      for (const name of names === 'all' ? bindings.keys() : names) {
        const binding = bindings.get(name);
        if (binding && !binding.type) visit(binding.file, new Set([binding.name]));
      }
      return;
    }
    const { imports, loaders, dynamic } = linksOf(file);
    if (!found.has(file)) {
      found.add(file);
      for (const { specifier, names: taken } of imports) follow(file, specifier, taken);
      if (lazy) for (const specifier of dynamic) follow(file, specifier);
    }
    if (lazy)
      for (const [name, specifiers] of loaders) {
        if ((names !== 'all' && !names.has(name)) || loadersFollowed.has(`${file}#${name}`)) continue;
        loadersFollowed.add(`${file}#${name}`);
        for (const specifier of specifiers) follow(file, specifier);
      }
  };
  visit(path.resolve(entry), 'all');
  return found;
}
