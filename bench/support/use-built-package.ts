// `node --import tsx --import ./bench/support/use-built-package.ts`: what npm run bench does. The
// benches measure the package as npm installs it, the JavaScript tsc built into dist/, not the
// sources as tsx transforms them on the fly: tsx's esbuild keeps function names by wrapping each
// closure in a `__name` call as it is created, which cost the mock model 6% of its CPU per request.
// So an import of the kit's sources (src/, mock-model/, suites/) loads the built file instead;
// the bench files keep importing the sources, for their types, and everything they reach comes
// from dist/ alike (never a module twice, once from each). Child processes and worker threads
// started with process.execArgv do the same.
import { register } from 'node:module';

register('./built-package-hooks.mjs', import.meta.url);
