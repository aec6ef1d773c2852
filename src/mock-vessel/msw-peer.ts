// msw, the optional peer `vessel-kit/msw` stands on, loaded when that entry is imported. A static
// `import 'msw'` fails before any code of the kit runs, with a bare ERR_MODULE_NOT_FOUND that
// names no fix; loading it here lets its absence say what to do. `require` finds msw's
// `module-sync` export on Node >= 20.19: the very ES module instance an application's
// `import 'msw'` gets, not a second copy (as the mock model's msw handlers load it).
import { createRequire } from 'node:module';

type Msw = typeof import('msw');

export const MISSING_MSW = 'install msw (a peer dependency) to use vessel-kit/msw: npm install --save-dev msw@^2';

/** The error to throw for `error`, met loading msw: the sentence saying to install it when msw itself is what is missing. */
export function mswLoadError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const notFound = code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND';
  // Only msw itself: a module msw fails to find is msw's problem, reported as it is.
  if (!notFound || typeof message !== 'string' || !/^Cannot find (module|package) 'msw'/.test(message)) return error;
  return Object.assign(new Error(MISSING_MSW, { cause: error }), { code });
}

function loadMsw(): Msw {
  try {
    return createRequire(import.meta.url)('msw') as Msw;
  } catch (error) {
    throw mswLoadError(error);
  }
}

export const { http } = loadMsw();
