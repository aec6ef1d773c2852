// `npm run build` (run by `prepare`, so `npm ci` and `npm pack` build): the TypeScript sources as
// ES modules and declarations in dist/, laid out like the checkout (dist/src, dist/mock-model,
// dist/suites, with the fixtures the suites read and a package.json carrying the kit's name and
// version), so every module finds its data at the same relative path as it does from the sources.
// Three tsc programs: the JavaScript of everything (tsconfig.build.json; type-checking is
// `npm run typecheck`'s job), declarations for the published entries (tsconfig.types.json), and
// the CommonJS build of the `require` entries (tsconfig.cjs.json, see build-commonjs.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeCommonJs } from './build-commonjs.ts';

/** `vessel-kit --help` as the installed command prints it (bin/vessel-kit.js). */
const HELP_FILE = 'cli-help.txt';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = path.join(root, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function run(project: string): void {
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, project)], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tsc -p ${project} failed (${result.status ?? result.signal})`);
}

/** Declarations keep the sources' `.ts` specifiers (tsc rewrites them in JavaScript only): point them at the `.js` files. */
function rewriteDeclarationSpecifiers(dir: string): number {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files += rewriteDeclarationSpecifiers(file);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(file, 'utf8');
      const rewritten = text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*?)\.ts(['"])/g, '$1$2.js$3');
      if (rewritten !== text) writeFileSync(file, rewritten);
      files++;
    }
  }
  return files;
}

rmSync(dist, { recursive: true, force: true });
run('tsconfig.build.json');
run('tsconfig.types.json');
const declarations = rewriteDeclarationSpecifiers(dist);
run('tsconfig.cjs.json');
const staging = path.join(dist, '.cjs');
// msw-peer.ts awaits `import('msw')` at its top level, which CommonJS cannot: its require() twin stands in.
const commonJs = writeCommonJs(staging, dist, ['src/package/require', 'src/package/msw'], {
  'src/mock-vessel/msw-peer': 'src/mock-vessel/msw-peer-require',
});
rmSync(staging, { recursive: true, force: true });
// The CommonJS entry and the stand-in are CommonJS only: their ES builds (tsconfig.build.json
// builds every source) are not shipped.
for (const module of ['src/package/require', 'src/mock-vessel/msw-peer-require'])
  for (const built of ['.js', '.d.ts']) rmSync(path.join(dist, module + built), { force: true });
mkdirSync(path.join(dist, 'fixtures'), { recursive: true });
for (const folder of ['turns', 'transcripts'])
  cpSync(path.join(root, 'fixtures', folder), path.join(dist, 'fixtures', folder), { recursive: true });
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string };
writeFileSync(
  path.join(dist, 'package.json'),
  JSON.stringify({ name: pkg.name, version: pkg.version, private: true, type: 'module' }, null, 2) + '\n',
);
// `vessel-kit --help` lists every command, which loads every command's modules (and compiles
// their schemas): rendered once here, the installed command prints it without loading them.
const { main } = (await import(pathToFileURL(path.join(dist, 'src/cli/main.js')).href)) as {
  main(argv: string[], io: unknown): Promise<number>;
};
let help = '';
const code = await main(['--help'], {
  stdout: (text: string) => (help += text),
  stderr: (text: string) => process.stderr.write(text),
  stdin: process.stdin,
  stopSignal: new AbortController().signal,
});
if (code !== 0 || help === '') throw new Error(`vessel-kit --help exited ${code} while building`);
writeFileSync(path.join(dist, HELP_FILE), help);
// The CommonJS entries load as Jest's CommonJS mode would load them: a module tsc left as ES
// syntax, or one that cannot find its data, fails here rather than in an application.
const required = createRequire(import.meta.url)(path.join(dist, 'src/package/require.cjs')) as Record<string, unknown>;
if (typeof required.startMockVessel !== 'function')
  throw new Error('dist/src/package/require.cjs exports no startMockVessel');
process.stdout.write(
  `vessel-kit build: dist/ written (${declarations} declaration files; ${commonJs.length} CommonJS modules)\n`,
);
