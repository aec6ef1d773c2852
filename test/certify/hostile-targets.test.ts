// `vessel-kit certify --target URL` against targets that attack the kit rather than fail a rule:
// endless valid events, one slow valid event every 100 ms forever, one 100 MB event, a stream
// that never sends a byte, one byte a second, bytes that are not UTF-8, redirects to another host,
// a 200 that is no JSON, a card sending the calls to another host, and a run stopped by SIGINT.
// Each runs the kit as a child process (bin/vessel-kit.js, as an operator would) and must end
// within its caps with a clear verdict: results.json written and schema-valid, the target's
// misbehaviour a `fail` naming the cap or what came (never a kit `error`), and the child's peak
// resident memory under 500 MB, measured from its own process.resourceUsage().maxRSS at exit
// (test/certify/foreign/peak-rss.mjs, preloaded with node --import).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedExchange, RecordedTurn } from '../../src/a2a/recording.ts';
import { certifyChild, removeChildOutputs, type ChildRun } from './foreign/certify-child.ts';
import { honestyProblems, verdictMessages } from './foreign/certify-run.ts';
import {
  OTHER_HOST,
  startForeign,
  startHugeEvent,
  startInvalidUtf8,
  startMuteStream,
  startNonJson200,
  startRedirectingCard,
  startRedirectingRpc,
  startTrickle,
  startValidEventsForever,
  startWitness,
  type ForeignTarget,
} from './foreign/servers.ts';

const MB = 1_000_000;
/** How long a test may take, queueing included: the children run two at a time (certify-child.ts). */
const WAIT_MS = 120_000;
/** The most resident memory a certification may take, whatever the target does. */
const PEAK_RSS_LIMIT = 500 * MB;

/** Starts a target for one test, closed when that test ends (the tests of a block run at once). */
const serve = async <T extends ForeignTarget>(
  ctx: { onTestFinished: (fn: () => Promise<void>) => void },
  started: Promise<T>,
): Promise<T> => {
  const target = await started;
  ctx.onTestFinished(() => target.close());
  return target;
};
afterAll(removeChildOutputs);

/**
 * A child run of certify with a kill switch well past its caps: a hang fails the test, saying so.
 * The target is judged as a vessel, as a profile would have it: what the kit makes of a hostile
 * answer. A bare --target answering so is not judged at all (test/certify/target-kinds.test.ts).
 */
const certify = (
  argv: string[],
  options: { killAfterMs?: number; stop?: { signal: NodeJS.Signals; afterCases: number } } = {},
) =>
  certifyChild([...argv, '--as', 'vessel'], {
    killAfterMs: options.killAfterMs ?? 60_000,
    ...(options.stop ? { stop: options.stop } : {}),
  });

/** What every hostile run must show: a verdict on the target, results.json valid, memory bounded. */
function expectBounded(run: ChildRun): void {
  expect(honestyProblems(run), run.stderr.slice(-2_000)).toEqual([]);
  expect(run.peakRss, 'the child reported its peak RSS (it did not crash)').toBeDefined();
  expect(run.peakRss!, `peak RSS ${Math.round(run.peakRss! / MB)} MB`).toBeLessThan(PEAK_RSS_LIMIT);
  if (process.env.VK_SHOW_RSS) console.log(`peak RSS ${Math.round(run.peakRss! / MB)} MB in ${Math.round(run.ms)} ms`);
}

/** The case failed (on the target), its message saying why. */
function expectFailed(run: ChildRun, id: string): void {
  const c = run.caseOf(id);
  expect(`${c.status}: ${c.message}`, id).toMatch(/^fail: /);
}

/** Every exchange of every case of a run. */
const exchanges = (run: ChildRun) =>
  run.results.cases.flatMap((c): RecordedExchange[] => [
    ...(c.evidence.turns as RecordedTurn[]).flatMap((t) =>
      [t.send, t.cancel, t.getTask].filter((e): e is RecordedExchange => e !== undefined),
    ),
    ...(c.evidence.exchanges as RecordedExchange[]),
  ]);

