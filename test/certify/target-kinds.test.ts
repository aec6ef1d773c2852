// `certify --target URL` with no profile and no --as: what the kit judges the target as, read off
// its card and the preflight's plain turn, and what each kind gets. An A2A 0.3 agent, a refused
// turn, an unanswered one and a target that gives no A2A answer stop at the preflight (exit 2),
// each in one sentence; a plain A2A agent gets an A2A verdict, which --require holds it to, and a
// rejudge of its bundle keeps it; a profile or --as is never second-guessed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import type { Results } from '../../src/results/schema.ts';
import { captureIO } from '../cli/capture-io.ts';
import { certifyProfile, certifyTarget, removeOutputs, type ForeignRun } from './foreign/certify-run.ts';
import { startA2A03Agent, startRefusingAgent } from './foreign/kinds.ts';
import { startBrokenJson, startSdkAgent, startSilentRpc, type ForeignTarget } from './foreign/servers.ts';

let target: ForeignTarget | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});
const scratch = mkdtempSync(path.join(tmpdir(), 'vk-kinds-'));
afterAll(() => {
  removeOutputs();
  rmSync(scratch, { recursive: true, force: true });
});

/** A2A cases the SDK echo agent passes (the one plain turn of the preflight aside). */
const PASSING = ['--only', 'a2a.errors.method-not-found', '--only', 'a2a.errors.parse-error'];

/** Stopped at the preflight: exit 2, incomplete, the reason said once on the verdict line, nothing run. */
function expectStopped(run: ForeignRun, reason: string | RegExp): void {
  expect(run.schemaErrors).toEqual([]);
  expect(run.code).toBe(2);
  expect(run.results.outcome.verdict).toBe('incomplete');
  expect(run.results.outcome.reason).toMatch(reason);
  expect(run.results.cases.filter((c) => c.status !== 'not-tested').map((c) => c.id)).toEqual([]);
  expect(run.stdout).toContain(`INCOMPLETE (exit 2): ${run.results.outcome.reason}`);
}

describe('a --target the kit does not judge: stopped at the preflight, saying why', () => {
  it('an A2A 0.3 agent: one sentence naming its card’s version, and no 1.0 card rule failed', async () => {
    target = await startA2A03Agent();
    const run = await certifyTarget(target.url);
    expectStopped(run, 'preflight: this agent speaks A2A 0.3 (card protocolVersion 0.3.0); vessel-kit judges A2A 1.0');
    expect(run.results.target.classification).toEqual({
      as: 'a2a-0.3',
      evidence: 'card protocolVersion 0.3.0',
      forced: false,
    });
    expect(run.caseOf('a2a.discovery.card').status).toBe('not-tested');
    expect(target.posts()).toBe(0);
  });

  it('an A2A 0.3 agent under a profile is said to be one too, and, a vessel by declaration, its card is judged', async () => {
    target = await startA2A03Agent();
    const run = await certifyProfile({ name: 'old', agents: [{ name: 'default', url: target.url }] }, [
      '--only',
      'a2a.*',
    ]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.reason).toBe(
      'preflight: this agent speaks A2A 0.3 (card protocolVersion 0.3.0); vessel-kit judges A2A 1.0',
    );
    expect(run.results.target.classification).toEqual({
      as: 'vessel',
      evidence: 'declared by a profile',
      forced: true,
    });
    // A vessel whose card is not 1.0's fails its card rules, as before.
    const card = run.caseOf('a2a.discovery.card');
    expect(card.status).toBe('fail');
    expect(card.evidence.verdicts.filter((v) => v.status === 'fail').map((v) => v.rule)).toContain(
      'a2a.card-interface',
    );
    expect(target.posts()).toBe(0);
  });

  it('a refused plain turn (HTTP 401) classifies nothing, and says what the agent asked for', async () => {
    target = await startRefusingAgent();
    const run = await certifyTarget(target.url);
    expectStopped(
      run,
      `preflight: the plain turn was refused (HTTP 401, WWW-Authenticate 'Bearer realm="a2a"'), and the kit tells a vessel from a plain A2A agent by that turn: nothing is judged. --target sends no credentials: certify an agent that asks for them with a profile that gives auth (schemas/profile.schema.json)`,
    );
    expect(run.results.target.classification).toBeUndefined();
    expect(target.posts()).toBe(1);
  });

  it('an unanswered plain turn classifies nothing, within the first-byte cap', async () => {
    target = await startSilentRpc();
    const run = await certifyTarget(target.url, ['--timeout-scale', '0.1']);
    expectStopped(
      run,
      'preflight: the plain turn got no answer (no response within 1000 ms), and the kit tells a vessel from a plain A2A agent by that turn: nothing is judged',
    );
    expect(run.results.target.classification).toBeUndefined();
  });

  it('a target whose plain turn gets no A2A answer is not A2A: not judged, saying what came back', async () => {
    target = await startBrokenJson('html-500');
    const run = await certifyTarget(target.url);
    expectStopped(
      run,
      "preflight: this target gave no A2A 1.0 answer: its plain turn (SendStreamingMessage) was answered with HTTP 500 ('text/html'), a body that is not JSON, not with a task or a message; vessel-kit judges A2A 1.0 agents and vessels",
    );
    expect(run.results.target.classification).toMatchObject({ as: 'not-a2a', forced: false });
    expect(run.stdout.split('\n')[1]).toMatch(
      /^Not judged: its plain turn \(SendStreamingMessage\) was answered with HTTP 500/,
    );
  });
});

