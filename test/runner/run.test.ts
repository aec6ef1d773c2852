import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCertification, type RunOptions } from '../../src/runner/run.ts';
import { runSettings } from '../support/run-settings.ts';
import { resultsProblems } from '../../src/results/write.ts';
import { cardServer, fakeCard, fakeModel, fnCase, passing, failing, profileAt, RULES, KIT } from './fakes.ts';
import { serve, type TestServer } from '../recorder/hostile-servers.ts';
import type { CaseContext, ConformanceCase } from '../../src/case/index.ts';

let target: TestServer;
beforeAll(async () => {
  target = await cardServer();
});
afterAll(async () => {
  await target.close();
});

const run = (
  cases: ConformanceCase[],
  extra: Partial<RunOptions> = {},
  options: Parameters<typeof runSettings>[0] = {},
) =>
  runCertification({
    profile: profileAt(target.url),
    target: { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' },
    model: fakeModel(),
    cases,
    rules: RULES,
    kit: KIT,
    settings: runSettings(options),
    seed: 7,
    ...extra,
  });

describe('runner: scheduling', () => {
  it('runs at most `concurrency` cases at once, and does reach that many', async () => {
    let active = 0;
    let peak = 0;
    let started = 0;
    const waiting: (() => void)[] = [];
    const step = async () => {
      active++;
      started++;
      peak = Math.max(peak, active);
      // Hold each case until three are in flight (or the last has started), so overlap is certain.
      if (active >= 3 || started === 7) waiting.splice(0).forEach((release) => release());
      else await new Promise<void>((resolve) => waiting.push(resolve));
      active--;
      return passing();
    };
    const cases = Array.from({ length: 7 }, (_, i) => fnCase(`c${i}`, step));
    const results = await run(cases, {}, { concurrency: 3 });
    expect(peak).toBe(3);
    expect(results.summary.by_status.pass).toBe(7);
  });

  it('starts the longest cases first: a deadline or slow tool, then by expectedMs, then in their order', async () => {
    const started: string[] = [];
    const starting = (id: string, opts: Parameters<typeof fnCase>[2] = {}) =>
      fnCase(
        id,
        async () => {
          started.push(id);
          return passing();
        },
        opts,
      );
    const profile = profileAt(target.url, {
      deadline_seconds: 2,
      tools: { slow: { name: 'sleep', arguments: {}, runs_ms: 1000 } },
    });
    const cases = [
      starting('short-1'),
      starting('hinted-500', { expectedMs: 500 }),
      starting('deadline', { needs: ['deadline_seconds'] }),
      starting('short-2'),
      starting('hinted-1500', { expectedMs: 1500 }),
      starting('slow-tool', { needs: ['tools.slow'] }),
    ];
    const results = await run(cases, { profile }, { concurrency: 1 });
    expect(started).toEqual(['deadline', 'slow-tool', 'hinted-1500', 'hinted-500', 'short-1', 'short-2']);
    expect(results.cases.map((c) => c.id)).toEqual(cases.map((c) => c.id));
  });

  it('keeps the declared case order in results whatever order cases finish in', async () => {
    const slowFirst = fnCase('slow', async () => {
      await new Promise((r) => setTimeout(r, 30));
      return passing();
    });
    const results = await run([slowFirst, fnCase('fast', async () => passing())]);
    expect(results.cases.map((c) => c.id)).toEqual(['slow', 'fast']);
  });

  it('isolates cases: one that throws is an error of the kit, the others are judged as usual', async () => {
    const results = await run([
      fnCase('boom', async () => {
        throw new Error('kaboom');
      }),
      fnCase('fine', async () => passing()),
    ]);
    const [boom, fine] = results.cases;
    expect(boom).toMatchObject({ status: 'error', message: 'kit error: kaboom' });
    expect(fine?.status).toBe('pass');
  });

  it('gives every script id a fresh value, unique across cases', async () => {
    const model = fakeModel();
    const twoTurns = async (ctx: CaseContext) => (
      await ctx.recordTurn({ getTask: false }),
      await ctx.recordTurn({ getTask: false }),
      passing()
    );
    const results = await run(
      Array.from({ length: 5 }, (_, i) => fnCase(`s${i}`, twoTurns)),
      { model },
    );
    // The preflight's own plain turn (src/runner/preflight.ts) registers one script first.
    const ids = model.scripts.map((script) => script.id).filter((id) => !id.startsWith('preflight-'));
    expect(model.scripts.length - ids.length).toBe(1);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(id).toMatch(/^s\d-[0-9a-f]{8}-\d$/);
    expect(results.outcome.exit_code).toBe(0);
  });

  it('draws case randomness from the seed: the same seed gives the same values', async () => {
    const draw = async (seed: number) => {
      let value = 0;
      await run([fnCase('r', async (ctx) => ((value = ctx.random()), passing()))], { seed });
      return value;
    };
    expect(await draw(42)).toBe(await draw(42));
    expect(await draw(42)).not.toBe(await draw(43));
  });
});

describe('runner: statuses and skips', () => {
  it('skips a case whose needs no agent declares, saying what to declare', async () => {
    const results = await run([
      fnCase('needs-slow', async () => passing(), { needs: ['tools.slow'] }),
      fnCase('plain', async () => passing()),
    ]);
    expect(results.cases[0]).toMatchObject({ status: 'skip' });
    expect(results.cases[0]?.message).toMatch(/tools\.slow/);
    expect(results.rules['r.must']?.status).toBe('pass');
  });

  it('an INFO verdict never fails a case; a SHOULD failure fails the case but not the run', async () => {
    const results = await run([
      fnCase('info', async () => failing('r.info'), { rules: ['r.info'] }),
      fnCase('should', async () => failing('r.should', 'late'), { rules: ['r.should'] }),
      fnCase('must', async () => passing()),
    ]);
    expect(results.cases.map((c) => c.status)).toEqual(['pass', 'fail', 'pass']);
    expect(results.cases[1]?.message).toBe('r.should: late');
    // r.untested (MUST) was never judged: exit 0, but not a certification.
    expect(results.outcome).toMatchObject({ exit_code: 0, verdict: 'passed' });
  });

  it('certifies only when every MUST rule was judged and passed', async () => {
    const partial = await run([fnCase('must', async () => passing())]);
    expect(partial.outcome).toMatchObject({ exit_code: 0, verdict: 'passed' });
    expect(partial.outcome.reason).toMatch(/1 MUST rule\(s\) were not judged.*not a full certification/);
    const full = await run([
      fnCase('must', async () => passing()),
      fnCase('other', async () => passing('r.untested'), { rules: ['r.untested'] }),
    ]);
    expect(full.outcome).toMatchObject({ exit_code: 0, verdict: 'certified' });
  });

  it('a failed MUST rule is exit 1 and named in the outcome', async () => {
    const results = await run([fnCase('bad', async () => failing('r.must', 'no turn.finished'))]);
    expect(results.outcome).toMatchObject({ exit_code: 1, verdict: 'failed' });
    expect(results.outcome.reason).toContain('r.must');
    expect(results.rules['r.must']).toMatchObject({ status: 'fail', message: 'bad: no turn.finished', cases: ['bad'] });
    expect(results.rules['r.untested']?.status).toBe('not-tested');
  });

  it('nothing ran (everything skipped or filtered out) is exit 2, never a pass', async () => {
    const skipped = await run([fnCase('a', async () => passing(), { needs: ['send_reasoning'] })]);
    expect(skipped.outcome).toMatchObject({ exit_code: 2, verdict: 'incomplete' });
    const filtered = await run([fnCase('a', async () => passing())], {}, { only: ['nothing.*'] });
    expect(filtered.outcome.exit_code).toBe(2);
    expect(filtered.cases).toHaveLength(0);
  });

  it('a MUST case the kit could not judge is exit 2', async () => {
    const results = await run([
      fnCase('ok', async () => passing()),
      fnCase('err', async () => {
        throw new Error('fixture missing');
      }),
    ]);
    expect(results.outcome.exit_code).toBe(2);
    expect(results.outcome.reason).toContain('err');
  });

  it('--only and --skip match case ids and rule ids', async () => {
    const cases = [
      fnCase('a2a.discovery.card', async () => passing()),
      fnCase('events.x', async () => passing(), { rules: ['r.should'] }),
      fnCase('events.y', async () => passing()),
    ];
    expect((await run(cases, {}, { only: ['events.*'], skip: ['r.should'] })).cases.map((c) => c.id)).toEqual([
      'events.y',
    ]);
  });
});

describe('runner: stopping', () => {
  it('a stopped run is exit 2; the case it interrupted and those after it are not-tested', async () => {
    const stop = new AbortController();
    const results = await run(
      [
        fnCase('first', async () => {
          stop.abort();
          return failing();
        }),
        fnCase('second', async () => passing()),
      ],
      { signal: stop.signal },
      { concurrency: 1 },
    );
    expect(results.cases.map((c) => c.status)).toEqual(['not-tested', 'not-tested']);
    expect(results.outcome).toMatchObject({
      exit_code: 2,
      verdict: 'incomplete',
      reason: 'the run was stopped before every case finished',
    });
  });
});

describe('runner: hard caps', () => {
  it('a turn the kit had to cut off before any answer fails a2a.result-response with the cap in the message, and never hangs', async () => {
    const silent = await serve((req, res) => {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(fakeCard(req));
      } // POSTs are never answered.
    });
    try {
      const results = await runCertification({
        profile: profileAt(silent.url),
        target: { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' },
        model: fakeModel(),
        cases: [fnCase('silent', async (ctx) => ({ verdicts: [], turns: [await ctx.recordTurn({ text: 'hi' })] }))],
        rules: RULES,
        kit: KIT,
        settings: runSettings(),
        caps: { firstByteMs: 150 },
      });
      expect(results.cases[0]).toMatchObject({ status: 'fail' });
      expect(results.cases[0]?.message).toMatch(
        /^a2a\.result-response: SendStreamingMessage got no answer: the kit stopped waiting: no response within 150 ms \(POST /,
      );
      expect(results.outcome.exit_code).toBe(1);
    } finally {
      await silent.close();
    }
  });

  it('an agent that answers nothing in three cases in a row gets no more cases (not-tested, saying why)', async () => {
    const silent = await serve((req, res) => {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(fakeCard(req));
      }
    });
    try {
      let ran = 0;
      const turnCase = (id: string) =>
        fnCase(id, async (ctx) => (ran++, { verdicts: [], turns: [await ctx.recordTurn({ text: 'hi' })] }));
      const results = await runCertification({
        profile: profileAt(silent.url),
        target: { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' },
        model: fakeModel(),
        cases: Array.from({ length: 6 }, (_, i) => turnCase(`t${i}`)),
        rules: RULES,
        kit: KIT,
        caps: { firstByteMs: 100 },
        settings: runSettings({ concurrency: 1 }),
      });
      expect(ran).toBe(3);
      expect(results.cases.map((c) => c.status)).toEqual([
        'fail',
        'fail',
        'fail',
        'not-tested',
        'not-tested',
        'not-tested',
      ]);
      expect(results.cases[3]?.message).toBe(
        "not run: agent 'default' answered nothing in 3 cases in a row (no response within 100 ms)",
      );
      expect(results.outcome.exit_code).toBe(1);
    } finally {
      await silent.close();
    }
  });
});

describe('runner: reachability', () => {
  it('an unreachable target is exit 2; no case runs and none is reported as passing', async () => {
    let ran = false;
    const results = await runCertification({
      profile: profileAt('http://127.0.0.1:1'),
      target: { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' },
      model: fakeModel(),
      cases: [fnCase('a', async () => ((ran = true), passing()))],
      rules: RULES,
      kit: KIT,
      settings: runSettings(),
    });
    expect(ran).toBe(false);
    expect(results.outcome).toMatchObject({ exit_code: 2, verdict: 'incomplete' });
    expect(results.outcome.reason).toMatch(/unreachable.*ECONNREFUSED/);
    expect(results.cases[0]?.status).toBe('not-tested');
  });

  it('writes results that validate against the results schema', async () => {
    const results = await run([
      fnCase('a', async () => passing()),
      fnCase('b', async () => failing()),
      fnCase('c', async () => passing(), { needs: ['tools.fast'] }),
    ]);
    expect(resultsProblems(results)).toEqual([]);
    expect(results.profile_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(results.seed).toBe(7);
  });
});
