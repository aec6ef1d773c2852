// `vessel-kit replay`: a property-based failure found by certify replays alone from the seed and
// path it printed, against the same target, and is reported as reproduced; bad arguments are
// usage errors naming the option.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main.ts';
import { startEmbeddedVessel, type RunningEmbedded } from '../../src/embedded/index.ts';
import type { Results } from '../../src/results/schema.ts';
import { releasedPort } from '../certify/foreign/released-port.ts';
import { captureIO } from './capture-io.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vk-replay-'));
let vessel: RunningEmbedded;
let modelPort: number;

beforeAll(async () => {
  modelPort = await releasedPort();
  vessel = await startEmbeddedVessel({ modelUrl: `http://127.0.0.1:${modelPort}/v1`, faults: ['lost-character'] });
});
afterAll(async () => {
  await vessel.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('vessel-kit replay', () => {
  it('replays the counterexample certify printed, alone, and says it reproduced', async () => {
    const target = ['--target', vessel.urls.default!, '--model-port', String(modelPort)];
    const first = captureIO();
    const out = path.join(dir, 'run');
    const certified = await main(
      ['certify', ...target, '--property', 'turns', '--seed', '5', '--out', out, '--reporter', 'terminal'],
      first,
    );
    expect(certified, first.err().slice(-2000)).toBe(1);
    const command = /vessel-kit replay --case properties\.turns --seed (\d+) --path ([\d:]+)/.exec(
      first.err() + first.out(),
    );
    expect(command, first.err()).not.toBeNull();
    const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as Results;
    expect(results.cases.map((c) => c.id)).toEqual(['properties.turns']);

    const again = captureIO();
    const replayOut = path.join(dir, 'replay');
    const replayed = await main(
      [
        'replay',
        '--case',
        'properties.turns',
        '--seed',
        command![1]!,
        '--path',
        command![2]!,
        ...target,
        '--results',
        path.join(out, 'results.json'),
        '--out',
        replayOut,
      ],
      again,
    );
    expect(replayed).toBe(1);
    expect(again.out()).toMatch(/replay: reproduced: the same rules fail as recorded \(.*merge\.content-exact/);
    expect(again.out()).toMatch(
      /replay: the event trace (is the recorded one \(\d+ events\)|differs from the recorded one at event #\d+)/,
    );
  }, 60_000);

  it.each([
    [['--seed', '1', '--path', '0'], /--case must name a property-based case/],
    [['--case', 'properties.turns', '--seed', 'x', '--path', '0'], /--seed must be an integer/],
    [['--case', 'properties.turns', '--seed', '1', '--path', 'a:b'], /--path must be digits and colons/],
  ])('refuses %j with exit 2 naming the option', async (args, message) => {
    const io = captureIO();
    expect(await main(['replay', ...args], io)).toBe(2);
    expect(io.err()).toMatch(message);
  });
});
