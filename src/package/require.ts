// The `vessel-kit` package's main entry for `require` (package.json "exports" "." "require"): the
// same exports as index.ts, built as CommonJS (dist/src/package/require.cjs), so Jest's default
// CommonJS mode loads it with no configuration. certify() is the exception: the runner it loads
// stands on ES-module-only packages (badge-maker), so it runs from the ES module build, loaded by
// Node's require(esm) (Node >= 20.19) when it is first called. Jest's CommonJS mode cannot load ES
// modules, so there certify() rejects saying what to do, while everything else works.
import { createRequire } from 'node:module';
import type { CertifyOptions, Results } from './certify.ts';

export * from './exports.ts';
export type { CertifyOptions, Profile, Results } from './certify.ts';

/** Why certify() failed to start under a loader that cannot load ES modules, and what to do. */
const CERTIFY_NEEDS_ESM =
  "certify() runs from vessel-kit's ES module build, which could not be loaded here (Jest's CommonJS mode loads no ES module): " +
  "run Jest with NODE_OPTIONS=--experimental-vm-modules, or certify with 'npx vessel-kit certify'";

/** certify() of the ES module build (index.ts), loaded on the first call. */
export async function certify(options: CertifyOptions = {}): Promise<Results> {
  let esm: { certify(options: CertifyOptions): Promise<Results> };
  try {
    // Its twin beside this file in dist/: dist/src/package/certify.js, an ES module.
    esm = createRequire(import.meta.url)('./certify.js') as typeof esm;
  } catch (error) {
    throw new Error(CERTIFY_NEEDS_ESM, { cause: error });
  }
  return esm.certify(options);
}
