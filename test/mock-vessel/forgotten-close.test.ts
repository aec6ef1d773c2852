// A test file that forgets close(): under `node --test`, whose child process lives as long as
// anything holds its event loop, the mock vessel must not be that thing (it unrefs its server), so
// the run ends. The same file with `unref: false` (what `vessel-kit vessel --mock` passes, to keep
// serving) is still running long after its tests passed: the control that shows the wait can fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const ENTRY = pathToFileURL(path.join(REPO, 'src/mock-vessel/index.ts')).href;
/** How long after its tests passed the process must have ended, and the control must still run. */
const GRACE_MS = 5_000;

const dir = mkdtempSync(path.join(tmpdir(), 'mock-vessel-forgotten-close-'));
const stops: (() => void)[] = [];
afterAll(() => {
  for (const stop of stops) stop();
  rmSync(dir, { recursive: true, force: true });
});

// The child's own output is no witness: node --test may not pass on the report of a file whose
// process does not end. So each file says its tests passed by connecting here and naming itself.
const passed = new Map<string, () => void>();
const witness = createServer((socket) => {
  let name = '';
  socket.on('data', (chunk: Buffer) => (name += chunk));
  socket.on('end', () => passed.get(name)?.());
});
let witnessPort = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => witness.listen(0, '127.0.0.1', resolve));
  witnessPort = (witness.address() as AddressInfo).port;
  stops.push(() => witness.close());
});

/** A node:test file whose tests start mock vessels, play a turn on one and close none. */
function testFile(name: string, options: string): string {
  const file = path.join(dir, `${name}.test.mjs`);
  writeFileSync(
    file,
    `import { connect } from 'node:net';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startMockVessel, turn, userMessage } from ${JSON.stringify(ENTRY)};

test('plays a turn and forgets close()', async () => {
  const vessel = await startMockVessel(${options});
  vessel.script(turn().answer('Hello.'));
  const res = await fetch(vessel.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendStreamingMessage', params: userMessage('hi') }),
  });
  assert.match(await res.text(), /Hello\\./);
});

test('starts a vessel nobody connects to, forgets close(), and says the tests passed', async () => {
  await startMockVessel(${options});
  await new Promise((resolve) => {
    const socket = connect(${witnessPort}, '127.0.0.1', () => socket.end(${JSON.stringify(name)}));
    socket.on('close', resolve);
  });
});
`,
  );
  return file;
}

/** Runs `node --test` on the file `name`; once its tests passed, how it stands GRACE_MS later (or when it ends, if sooner). */
async function run(name: string, options: string): Promise<{ exitCode: number | null; output: string }> {
  const file = testFile(name, options);
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter', 'tap', file], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stops.push(() => child.exitCode === null && child.kill());
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const testsPassed = new Promise<void>((resolve) => passed.set(name, resolve));
  const first = await Promise.race([testsPassed.then(() => 'passed' as const), exited.then(() => 'exited' as const)]);
  if (first === 'exited') throw new Error(`node --test ended before its tests passed:\n${output}`);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, GRACE_MS))]);
  return { exitCode: child.exitCode, output };
}

it('node --test ends when a test forgets close(); with unref: false it keeps running', async () => {
  const [forgotten, kept] = await Promise.all([run('forgotten', ''), run('kept-alive', '{ unref: false }')]);
  expect(forgotten.exitCode, forgotten.output).toBe(0);
  expect(forgotten.output).toMatch(/^# pass 2$/m);
  expect(kept.exitCode, `still running ${GRACE_MS} ms after its tests passed`).toBeNull();
}, 60_000);