describe.concurrent('certify against a target that never stops sending valid events', { timeout: WAIT_MS }, () => {
  it('the whole default suite: every case that ran fails on a recording cap, memory stays bounded, results.json is written', async (ctx) => {
    const target = await serve(ctx, startValidEventsForever());
    const run = await certify(['--target', target.url, '--timeout-scale', '0.3'], { killAfterMs: 90_000 });
    expectBounded(run);
    expect(run.code).toBe(1);
    expect(run.results.outcome.verdict).toBe('failed');
    const ran = run.results.cases.filter((c) => c.status !== 'skip');
    // The target answers every call at once: no case is left untested for silence, nor stopped.
    expect(
      ran
        .filter((c) => c.status === 'not-tested' && /answered nothing|went silent|stopped/.test(c.message))
        .map((c) => `${c.id}: ${c.message}`),
    ).toEqual([]);
    expect(ran.filter((c) => c.status === 'fail').length).toBeGreaterThan(100);
    // The recording caps end the floods, each named (case-bytes, or run-bytes when the cases in flight share it).
    const capped = exchanges(run).filter((e) => e.end.how === 'cap');
    expect(capped.length).toBeGreaterThan(ran.length);
    const byteCaps = ['case-bytes', 'run-bytes', 'total-bytes'];
    expect(
      capped.filter((e) => !byteCaps.includes(e.end.cap!)).map((e) => `${e.method} ${e.url}: ${e.end.detail}`),
    ).toEqual([]);
    expect(verdictMessages(run, 'a2a.stream-closed')).toContainEqual(
      expect.stringMatching(
        /^fail: the kit stopped waiting: the case's recorded responses grew past \d+ bytes \(the case's recording cap, case-bytes\)/,
      ),
    );
    // What the run keeps of a flood is its look: the first and last events, and how many were dropped.
    // (How many a given flood dropped depends on when the run's shared budget cut it: the largest
    // shows the summary at work, and none keeps more than its look.)
    const floods = capped.filter((e) => e.sseOmitted !== undefined);
    expect(Math.max(...floods.map((e) => e.sseOmitted!.events))).toBeGreaterThan(1_000);
    expect(Math.max(...floods.map((e) => e.sse?.length ?? 0))).toBeLessThanOrEqual(50);
  });

  it("the whole default suite with --evidence: every case's file written as it ends, memory stays bounded", async (ctx) => {
    const target = await serve(ctx, startValidEventsForever());
    const evidence = mkdtempSync(path.join(tmpdir(), 'vk-hostile-evidence-'));
    ctx.onTestFinished(() => rmSync(evidence, { recursive: true, force: true }));
    const run = await certify(['--target', target.url, '--timeout-scale', '0.3', '--evidence', evidence], {
      killAfterMs: 90_000,
    });
    expectBounded(run);
    expect(run.code).toBe(1);
    const ran = run.results.cases.filter((c) => c.status !== 'skip');
    expect(readdirSync(path.join(evidence, 'cases')).length).toBeGreaterThan(100);
    expect(ran.filter((c) => c.evidence.ref !== undefined).length).toBeGreaterThan(100);
  });

  it('one valid event every 100 ms forever: the time caps end it, the target fails on them, never a kit error', async (ctx) => {
    const target = await serve(ctx, startValidEventsForever(100));
    const run = await certify([
      '--target',
      target.url,
      '--timeout-scale',
      '0.1',
      '--only',
      'events.plain-answer',
      '--only',
      'a2a.tasks.finished-task',
    ]);
    expectBounded(run);
    expect(run.code).toBe(1);
    for (const id of ['events.plain-answer', 'a2a.tasks.finished-task']) expectFailed(run, id);
    expect(verdictMessages(run, 'a2a.stream-closed')).toContainEqual(
      expect.stringMatching(
        /^fail: the kit stopped waiting: (the exchange was still open after 6000 ms|the case's exchanges were still open after 12000 ms \(the case's time cap, case-time\))/,
      ),
    );
    // The case-time cap ends what the turn caps left open: the case ends near it, not at the kit's backstop.
    for (const id of ['events.plain-answer', 'a2a.tasks.finished-task'])
      expect(run.caseOf(id).duration_ms, id).toBeLessThan(16_000);
  });
});

