// The lint rule that keeps each server module and each web feature behind its face: from outside
// `server/modules/<name>/` only its index.ts may be imported; from outside `web/features/<name>/` only its index.ts
// (or index.server.ts, for loaders); admin's sub-features likewise among themselves, and none of them imports the
// admin shell. One rule that knows what a face is, instead of a generated glob zone per folder (those cost 6 s a run).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const under = (file, dir) => !path.relative(dir, file).startsWith('..');
const SERVER_MODULES = path.join(root, 'server/modules');
const SERVER = path.join(root, 'server');
const FEATURES = path.join(root, 'web/features');
const ADMIN = path.join(FEATURES, 'admin');
const WEB = path.join(root, 'web');

/** The first folder of `file` below `dir` (`orders` for server/modules/orders/x.ts), or null for a file directly in it. */
function folderBelow(file, dir) {
  const parts = path.relative(dir, file).split(path.sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
}

/** Why importing `target` from `file` crosses a face, or null when it may. */
export function faceViolation(file, target) {
  const module = folderBelow(target, SERVER_MODULES);
  if (module && under(file, SERVER) && folderBelow(file, SERVER_MODULES) !== module) {
    if (target !== path.join(SERVER_MODULES, module, 'index.ts'))
      return `Import the ${module} module through server/modules/${module}/index.ts.`;
    return null;
  }
  const feature = folderBelow(target, FEATURES);
  if (!feature || !under(file, WEB)) return null;
  const fileFeature = folderBelow(file, FEATURES);
  if (feature !== 'admin') {
    if (fileFeature === feature) return null;
    const face = ['index.ts', 'index.server.ts'].map((name) => path.join(FEATURES, feature, name));
    return face.includes(target)
      ? null
      : `Import the ${feature} feature through its face, web/features/${feature}/index.ts.`;
  }
  const part = folderBelow(target, ADMIN);
  const isFace = target === path.join(ADMIN, 'index.ts') || (part && target === path.join(ADMIN, part, 'index.ts'));
  if (fileFeature !== 'admin') {
    return isFace
      ? null
      : "Import the admin panel through web/features/admin/index.ts or one of its sub-features' index.ts.";
  }
  const filePart = folderBelow(file, ADMIN);
  if (!part) {
    return filePart
      ? 'The admin shell opens the sections, so a section never imports the shell (move what they share to admin/kit).'
      : null;
  }
  if (filePart === part || target === path.join(ADMIN, part, 'index.ts')) return null;
  return `Import admin's ${part} through its face, web/features/admin/${part}/index.ts.`;
}

const throughFace = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module or web feature only through its face (its index.ts).' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const message = faceViolation(file, path.resolve(path.dirname(file), source.value));
      if (message) context.report({ node: source, message: `Unexpected path "${source.value}": ${message}` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const faces = { rules: { 'through-face': throughFace } };
