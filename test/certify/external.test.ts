// `--profile` against a vessel the kit did not start: the operator points the vessel's model
// endpoint at the kit's mock model port, describes the agents in a profile, and certifies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { main } from '../../src/cli/main.ts';
import {
  startEmbeddedVessel,
  embeddedProfile,
  embeddedConfig,
  declareMoreTools,
  type RunningEmbedded,
} from '../../src/embedded/index.ts';
import type { Results } from '../../src/results/schema.ts';
import { releasedPort } from './foreign/released-port.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vk-external-'));
let vessel: RunningEmbedded;
let modelPort: number;
let profileFile: string;

beforeAll(async () => {
  modelPort = await releasedPort(); // free right now; the kit's mock model binds it moments later
  vessel = await startEmbeddedVessel({ modelUrl: `http://127.0.0.1:${modelPort}/v1` });
  profileFile = path.join(dir, 'profile.json');
  writeFileSync(
    profileFile,
    JSON.stringify({ ...declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig), name: 'external vessel' }),
  );
});
afterAll(async () => {
  await vessel.close();
  rmSync(dir, { recursive: true, force: true });
});

const io = () => {
  const out: string[] = [];
  return {
    out,
    stdout: (t: string) => void out.push(t),
    stderr: () => {},
    stdin: new PassThrough(),
    stopSignal: new AbortController().signal,
  };
};

describe('vessel-kit certify --profile', () => {
  it("certifies a running vessel whose model endpoint is the kit's mock model port", async () => {
    const out = path.join(dir, 'out');
    const cli = io();
    const code = await main(
      [
        'certify',
        '--profile',
        profileFile,
        '--model-port',
        String(modelPort),
        '--only',
        'events.*',
        '--only',
        'statuses.cancel-*',
        '--out',
        out,
        '--seed',
        '5',
      ],
      cli,
    );
    const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as Results;
    expect(results.cases.filter((c) => c.status !== 'pass').map((c) => `${c.id}: ${c.message}`)).toEqual([]);
    expect(code).toBe(0);
    expect(results.target).toMatchObject({
      kind: 'profile',
      name: 'external vessel',
      model_url: `http://127.0.0.1:${modelPort}/v1`,
    });
    expect(results.cases.length).toBeGreaterThan(5);
    // The mock model's frames, on the kit's clock, are in the evidence.
    const turn = results.cases.find((c) => c.id === 'events.plain-answer')?.evidence.turns[0] as {
      modelCalls: { frames: unknown[] }[];
    };
    expect(turn.modelCalls[0]?.frames.length).toBeGreaterThan(0);
  });

  it('a model port already in use is exit 2 naming the port', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    const errors: string[] = [];
    try {
      const code = await main(['certify', '--profile', profileFile, '--model-port', String(port)], {
        ...io(),
        stderr: (t: string) => void errors.push(t),
      });
      expect(code).toBe(2);
      expect(errors.join('')).toMatch(
        new RegExp(`cannot serve the mock model on 127\\.0\\.0\\.1:${port}: the port is in use`),
      );
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });
});
