// The scratch application every package test uses: the packed tarball (`npm pack`, which builds
// dist/) installed with the tools the tests drive (vitest, typescript, jest with babel, msw) from
// the npm cache `npm ci` filled in the repository (see scratch-lock.ts), outside the repository.
// Packed and installed once per test run, whichever test files ask and in whichever worker: the
// first takes a lock in the run's folder (scratch-setup.ts) and builds it, the others wait for
// what it wrote. Each test file writes its own files in its own subfolder of the application.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { BACKUP } from '../../src/package/pack.ts';
import { scratchLock } from './scratch-lock.ts';

export const REPO = path.resolve(import.meta.dirname, '../..');
const exec = promisify(execFile);

/** The tools the application installs beside vessel-kit, at the repository's versions. */
const TOOLS = [
  'vitest',
  'typescript',
  '@types/node',
  'msw',
  '@a2a-js/sdk',
  'jest',
  'babel-jest',
  '@babel/core',
  '@babel/preset-env',
];

/** How long the pack and the install may take before a test gives up (the install reads the npm cache only). */
export const SCRATCH_TIMEOUT_MS = 360_000;

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export async function run(
  cmd: string,
  args: string[],
  cwd: string,
  timeout = 120_000,
  env: Record<string, string> = {},
): Promise<Ran> {
  const started = performance.now();
  try {
    const { stdout, stderr } = await exec(cmd, args, {
      cwd,
      timeout,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    });
    return { code: 0, stdout, stderr, ms: performance.now() - started };
  } catch (error) {
    const e = error as { code?: number | string; stdout?: string; stderr?: string; killed?: boolean; signal?: string };
    const code = typeof e.code === 'number' ? e.code : -1;
    const why = e.killed ? `killed after ${timeout} ms (${e.signal})` : `exit ${String(e.code)}`;
    return { code, stdout: e.stdout ?? '', stderr: `${e.stderr ?? ''}\n[${why}]`, ms: performance.now() - started };
  }
}

export interface ScratchApp {
  /** The application's folder: package.json, the lock, node_modules. */
  dir: string;
  tarball: string;
  /** The tarball's size in bytes, and each file in it with its unpacked size. */
  packedSize: number;
  files: { path: string; size: number }[];
  /** Whether the repository's package.json was byte for byte the same after the pack, with no backup left. */
  repositoryManifestRestored: boolean;
  /** What `npm ci` printed installing the application. */
  installOutput: string;
  /** How long the pack and the install took. */
  timings: string;
}

async function build(root: string): Promise<ScratchApp> {
  const dir = path.join(root, 'app');
  mkdirSync(dir);
  const manifest = path.join(REPO, 'package.json');
  const before = readFileSync(manifest, 'utf8');
  const packed = await run('npm', ['pack', '--pack-destination', dir, '--json', '--loglevel=error'], REPO, 240_000);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const repositoryManifestRestored = readFileSync(manifest, 'utf8') === before && !existsSync(path.join(REPO, BACKUP));
  // The lifecycle scripts print before npm's JSON, which starts on a line of its own.
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[$/m))) as {
    filename: string;
    size: number;
    files: { path: string; size: number }[];
  }[];
  const tarball = path.join(dir, info!.filename);
  const { packageJson, lock } = scratchLock(path.join(REPO, 'package-lock.json'), tarball, info!.filename, TOOLS);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  // npm ci from the cache npm ci filled in the repository: every tarball by its integrity, no
  // registry document needed. In CI strictly offline (a package missing from the cache fails at
  // once, naming it); elsewhere preferring the cache.
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  const install = await run(
    'npm',
    ['ci', ci ? '--offline' : '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=warn'],
    dir,
    240_000,
  );
  if (install.code !== 0)
    throw new Error(
      `installing the tarball into ${dir} ${ci ? 'offline' : 'preferring the cache'} failed: a dependency is not in the npm cache ` +
        `(run npm ci in the repository first, which fills it) or npm could not run.\n${install.stderr.slice(-4000)}`,
    );
  return {
    dir,
    tarball,
    packedSize: info!.size,
    files: info!.files.map(({ path, size }) => ({ path, size })),
    repositoryManifestRestored,
    installOutput: install.stdout + install.stderr,
    timings: `pack ${Math.round(packed.ms)} ms, install ${Math.round(install.ms)} ms`,
  };
}

async function waitFor(root: string): Promise<ScratchApp> {
  const until = Date.now() + SCRATCH_TIMEOUT_MS;
  for (;;) {
    if (existsSync(path.join(root, 'ready.json')))
      return JSON.parse(readFileSync(path.join(root, 'ready.json'), 'utf8')) as ScratchApp;
    if (existsSync(path.join(root, 'failed.txt')))
      throw new Error(
        `the scratch application could not be made:\n${readFileSync(path.join(root, 'failed.txt'), 'utf8')}`,
      );
    if (Date.now() > until) throw new Error(`the scratch application was not ready after ${SCRATCH_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let made: Promise<ScratchApp> | undefined;

/** The run's scratch application, packed and installed on the first call of the run. */
export function scratchApp(): Promise<ScratchApp> {
  made ??= (async () => {
    const root = inject('scratchRoot');
    if (!root)
      throw new Error('no scratch folder: run the package tests with vitest.config.ts (its globalSetup makes one)');
    try {
      mkdirSync(path.join(root, 'lock'));
    } catch {
      return waitFor(root); // another test file is making it
    }
    try {
      const app = await build(root);
      writeFileSync(path.join(root, 'ready.json'), JSON.stringify(app));
      return app;
    } catch (error) {
      writeFileSync(path.join(root, 'failed.txt'), String((error as Error).stack ?? error));
      throw error;
    }
  })();
  return made;
}

/** A subfolder of the application for one test file's files (`files`: name → text). */
export function appFolder(app: ScratchApp, name: string, files: Record<string, string>): string {
  const folder = path.join(app.dir, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}