describe('a plain A2A agent and --require', () => {
  it('a2a-conformant exits 0; --require a2a-conformant holds it; --require certified fails it', async () => {
    target = await startSdkAgent();
    const conformant = await certifyTarget(target.url, PASSING);
    expect(conformant.code).toBe(0);
    expect(conformant.results.outcome.verdict).toBe('a2a-conformant');
    expect(conformant.stdout).toMatch(
      /A2A-CONFORMANT \(exit 0\): every A2A MUST rule that ran passed \(2 case\(s\) judged\)/,
    );
    expect((await certifyTarget(target.url, [...PASSING, '--require', 'a2a-conformant'])).code).toBe(0);
    const required = await certifyTarget(target.url, [...PASSING, '--require', 'certified']);
    expect(required.code).toBe(1);
    expect(required.results.outcome).toMatchObject({
      verdict: 'a2a-conformant',
      reason: expect.stringMatching(/^--require certified, but the run is a2a-conformant: /),
    });
  });

  it('--as a2a judges a --target only: with a profile it is refused before anything starts', async () => {
    const io = captureIO();
    const code = await main(['certify', '--profile', 'fixtures/profiles/embedded-like.json', '--as', 'a2a'], io);
    expect(code).toBe(2);
    expect(io.err()).toContain(
      'vessel-kit certify: --as a2a judges a --target: a profile, and the embedded reference vessel, are vessels',
    );
  });
});

describe('rejudge', () => {
  it('keeps what the recorded run judged the target as, and its A2A verdict', async () => {
    target = await startSdkAgent();
    const evidence = path.join(scratch, 'evidence');
    const recorded = await certifyTarget(target.url, ['--only', 'a2a.*', '--evidence', evidence]);
    await target.close();
    target = undefined;
    const out = path.join(scratch, 'rejudged');
    const io = captureIO();
    const code = await main(['rejudge', evidence, '--out', out, '--quiet'], io);
    const rejudged = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as Results;
    expect(rejudged.target.classification).toEqual(recorded.results.target.classification);
    expect(rejudged.target.classification?.as).toBe('a2a');
    expect(code).toBe(recorded.code);
    expect(rejudged.outcome).toEqual(recorded.results.outcome);
    expect(rejudged.outcome.verdict).toBe('a2a-failed');
    expect(rejudged.rejudged_from?.changed).toEqual([]);
    // The vessel rules its A2A cases judge are still not applicable, not failed.
    expect(Object.entries(rejudged.rules).filter(([id, r]) => r.status === 'fail' && !id.startsWith('a2a.'))).toEqual(
      [],
    );
  });
});