/** A target misbehaving one way on the wire, the case that meets it, and the verdict it must get. */
interface WireCase {
  what: string;
  start: () => Promise<ForeignTarget>;
  scale: string;
  only: string;
  rule: string;
  verdict: RegExp;
}

const WIRE: WireCase[] = [
  {
    what: 'one 100 MB event is cut at the 1 MiB event cap, never buffered',
    start: () => startHugeEvent(100 * 1024 * 1024),
    scale: '0.2',
    only: 'events.plain-answer',
    rule: 'a2a.stream-closed',
    verdict: /^fail: the kit stopped waiting: an SSE event grew past 1048576 bytes/,
  },
  {
    what: 'a stream that never sends a byte fails on the idle cap',
    start: startMuteStream,
    scale: '0.1',
    only: 'events.plain-answer',
    rule: 'a2a.stream-closed',
    verdict: /^fail: the kit stopped waiting: the response was silent for 1500 ms/,
  },
  {
    what: 'one byte a second is never silent long enough for the idle cap: the exchange cap ends it',
    start: startTrickle,
    scale: '0.1',
    only: 'a2a.errors.method-not-found',
    rule: 'a2a.stream-closed',
    verdict: /^fail: the kit stopped waiting: the exchange was still open after 6000 ms/,
  },
  {
    what: 'bytes that are not UTF-8 in an event fail a2a.sse-framing on its data, which is not JSON',
    start: startInvalidUtf8,
    scale: '0.2',
    only: 'events.plain-answer',
    rule: 'a2a.sse-framing',
    verdict: /^fail: event #1: data is not JSON/,
  },
  {
    what: 'a 200 whose body is no JSON fails the call, quoting the body',
    start: startNonJson200,
    scale: '0.2',
    only: 'a2a.errors.method-not-found',
    rule: 'a2a.method-not-found',
    verdict: /^fail: expected JSON-RPC error -32601: HTTP 200 with a body that is not JSON \("OK"\)$/,
  },
];

describe.concurrent('certify against streams that misbehave on the wire', { timeout: WAIT_MS }, () => {
  it.for(WIRE)('$what', async ({ start, scale, only, rule, verdict }, ctx) => {
    const target = await serve(ctx, start());
    const run = await certify(['--target', target.url, '--timeout-scale', scale, '--only', only]);
    expectBounded(run);
    expectFailed(run, only);
    expect(verdictMessages(run, rule)).toContainEqual(expect.stringMatching(verdict));
  });
});

