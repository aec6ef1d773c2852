// msw, the optional peer `vessel-kit/msw` stands on, loaded when that entry is imported. A static
// `import 'msw'` fails before any code of the kit runs, with a bare ERR_MODULE_NOT_FOUND that
// names no fix; importing it here lets its absence say what to do. An `import`, not a `require`:
// it gets the very ES module instance an application's `import 'msw'` gets, under Node and under
// Jest's ES module mode alike (Jest's require() would load msw's CommonJS build, which requires
// ES-module-only packages Jest cannot require before Node 24.9). The CommonJS build of the
// package uses msw-peer-require.ts in this module's place (src/package/build.ts).
import { mswLoadError } from './msw-missing.ts';

let msw: typeof import('msw');
try {
  msw = await import('msw');
} catch (error) {
  throw mswLoadError(error);
}

export const { http } = msw;
