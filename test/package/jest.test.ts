// Jest as an application team runs it, from the packed tarball in the run's scratch application
// (scratch-app.ts): the files docs/mock-vessel.md's "Jest" section shows (its ```js file=NAME
// blocks), as written, in Jest 30's default CommonJS mode (babel-jest with the docs' babel config)
// and in its ES module mode (NODE_OPTIONS=--experimental-vm-modules only). No jest.config file and
// no `jest` key anywhere Jest looks, so nothing names vessel-kit or its dependencies. msw in the
// CommonJS mode before Node 24.9 cannot load at all (its own ES-module-only dependencies): that
// run asserts the failure is msw's, and msw's test runs again with the docs' msw configuration.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { appFolder, REPO, run as runColoured, SCRATCH_TIMEOUT_MS, scratchApp, type ScratchApp } from './scratch-app.ts';

/** The files a docs section shows as ```lang file=NAME blocks, by name. */
export function docFiles(markdown: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [, name, body] of markdown.matchAll(/^```\w+ file=(\S+)\n([\s\S]*?)^```$/gm)) files[name!] = body!;
  return files;
}

const DOCS = readFileSync(path.join(REPO, 'docs/mock-vessel.md'), 'utf8');
const SHOWN = docFiles(DOCS);
const TESTS = Object.fromEntries(Object.entries(SHOWN).filter(([name]) => name.endsWith('.test.js')));

/** Whether this Node lets Jest's CommonJS mode require ES modules (Jest does from Node 24.9 on). */
const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
const JEST_REQUIRES_ESM = major > 24 || (major === 24 && minor >= 9);

// Not in the docs: certify() in each mode, which the docs describe in words.
const CERTIFY_CJS = `
import { certify } from 'vessel-kit';

test('certify() rejects, saying to use the ES module mode', async () => {
  await expect(certify()).rejects.toThrow(/ES module build, which could not be loaded here.*--experimental-vm-modules/);
});
`;
const CERTIFY_ESM = `
import { certify } from 'vessel-kit';

test('certify() runs: its options are read (and a wrong one refused) by the ES build', async () => {
  await expect(certify({ teleport: true })).rejects.toMatchObject({ name: 'OptionsError', code: 'VK_ERR_OPTIONS' });
});
`;

/**
 * A command's output without terminal styling: Jest colours its code frames whenever the
 * environment asks for colour (CI runners set FORCE_COLOR), which would split the text asserted on.
 */
async function run(...args: Parameters<typeof runColoured>): ReturnType<typeof runColoured> {
  const ran = await runColoured(...args);
  return { ...ran, stdout: stripVTControlCharacters(ran.stdout), stderr: stripVTControlCharacters(ran.stderr) };
}

/** Jest's output's summary line, e.g. `Tests:       5 passed, 5 total`. */
function summary(output: string): string {
  return /^Tests:.*$/m.exec(output)?.[0] ?? output.slice(-2000);
}

describe('Jest 30 runs the documented mock-vessel and msw tests from the packed package, with no configuration', () => {
  let app: ScratchApp;
  let jest: string;

  beforeAll(async () => {
    app = await scratchApp();
    jest = path.join(app.dir, 'node_modules/jest/bin/jest.js');
  }, SCRATCH_TIMEOUT_MS + 10_000);

  it('the docs show the babel config, the two test files and msw’s configuration', () => {
    expect(Object.keys(SHOWN).sort()).toEqual([
      'babel.config.cjs',
      'jest.config.cjs',
      'vessel-msw.test.js',
      'vessel.test.js',
    ]);
  });

  /** A Jest project folder: the docs' files, plus `extra`, and a package.json with no `jest` key. */
  function project(name: string, type: 'commonjs' | 'module', files: Record<string, string>): string {
    const folder = appFolder(app, name, { 'package.json': JSON.stringify({ private: true, type }), ...files });
    // Jest looks for its configuration in the folder and, failing that, in each folder above.
    for (let dir = folder; dir !== path.dirname(app.dir); dir = path.dirname(dir)) {
      expect(
        readdirSync(dir).filter((f) => /^jest\.config\./.test(f)),
        dir,
      ).toEqual([]);
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) expect(JSON.parse(readFileSync(manifest, 'utf8')), manifest).not.toHaveProperty('jest');
    }
    return folder;
  }

  it('CommonJS mode (the default), test files compiled by babel-jest: vessel-kit needs no configuration', async () => {
    const folder = project('jest-cjs', 'commonjs', {
      ...TESTS,
      'babel.config.cjs': SHOWN['babel.config.cjs']!,
      'certify.test.js': CERTIFY_CJS,
    });
    const shown = await run(process.execPath, [jest, '--showConfig'], folder);
    const { configs } = JSON.parse(shown.stdout) as {
      configs: { rootDir: string; transformIgnorePatterns: string[]; moduleNameMapper: unknown[] }[];
    };
    expect(configs[0]).toMatchObject({ rootDir: folder, moduleNameMapper: [] });
    expect(configs[0]!.transformIgnorePatterns).toEqual(['/node_modules/', '\\.pnp\\.[^\\/]+$']);
    const ran = await run(process.execPath, [jest], folder, 120_000);
    expect(ran.stderr).toMatch(/PASS .*vessel\.test\.js/);
    expect(ran.stderr).toMatch(/PASS .*certify\.test\.js/);
    if (JEST_REQUIRES_ESM) {
      expect(ran.code, ran.stdout + ran.stderr).toBe(0);
      expect(summary(ran.stderr)).toMatch(/^Tests:\s+4 passed, 4 total$/);
    } else {
      // msw fails at its own import, before vessel-kit is loaded, on a dependency of msw's.
      expect(ran.stderr).toMatch(/FAIL .*vessel-msw\.test\.js/);
      expect(ran.stderr).toMatch(/Must use import to load ES Module: \S*\/node_modules\/rettime\//);
      expect(ran.stderr).toMatch(/> 1 \| import \{ setupServer \} from 'msw\/node';/);
      expect(summary(ran.stderr)).toMatch(/^Tests:\s+3 passed, 3 total$/);
    }
  }, 150_000);

  it('CommonJS mode with msw’s configuration (the docs’), which names nothing of vessel-kit’s: the msw test passes', async () => {
    const config = SHOWN['jest.config.cjs']!;
    const { dependencies, peerDependencies } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    for (const name of ['vessel-kit', ...Object.keys(dependencies), ...Object.keys(peerDependencies)])
      expect(config, name).not.toContain(name);
    const folder = appFolder(app, 'jest-cjs-msw', {
      'package.json': JSON.stringify({ private: true, type: 'commonjs' }),
      'babel.config.cjs': SHOWN['babel.config.cjs']!,
      'jest.config.cjs': config,
      'vessel-msw.test.js': TESTS['vessel-msw.test.js']!,
    });
    const ran = await run(process.execPath, [jest], folder, 120_000);
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(summary(ran.stderr)).toMatch(/^Tests:\s+1 passed, 1 total$/);
  }, 150_000);

  it('ES module mode, with only NODE_OPTIONS=--experimental-vm-modules: every test passes', async () => {
    const folder = project('jest-esm', 'module', { ...TESTS, 'certify.test.js': CERTIFY_ESM });
    const ran = await run(process.execPath, [jest], folder, 120_000, { NODE_OPTIONS: '--experimental-vm-modules' });
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(summary(ran.stderr)).toMatch(/^Tests:\s+4 passed, 4 total$/);
  }, 150_000);
});