describe.concurrent('certify never talks to a host it was not given', { timeout: WAIT_MS }, () => {
  it('a JSON-RPC call redirected to another host is not followed: the 307 is what the target answered', async (ctx) => {
    const witness = await serve(ctx, startWitness());
    const target = await serve(ctx, startRedirectingRpc(witness.url));
    const run = await certify([
      '--target',
      target.url,
      '--timeout-scale',
      '0.2',
      '--only',
      'a2a.errors.method-not-found',
    ]);
    expectBounded(run);
    expect(run.caseOf('a2a.errors.method-not-found').message).toMatch(
      /^a2a\.method-not-found: expected JSON-RPC error -32601: HTTP 307 with a body that is not JSON/,
    );
    expect(witness.posts(), 'requests that reached the other host').toBe(0);
  });

  it('a card redirected to another host is not followed: the preflight stops (exit 2), saying so', async (ctx) => {
    const witness = await serve(ctx, startWitness());
    const target = await serve(ctx, startRedirectingCard(witness.url));
    const run = await certify(['--target', target.url, '--timeout-scale', '0.2', '--only', 'a2a.*']);
    expect(run.schemaErrors).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.reason).toMatch(
      new RegExp(
        `\\(HTTP 302 redirecting to http://${OTHER_HOST.replace(/\./g, '\\.')}:\\d+/\\.well-known/agent-card\\.json, which the kit does not follow\\)`,
      ),
    );
    expect(witness.posts(), 'requests that reached the other host').toBe(0);
  });

  it('a card sending the calls to another host: exit 2 naming the host and --allow-host, and nothing is sent there', async (ctx) => {
    const witness = await serve(ctx, startWitness());
    const target = await serve(
      ctx,
      startForeign('elsewhere', () => undefined, { rpcUrl: witness.url }),
    );
    const run = await certify([
      '--target',
      target.url,
      '--timeout-scale',
      '0.2',
      '--only',
      'a2a.errors.method-not-found',
    ]);
    expect(run.schemaErrors).toEqual([]);
    expect(run.code).toBe(2);
    expect(run.results.outcome.verdict).toBe('incomplete');
    expect(run.results.outcome.reason).toMatch(
      new RegExp(
        `^preflight: agent 'default': its card at http://127\\.0\\.0\\.1:\\d+/\\.well-known/agent-card\\.json sends the JSON-RPC calls to ${witness.url.replace(/\./g, '\\.')}, on host '${OTHER_HOST.replace(/\./g, '\\.')}', not the card's own host '127\\.0\\.0\\.1'.* --allow-host ${OTHER_HOST.replace(/\./g, '\\.')}`,
      ),
    );
    expect(run.stderr + run.stdout).toContain(`--allow-host ${OTHER_HOST}`);
    expect(witness.posts(), 'requests that reached the other host').toBe(0);
  });

  it('with --allow-host naming that host, the kit follows the card there and judges what it answers', async (ctx) => {
    const witness = await serve(ctx, startWitness());
    const target = await serve(
      ctx,
      startForeign('elsewhere', () => undefined, { rpcUrl: witness.url }),
    );
    const run = await certify([
      '--target',
      target.url,
      '--allow-host',
      OTHER_HOST,
      '--timeout-scale',
      '0.2',
      '--only',
      'a2a.errors.method-not-found',
    ]);
    expectBounded(run);
    expect(run.code).toBe(1);
    expect(run.caseOf('a2a.errors.method-not-found').message).toBe(
      'a2a.method-not-found: JSON-RPC error -32603 ("witness"), expected -32601',
    );
    expect(witness.posts()).toBeGreaterThan(0);
  });
});

describe.concurrent('certify stopped by a signal', { timeout: WAIT_MS }, () => {
  it.for(['SIGINT', 'SIGTERM'] as const)(
    '%s mid-run: results.json is written, verdict incomplete, cases it cut short not-tested saying so, none failed for it',
    async (signal, ctx) => {
      const target = await serve(ctx, startValidEventsForever(100));
      const run = await certify(['--target', target.url, '--timeout-scale', '0.2'], {
        stop: { signal, afterCases: 3 },
      });
      expect(run.schemaErrors).toEqual([]);
      expect(run.code).toBe(2);
      expect(run.results.outcome).toMatchObject({
        verdict: 'incomplete',
        reason: 'the run was stopped before every case finished',
      });
      const cut = run.results.cases.filter((c) => c.message === 'not judged: the run was stopped while it ran');
      const unrun = run.results.cases.filter((c) => c.message === 'not run: the run was stopped');
      expect(cut.length, 'cases in flight when the run was stopped').toBeGreaterThan(0);
      expect(cut.every((c) => c.status === 'not-tested')).toBe(true);
      expect(unrun.length).toBeGreaterThan(0);
      // The kit's own hang-up is no verdict on the target: nothing fails or errs for it.
      const blamed = run.results.cases.filter(
        (c) => (c.status === 'fail' || c.status === 'error') && /hung up|run was stopped/.test(c.message),
      );
      expect(blamed.map((c) => `${c.id}: ${c.message}`)).toEqual([]);
      // Nor does any rule fail, or pass, on what a cut case recorded: its rules are not-tested, saying why.
      const cutIds = new Set(cut.map((c) => c.id));
      const judgedOnCut = Object.entries(run.results.rules).filter(
        ([, r]) => r.status !== 'not-tested' && r.status !== 'skip' && cutIds.has(r.message.split(':')[0]!),
      );
      expect(judgedOnCut.map(([id, r]) => `${id}: ${r.status}: ${r.message}`)).toEqual([]);
      expect(cut.every((c) => c.evidence.verdicts.length === 0)).toBe(true);
      // Stopping ends the open exchanges at once, not at their caps (12 s a turn, 24 s a case at this scale).
      expect(run.stoppedAtMs).toBeDefined();
      expect(run.ms - run.stoppedAtMs!, 'from the signal to the exit').toBeLessThan(6_000);
    },
  );
});
