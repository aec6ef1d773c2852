// The CommonJS build of the package's `require` entries (require.ts, msw.ts), for Jest's default
// CommonJS mode and other require() callers: tsc's CommonJS output (tsconfig.cjs.json, emitted to
// a staging folder) of just the modules those entries require, written into dist/ beside their ES
// module twins as `.cjs`, with `.d.cts` declarations copied from the ES ones. Beside the twins,
// every module finds its data (package.json, a peer) at the same relative path as the ES build.
// Modules reached only for their types (certify's runner) get no CommonJS twin: a `.d.cts`
// points at their ES declarations, and require.ts loads certify's ES build when it is called.
// A module that cannot be CommonJS as written (one that awaits at its top level) names a
// stand-in, built in its place under its name (`standIns`), exporting the same names.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `import.meta.url` is in a CommonJS module: the file's URL, as the ES build has it. */
export const COMMONJS_MODULE_URL = 'require("node:url").pathToFileURL(__filename).href';

/** The relative specifiers a module of tsc's CommonJS output requires (`require("./x.js")`). */
export function relativeRequires(code: string): string[] {
  return [...code.matchAll(/\brequire\("(\.{1,2}\/[^"]*)"\)/g)].map((m) => m[1]!);
}

/**
 * tsc's CommonJS output of one module, made a `.cjs` file: relative requires name the `.cjs`
 * twins, and `import.meta.url` (a syntax error in CommonJS, which tsc leaves as written) becomes
 * the file's URL. Any other `import.meta` has no CommonJS meaning: it throws.
 */
export function toCommonJsModule(code: string, file: string): string {
  const out = code
    .replace(/\brequire\("(\.{1,2}\/[^"]*)\.js"\)/g, 'require("$1.cjs")')
    .replaceAll('import.meta.url', COMMONJS_MODULE_URL);
  const left = /import\.meta\b.{0,20}/.exec(out);
  if (left) throw new Error(`${file}: ${left[0]} has no CommonJS equivalent in the build`);
  return out;
}

/**
 * An ES declaration file made a `.d.cts` one: a relative specifier names the `.cjs` twin where the
 * module has one (`hasTwin`), and keeps the ES declarations (`.js`) where it has none (types only).
 */
export function toCommonJsDeclaration(text: string, hasTwin: (specifier: string) => boolean): string {
  return text.replace(
    /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*?)\.js(['"])/g,
    (whole, head: string, stem: string, tail: string) => (hasTwin(`${stem}.js`) ? `${head}${stem}.cjs${tail}` : whole),
  );
}

/**
 * From tsc's CommonJS output in `staging` (laid out as dist/ is), writes into `dist` the `.cjs`
 * modules `entries` require (their closure) and their `.d.cts` declarations. `standIns` maps a
 * module to the one whose CommonJS output takes its place (in the same folder). Returns the
 * modules written, as paths relative to dist without extension.
 */
export function writeCommonJs(
  staging: string,
  dist: string,
  entries: string[],
  standIns: Record<string, string> = {},
): string[] {
  const source = (module: string) => {
    const standIn = standIns[module] ?? module;
    if (path.posix.dirname(standIn) !== path.posix.dirname(module))
      throw new Error(`${standIn} stands in for ${module}: it must be in the same folder, for its requires`);
    return path.join(staging, `${standIn}.js`);
  };
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const module = queue.shift()!;
    if (reached.has(module)) continue;
    reached.add(module);
    const code = readFileSync(source(module), 'utf8');
    for (const specifier of relativeRequires(code)) {
      if (!specifier.endsWith('.js')) throw new Error(`${module}.js requires ${specifier}, not a built module`);
      queue.push(path.posix.join(path.posix.dirname(module), specifier.slice(0, -'.js'.length)));
    }
  }
  for (const module of reached) {
    const file = path.join(dist, module);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.cjs`, toCommonJsModule(readFileSync(source(module), 'utf8'), `${module}.js`));
    const declaration = toCommonJsDeclaration(readFileSync(`${file}.d.ts`, 'utf8'), (specifier) => {
      const target = path.posix.join(path.posix.dirname(module), specifier.slice(0, -'.js'.length));
      if (reached.has(target)) return true;
      if (!existsSync(path.join(dist, `${target}.d.ts`)))
        throw new Error(`${module}.d.ts names ${specifier}, which has neither a CommonJS twin nor ES declarations`);
      return false;
    });
    writeFileSync(`${file}.d.cts`, declaration);
  }
  return [...reached].sort();
}
