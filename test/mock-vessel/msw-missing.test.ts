// `vessel-kit/msw` where msw is not installed: importing it says to install msw, the optional peer,
// instead of a bare ERR_MODULE_NOT_FOUND, and the main entry, which needs no msw, still loads.
// Offline: a scratch directory links the repository's sources and every installed package but
// msw, and node runs there with --preserve-symlinks, so modules resolve from the scratch paths
// and find no msw, as in an application that never installed it.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_MSW, mswLoadError } from '../../src/mock-vessel/msw-missing.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'vessel-kit-no-msw-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(() => {
  for (const entry of ['src', 'mock-model', 'package.json', 'tsconfig.json'])
    symlinkSync(path.join(REPO, entry), path.join(scratch, entry));
  const modules = path.join(scratch, 'node_modules');
  mkdirSync(modules);
  const installed = path.join(REPO, 'node_modules');
  for (const name of readdirSync(installed))
    if (name !== 'msw') symlinkSync(path.join(installed, name), path.join(modules, name));
});

/** What importing `entry` (a path under the scratch directory) does in a fresh node there. */
async function importThere(entry: string): Promise<string> {
  const script = `import(${JSON.stringify(path.join(scratch, entry))}).then(
    () => console.log('loaded'),
    (error) => console.log(JSON.stringify({ code: error.code, message: error.message })),
  );`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--preserve-symlinks', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: scratch },
  );
  return stdout.trim();
}

describe('vessel-kit/msw without msw installed', () => {
  it('the scratch application has no msw, and the main entry loads there', async () => {
    expect(() => createRequire(path.join(scratch, 'app.js'))('msw')).toThrow(/Cannot find module 'msw'/);
    expect(await importThere('src/package/index.ts')).toBe('loaded');
  }, 30_000);

  it('importing vessel-kit/msw says to install msw, keeping the not-found code (an import: ERR_MODULE_NOT_FOUND)', async () => {
    expect(JSON.parse(await importThere('src/package/msw.ts'))).toEqual({
      code: 'ERR_MODULE_NOT_FOUND',
      message: 'install msw (a peer dependency) to use vessel-kit/msw: npm install --save-dev msw@^2',
    });
  }, 30_000);
});

describe('mswLoadError', () => {
  it('names the fix only when msw itself is missing; anything else is reported as it is', () => {
    const missing = Object.assign(new Error("Cannot find module 'msw'\nRequire stack: ..."), {
      code: 'MODULE_NOT_FOUND',
    });
    const translated = mswLoadError(missing) as Error & { code: string };
    expect([translated.message, translated.code, translated.cause]).toEqual([MISSING_MSW, 'MODULE_NOT_FOUND', missing]);
    const inner = Object.assign(new Error("Cannot find module 'graphql'"), { code: 'MODULE_NOT_FOUND' });
    const broken = new SyntaxError('Unexpected token');
    const elsewhere = Object.assign(new Error("Cannot find module 'msw-extra'"), { code: 'MODULE_NOT_FOUND' });
    expect([mswLoadError(inner), mswLoadError(broken), mswLoadError(elsewhere)]).toEqual([inner, broken, elsewhere]);
  });
});
