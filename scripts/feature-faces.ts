// Resolves imports from a feature's face (web/features/<name>/index.ts, web/features/admin/<section>/index.ts) to the
// modules that define the names, for the build (featureFaces, added in vite.config.ts) and the chunk planning
// (scripts/reachable-modules.ts). A face is a list of re-exports, so a page importing one name of it ships that name's
// module alone, as if it had imported the module itself (docs/architecture.md, "Feature faces").
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import type { Plugin } from 'vite';

const FACE = /[\\/]web[\\/]features[\\/](?:[^\\/]+[\\/]){1,2}index\.ts$/;

/** Where a face's export comes from: the defining module's file and its name there (`default` for a default export). */
export interface FaceBinding {
  file: string;
  name: string;
  /** Exported with `type`: nothing at run time, so nothing to import. */
  type: boolean;
}

export const isFace = (file: string): boolean => FACE.test(file);

/** The face a relative specifier names from `importer` (`../cart/index.ts`, or the folder `../cart`), else null. */
export function faceOf(importer: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(importer), specifier);
  for (const file of [target, path.join(target, 'index.ts')])
    if (isFace(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return null;
}

/** A face's exports by name, and what in it is not a named re-export (which the build could not resolve). */
export function readFace(face: string, source = fs.readFileSync(face, 'utf8')) {
  const bindings = new Map<string, FaceBinding>();
  const problems: string[] = [];
  const { program, module } = parseSync(face, source);
  for (const statement of program.body) {
    const text = source.slice(statement.start, statement.end).split('\n')[0];
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source)
      problems.push(`not a named re-export (export { … } from './module.ts'): ${text}`);
  }
  for (const { entries } of module.staticExports)
    for (const entry of entries) {
      const exported = entry.exportName.name;
      // Anything else (`export *`, a declaration) is listed among the problems above.
      if (!entry.moduleRequest || !exported || entry.importName.kind !== 'Name' || !entry.importName.name) continue;
      const file = path.resolve(path.dirname(face), entry.moduleRequest.value);
      bindings.set(exported, { file, name: entry.importName.name, type: entry.isType });
    }
  return { bindings, problems };
}

const faces = new Map<string, Map<string, FaceBinding>>();

/** A face's exports by name; throws when the face holds anything else than named re-exports. */
export function faceBindings(face: string): Map<string, FaceBinding> {
  let bindings = faces.get(face);
  if (!bindings) {
    const read = readFace(face);
    if (read.problems.length) throw new Error(`${face} may only re-export names:\n  ${read.problems.join('\n  ')}`);
    faces.set(face, (bindings = read.bindings));
  }
  return bindings;
}

/** The binding behind `name` imported from `face`; throws if the face has no such export. */
export function bindingOf(face: string, name: string): FaceBinding {
  const binding = faceBindings(face).get(name);
  if (!binding) throw new Error(`${face} exports no "${name}"`);
  return binding;
}

/** A specifier for `file` as `importer` would write it. */
function specifierFor(importer: string, file: string): string {
  const relative = path.relative(path.dirname(importer), file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Statements importing (or re-exporting) the given run-time names from the modules that define them, one per module. */
function statementsFrom(keyword: 'import' | 'export', importer: string, names: [FaceBinding, string][]): string {
  const byFile = new Map<string, string[]>();
  for (const [binding, as] of names) {
    const specifier = binding.name === as ? as : `${binding.name} as ${as}`;
    byFile.set(binding.file, [...(byFile.get(binding.file) ?? []), specifier]);
  }
  return [...byFile]
    .map(([file, specifiers]) => `${keyword} { ${specifiers.join(', ')} } from '${specifierFor(importer, file)}';`)
    .join(' ');
}

/** `code` (the source of `file`) with every import and re-export from a face turned into ones from the modules behind
 *  it; type-only names are dropped, as compiling TypeScript would drop them. Line numbers stay as they were. Null when
 *  the file uses no face. */
export function resolveFaceImports(code: string, file: string): string | null {
  const { module } = parseSync(file, code);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of module.staticImports) {
    const face = faceOf(file, statement.moduleRequest.value);
    if (!face) continue;
    if (!statement.entries.length) throw new Error(`${file}: a face has no side effects to import for (${face})`);
    const names: [FaceBinding, string][] = [];
    for (const entry of statement.entries) {
      if (entry.importName.kind === 'NamespaceObject')
        throw new Error(`${file}: import * from a face would take every module behind it; import the names (${face})`);
      const binding = bindingOf(face, entry.importName.kind === 'Default' ? 'default' : entry.importName.name!);
      if (!entry.isType && !binding.type) names.push([binding, entry.localName.value]);
    }
    edits.push({ start: statement.start, end: statement.end, text: statementsFrom('import', file, names) });
  }
  for (const statement of module.staticExports) {
    const request = statement.entries[0]?.moduleRequest;
    const face = request && faceOf(file, request.value);
    if (!face) continue;
    const names: [FaceBinding, string][] = [];
    for (const entry of statement.entries) {
      if (entry.importName.kind !== 'Name' || !entry.exportName.name)
        throw new Error(`${file}: export * from a face would take every module behind it; name the exports (${face})`);
      const binding = bindingOf(face, entry.importName.name!);
      if (!entry.isType && !binding.type) names.push([binding, entry.exportName.name]);
    }
    edits.push({ start: statement.start, end: statement.end, text: statementsFrom('export', file, names) });
  }
  if (!edits.length) return null;
  let resolved = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    const lines = code.slice(start, end).split('\n').length - 1;
    resolved = resolved.slice(0, start) + text + '\n'.repeat(lines) + resolved.slice(end);
  }
  return resolved;
}

/** The build's side of the faces: every module imports straight from the modules a face names. Without it the bundler
 *  would load every module behind a face a page imports, and keep those that run code when loaded (stores, caches). */
export function featureFaces(): Plugin {
  return {
    name: 'feature-faces',
    apply: 'build',
    // Before TypeScript is compiled away, so `import type` is still told apart from a value.
    enforce: 'pre',
    buildStart: () => faces.clear(),
    transform: {
      filter: { id: { include: /[\\/]web[\\/].*\.tsx?(?:\?.*)?$/, exclude: /[\\/]node_modules[\\/]/ } },
      handler(code, id) {
        const file = id.split('?')[0]!;
        if (isFace(file)) return null;
        const resolved = resolveFaceImports(code, file);
        return resolved === null ? null : { code: resolved, map: null };
      },
    },
  };
}
