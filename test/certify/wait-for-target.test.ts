// --wait-for-target: a vessel started in the background is awaited, with the mock model already
// serving, until its card answers; one that never answers ends the run with exit 2 naming the last
// answer (a status, or the connection error), and what came back is said on standard error as it
// waits, on a terminal or not.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { startEmbeddedVessel } from '../../src/embedded/index.ts';
import { certify } from '../../src/package/certify.ts';
import { captureIO } from '../cli/capture-io.ts';
import { freePort } from './support/faulty-target.ts';

const root = mkdtempSync(path.join(tmpdir(), 'vk-wait-'));
const started: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const s of started) await s.close();
  rmSync(root, { recursive: true, force: true });
});

async function certifyCli(argv: string[]) {
  const io = captureIO();
  const code = await main(['certify', ...argv, '--out', path.join(root, String(started.length)), '--seed', '3'], io);
  return { code, out: io.out(), err: io.err() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts connections on the port now. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.once('connect', () => socket.end());
  });

describe('--wait-for-target', () => {
  it('serves the mock model first, then waits for a vessel that boots once it answers, 1.5 s later, and runs', async () => {
    const [port, modelPort] = [await freePort(), await freePort()];
    // As many vessels boot: check the model endpoint, then serve. A wait before the mock model listens never ends.
    const booted = (async () => {
      const deadline = Date.now() + 6_000;
      while (!(await listening(modelPort)) && Date.now() < deadline) await sleep(100);
      if (!(await listening(modelPort))) return;
      await sleep(1_500);
      const vessel = await startEmbeddedVessel({
        port,
        host: '127.0.0.1',
        modelUrl: `http://127.0.0.1:${modelPort}/v1`,
      });
      started.push(vessel);
    })();
    const run = await certifyCli([
      ...['--target', `http://127.0.0.1:${port}/`, '--model-port', String(modelPort)],
      ...['--wait-for-target', '8', '--only', 'a2a.discovery.card'],
    ]);
    await booted;
    expect(run.code, run.err + run.out).toBe(0);
    expect(run.err).toMatch(
      new RegExp(
        `vessel-kit certify: waiting for the target \\(0\\.\\d s of 8\\.0 s\\): agent 'default' at http://127\\.0\\.0\\.1:${port}/: ECONNREFUSED`,
      ),
    );
    expect(run.err).toMatch(/vessel-kit certify: the target answered after (1\.[5-9]|[2-9]\.\d) s/);
  }, 20_000);

  it('exits 2 past the time, naming the connection error of a target that never listens', async () => {
    const port = await freePort();
    const begun = Date.now();
    const run = await certifyCli([
      ...['--target', `http://127.0.0.1:${port}/`, '--model-port', '0', '--wait-for-target', '0.6'],
    ]);
    expect(run.code).toBe(2);
    expect(Date.now() - begun).toBeGreaterThanOrEqual(600);
    expect(run.err).toMatch(
      new RegExp(
        `^vessel-kit certify: waiting for the target .*\\n(.*\\n)*vessel-kit certify: the target's card did not answer 200 within 0\\.6 s \\(--wait-for-target 0\\.6\\); last answer: agent 'default' at http://127\\.0\\.0\\.1:${port}/: ECONNREFUSED`,
      ),
    );
  });

  it('names the status of a card that answers, but not 200; certify() says it by the option name', async () => {
    const server: Server = createServer((_req, res) => res.writeHead(503).end('booting'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started.push({ close: () => new Promise((resolve) => server.close(resolve)) });
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    const run = await certifyCli(['--target', url, '--model-port', '0', '--wait-for-target', '0.5']);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`within 0.5 s (--wait-for-target 0.5); last answer: agent 'default' at ${url}: HTTP 503`);
    await expect(certify({ target: url, modelPort: 0, waitForTarget: 0.3 })).rejects.toMatchObject({
      code: 'VK_ERR_TARGET_WAIT',
      message: `certify: the target's card did not answer 200 within 0.3 s (waitForTarget 0.3); last answer: agent 'default' at ${url}: HTTP 503`,
    });
  });

  it('--wait-for-target must be a positive number of seconds', async () => {
    const run = await certifyCli(['--target', 'http://127.0.0.1:1/', '--wait-for-target', '0']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--wait-for-target must be a positive number, got '0'/);
  });
});
