// What `vessel-kit/msw` says when msw, its optional peer, is not installed: both of its loaders
// (msw-peer.ts for ES modules, msw-peer-require.ts for the CommonJS build) turn a not-found msw
// into the sentence naming the fix, instead of a bare module-not-found error.

export const MISSING_MSW = 'install msw (a peer dependency) to use vessel-kit/msw: npm install --save-dev msw@^2';

/** The error to throw for `error`, met loading msw: the sentence saying to install it when msw itself is what is missing. */
export function mswLoadError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const notFound = code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND';
  // Only msw itself: a module msw fails to find is msw's problem, reported as it is.
  if (!notFound || typeof message !== 'string' || !/^Cannot find (module|package) 'msw'/.test(message)) return error;
  return Object.assign(new Error(MISSING_MSW, { cause: error }), { code });
}
