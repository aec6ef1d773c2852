// The `vessel-kit` package's main entry for `import` (package.json "exports" "." "import"): the
// mock vessel for application tests, the scripted mock model, certification, and the transcript
// validator. `require` gets require.ts, the same exports over the CommonJS build.
export * from './exports.ts';
export { certify, type CertifyOptions, type Profile, type Results } from './certify.ts';
