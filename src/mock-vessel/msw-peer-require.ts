// msw-peer.ts for the CommonJS build of the package (src/package/build.ts puts it in that
// module's place), where a module cannot await an import: msw loaded by require() when
// `vessel-kit/msw` is required, with the same exports. Node >= 20.19 resolves msw's
// `module-sync` export for it: the ES module instance an application's `import 'msw'` gets.
import { createRequire } from 'node:module';
import { mswLoadError } from './msw-missing.ts';

function loadMsw(): typeof import('msw') {
  try {
    return createRequire(import.meta.url)('msw') as typeof import('msw');
  } catch (error) {
    throw mswLoadError(error);
  }
}

export const { http } = loadMsw();
