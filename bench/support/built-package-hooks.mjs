// The module hooks of use-built-package.ts: the kit's sources resolve to their built files in dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = path.join(root, 'dist');
const SOURCES = /^(src|mock-model|suites)[/\\].*\.ts$/;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.startsWith('file:')) return resolved;
  const relative = path.relative(root, fileURLToPath(resolved.url));
  if (!SOURCES.test(relative)) return resolved;
  const built = path.join(dist, relative.replace(/\.ts$/, '.js'));
  if (!existsSync(built)) throw new Error(`${relative} is not built: run npm run build (npm run bench does)`);
  return { ...resolved, url: pathToFileURL(built).href, format: 'module' };
}
