// Runs a certification: checks the target answers, runs the selected cases concurrently (each
// on the agent that fits its needs, each isolated with its own script ids), turns verdicts into
// case results, rolls them up per rule and decides the exit code. No I/O beyond the target and
// the mock model; writing files and printing are the CLI's job.
import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CAPS, describeCap, scaleCaps, type RecorderCaps } from '../a2a/caps.ts';
import { A2AClient } from '../a2a/client.ts';
import { CaseBudget, isUnreachable, recordExchange, RunBudget } from '../a2a/recorder.ts';
import type { CapName, RecordedExchange } from '../a2a/recording.ts';
import type { CaseOutcome, ConformanceCase, SuiteName } from '../case/index.ts';
import type { Level } from '../rules/types.ts';
import { type LoadedEntry } from '../results/baseline.ts';
import { caseContext, type RunShared } from './case-context.ts';
import { chooseAgent } from './choose-agent.ts';
import { catalogueDigest, concludeRun } from '../results/conclude.ts';
import { turnCaps, type ModelPort } from './drive-turn.ts';
import { newTape, tapeContext, tapeModel, type CaseTape } from '../evidence/tape.ts';
import { judgeCase, RunWide } from './judge-case.ts';
import { profileDigest } from '../profile/load.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';
import { highestLevel, type LevelOf } from '../results/roll-up.ts';
import { RESULTS_SCHEMA_VERSION, type CaseResult, type Results } from '../results/schema.ts';
import { redactedString, type KnownSecret } from '../results/redaction.ts';
import { compactStrings } from '../results/write.ts';
import { replayCommand } from '../results/commands.ts';
import { KnownSecrets } from './known-secrets.ts';
import { selectCases } from './select.ts';
import { offHostReasons, preflight, preflightStop } from './preflight.ts';
import { dealShards, type Shard } from './shard.ts';

export interface RunOptions {
  profile: Profile;
  target: { kind: Results['target']['kind']; modelUrl: string };
  model: ModelPort;
  cases: readonly ConformanceCase[];
  /** The catalogue's ids and levels (src/rules), for levels and the roll-up. */
  rules: readonly { id: string; level: Level }[];
  kit: { name: string; version: string };
  /**
   * The run's options as results.options records them (src/certify/record.ts writes them from the
   * option table): the run reads its settings here (concurrency, timeout scale, selection, allowed
   * hosts, what fails it) and records them unchanged, so results.options says what ran.
   */
  settings: Results['options'];
  seed?: number;
  caps?: Partial<RecorderCaps>;
  signal?: AbortSignal;
  /** `--shard i/n`: run only this slice of the selection (balanced by `durations` when given). */
  shard?: Shard;
  /** Case id → ms, from a previous results.json, to balance shards by time rather than count. */
  durations?: ReadonlyMap<string, number>;
  /** The loaded expected-failures entries (`settings.expected_failures` names their file). */
  expectedFailures?: readonly LoadedEntry[];
  /** Called once the cases to run are known (for progress output). */
  onPlan?: (cases: readonly { id: string }[]) => void;
  /** Called as each case finishes (for progress output). */
  onCase?: (result: CaseResult) => void;
  /**
   * Called with each case's tape when it ran (for an evidence bundle), and the credentials the run
   * knows by then, to keep out of it; without it nothing is taped.
   */
  onTape?: (tape: CaseTape, evidence: CaseResult['evidence'], secrets: readonly KnownSecret[]) => void;
  /** Told what the run held of its recordings at most, in the budgets' bytes (tests measure it). */
  onBudget?: (run: RunBudget) => void;
}

/**
 * The longest cases first, so they overlap everything else and the run takes about as long as its
 * longest case: those waiting on the target's deadline or a slow tool (how long, only the target
 * knows), then by `expectedMs`, then the rest in their given order.
 */
export function longestFirst(cases: readonly ConformanceCase[]): ConformanceCase[] {
  const expected = (c: ConformanceCase) =>
    c.needs.includes('deadline_seconds') || c.needs.includes('tools.slow')
      ? Number.MAX_SAFE_INTEGER
      : (c.expectedMs ?? 0);
  return [...cases].sort((a, b) => expected(b) - expected(a));
}

async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** After this many cases in a row in which an agent answered nothing, or went silent mid-answer, it gets no more cases. */
export const SILENT_CASES_LIMIT = 3;

/** The time caps: the kit stopped waiting because nothing more came, not because too much did. */
const SILENCE_CAPS: readonly CapName[] = ['first-byte', 'idle', 'turn-time'];

/**
 * Counts, per agent, the cases in a row in which every request got no response (refused, reset,
 * or nothing before the first-byte cap) or a response that went silent and never reached its end
 * (idle, whole exchange). A target that has gone silent or away would otherwise cost every
 * remaining case its full cap, or fail each of them on a connection that no longer exists.
 */
class SilenceBreaker {
  private readonly inARow = new Map<string, { count: number; why: string }>();
  /** Why the agent gets no more cases, once it has been silent too often in a row. */
  tripped(agent: string, caps: RecorderCaps): string | undefined {
    const state = this.inARow.get(agent);
    if (!state || state.count < SILENT_CASES_LIMIT) return undefined;
    if (state.why === 'first-byte')
      return `answered nothing in ${SILENT_CASES_LIMIT} cases in a row (${describeCap('first-byte', caps)})`;
    if (state.why.startsWith('gone: '))
      return `answered nothing in ${SILENT_CASES_LIMIT} cases in a row (${state.why.slice('gone: '.length)})`;
    return `went silent mid-answer in ${SILENT_CASES_LIMIT} cases in a row (${state.why})`;
  }
  record(agent: string, outcome: CaseOutcome): void {
    const exchanges = (outcome.turns ?? []).map((t) => t.send).concat(outcome.exchanges ?? []);
    const timedOut = (e: RecordedExchange) =>
      e.end.how === 'cap' && e.end.cap !== undefined && SILENCE_CAPS.includes(e.end.cap);
    // Refused or reset before any response: a target that went away mid-run (crashed, stopped).
    const silent = exchanges.length > 0 && exchanges.every((e) => timedOut(e) || isUnreachable(e));
    if (!silent) return void this.inARow.set(agent, { count: 0, why: '' });
    const gone = exchanges.find((e) => isUnreachable(e));
    const stalled = exchanges.find((e) => e.end.cap !== undefined && e.end.cap !== 'first-byte');
    const why = gone
      ? `gone: ${gone.end.detail ?? 'no response'}`
      : stalled
        ? (stalled.end.detail ?? String(stalled.end.cap))
        : 'first-byte';
    this.inARow.set(agent, { count: (this.inARow.get(agent)?.count ?? 0) + 1, why });
  }
}

/**
 * Fetches every agent's card: a client per agent, pointed at the JSONRPC url its card names, the
 * agents that answered nothing at all (refused, reset, or silent past the first-byte cap), and
 * why a card's JSONRPC url is on a host the kit may not talk to (nothing is sent there).
 */
async function reachAgents(
  profile: Profile,
  caps: RecorderCaps,
  timeoutScale: number,
  allowHosts: readonly string[],
): Promise<{ clients: Map<string, A2AClient>; unreachable: string[]; offHost: string[] }> {
  const clients = new Map<string, A2AClient>();
  const unreachable: string[] = [];
  const offHost: string[] = [];
  const headers = profile.auth ? { [profile.auth.header]: profile.auth.value } : undefined;
  await Promise.all(
    profile.agents.map(async (agent) => {
      const client = new A2AClient({
        baseUrl: agent.url,
        headers,
        caps,
        secretHeaders: profile.auth ? [profile.auth.header] : [],
      });
      const card = await client.getCard({
        caps: { firstByteMs: Math.min(caps.firstByteMs, CARD_FIRST_BYTE_MS * timeoutScale) },
      });
      if (answeredNothing(card)) {
        unreachable.push(`agent '${agent.name}' at ${agent.url}: ${card.end.detail ?? card.end.how}`);
      } else {
        client.useCard(card.body?.json);
        const off = offHostReasons([{ agent, rpcUrl: client.rpcUrl }], allowHosts);
        if (off.length > 0) offHost.push(...off);
        else {
          const rpc = await rpcUnreachable(client, agent.url, headers, caps, timeoutScale);
          if (rpc !== undefined) unreachable.push(`agent '${agent.name}' at ${agent.url}: ${rpc}`);
        }
      }
      clients.set(agent.name, client);
    }),
  );
  return { clients, unreachable, offHost };
}

/** How long the reachability check waits for a card before calling the agent unreachable. */
const CARD_FIRST_BYTE_MS = 5_000;

/** Refused, reset, or silent past the first-byte cap: no response at all. */
function answeredNothing(exchange: RecordedExchange): boolean {
  return isUnreachable(exchange) || (exchange.end.how === 'cap' && exchange.status === undefined);
}

/**
 * When the card sends calls to another origin than the one that served it, that endpoint must
 * answer something (any HTTP status will do: a GET changes nothing) or no case could be judged;
 * the reason, naming the card's URL, otherwise. The same origin answered the card, so needs no check.
 */
async function rpcUnreachable(
  client: A2AClient,
  baseUrl: string,
  headers: Record<string, string> | undefined,
  caps: RecorderCaps,
  timeoutScale: number,
): Promise<string | undefined> {
  let origin: string;
  try {
    origin = new URL(client.rpcUrl).origin;
  } catch {
    return `its card names the JSONRPC url '${client.rpcUrl}', which is not a URL`;
  }
  if (origin === new URL(baseUrl).origin) return undefined;
  const probe = await recordExchange({
    url: client.rpcUrl,
    method: 'GET',
    headers: { ...headers },
    caps: { ...caps, firstByteMs: Math.min(caps.firstByteMs, CARD_FIRST_BYTE_MS * timeoutScale) },
    redactHeaders: Object.keys(headers ?? {}),
  });
  return answeredNothing(probe)
    ? `the JSONRPC url its card names, ${client.rpcUrl}, answers nothing (${probe.end.detail ?? probe.end.how})`
    : undefined;
}

export async function runCertification(options: RunOptions): Promise<Results> {
  const startedAt = new Date();
  const t0 = performance.now();
  const { settings } = options;
  const seed = options.seed ?? 1;
  const timeoutScale = settings.timeout_scale;
  const concurrency = settings.concurrency;
  const caps = runCaps(scaleCaps({ ...DEFAULT_CAPS, ...options.caps }, timeoutScale), concurrency);
  const levels = new Map(options.rules.map((r) => [r.id, r.level]));
  // A rule missing from the catalogue is judged as MUST: a typo must never soften a failure.
  const levelOf: LevelOf = (id) => levels.get(id) ?? 'MUST';
  const signal = options.signal ?? new AbortController().signal;
  // Every open exchange listens for the run's stop, and a load case opens dozens at once: no leak.
  setMaxListeners(0, signal);

  const chosen = selectCases(options.cases, settings.only, settings.skip, settings.suites as SuiteName[] | undefined);
  const dealt = options.shard
    ? dealShards(
        chosen.map((c) => c.id),
        options.shard,
        options.durations,
      )
    : undefined;
  const selected = dealt ? chosen.filter((c) => dealt.ids.includes(c.id)) : chosen;
  options.onPlan?.(selected);

  // Reachability first: an agent that answers nothing makes every verdict meaningless.
  const { clients, unreachable, offHost } = await reachAgents(
    options.profile,
    caps,
    timeoutScale,
    settings.allow_hosts ?? [],
  );
  // The basics a certification needs (a card, a JSONRPC interface on a host the kit may talk to,
  // the mock model reached): src/runner/preflight.ts.
  const stop =
    offHost.length > 0
      ? preflightStop(offHost.join('; '))
      : unreachable.length > 0
        ? undefined
        : await preflight({ ...options, modelUrl: options.target.modelUrl, clients, caps, timeoutScale });

  const target: Results['target'] = {
    kind: options.target.kind,
    ...(options.profile.name !== undefined ? { name: options.profile.name } : {}),
    agents: options.profile.agents.map((a) => ({ name: a.name, url: a.url })),
    input: options.profile.input ?? 'parts',
    model_url: options.target.modelUrl,
  };
  // A property-based failure's verdicts carry the command that replays it (src/results/commands.ts).
  const replay = (caseId: string) => (propertySeed: number, path: string) =>
    replayCommand({ target, options: settings, seed }, caseId, propertySeed, path);
  const results = new Map<string, CaseResult>();
  // The run-wide checks see each case's recording as it ends (src/case acrossRun).
  const runWide = new RunWide(selected);
  // What the run keeps of a case never holds a credential it knows (src/results/redaction.ts).
  const secrets = new KnownSecrets(options.profile);
  const record = (result: CaseResult) => {
    // The message goes to the progress output at once: without the credentials known by now.
    const kept = { ...result, message: redactedString('message', result.message, secrets.list) };
    results.set(kept.id, kept);
    options.onCase?.(kept);
  };
  const base = (c: ConformanceCase) => ({
    id: c.id,
    title: c.title,
    section: c.section,
    sentence: c.sentence,
    rules: [...c.rules],
    level: highestLevel(c.rules.map(levelOf)),
  });
  const emptyEvidence = () => ({ verdicts: [], turns: [], exchanges: [] });

  if (stop) for (const c of selected) record(stop.caseResult(base(c)));
  else if (unreachable.length > 0) {
    for (const c of selected)
      record({
        ...base(c),
        status: 'not-tested',
        duration_ms: 0,
        message: 'not run: the target is unreachable',
        evidence: emptyEvidence(),
      });
  } else {
    const breaker = new SilenceBreaker();
    const budget = new RunBudget(signal);
    await pool(longestFirst(selected), concurrency, async (c) => {
      const started = performance.now();
      const choice = chooseAgent(options.profile, c.needs);
      if ('skip' in choice) {
        record({ ...base(c), status: 'skip', duration_ms: 0, message: choice.skip, evidence: emptyEvidence() });
        return;
      }
      if (signal.aborted) {
        record({
          ...base(c),
          status: 'not-tested',
          duration_ms: 0,
          message: 'not run: the run was stopped',
          evidence: emptyEvidence(),
        });
        return;
      }
      const silence = breaker.tripped(choice.agent.name, caps);
      if (silence !== undefined) {
        const message = `not run: agent '${choice.agent.name}' ${silence}`;
        record({
          ...base(c),
          status: 'not-tested',
          duration_ms: 0,
          message,
          agent: choice.agent.name,
          evidence: emptyEvidence(),
        });
        return;
      }
      const tape = options.onTape ? newTape(c.id, choice.agent.name, clients) : undefined;
      const shared = { seed, timeoutScale, caps, signal, profile: options.profile, model: options.model };
      const caseBudget = new CaseBudget(caseCaps(caps, choice.agent, timeoutScale), budget);
      const result = await runOne(c, choice.agent, clients, shared, caseBudget, tape);
      runWide.see(c.id, result.outcome);
      breaker.record(choice.agent.name, result.outcome);
      const judged = judgeCase(result.outcome, result.error, {
        levelOf,
        caps: caseBudget.caps,
        stopped: signal.aborted,
        replay: replay(c.id),
      });
      // What the run keeps of a finished case, and counts on its budget, is its evidence as
      // results.json holds it (long strings and lists cut), not every event it recorded. (A tape, with
      // --evidence, holds the case's recordings as the recorder returned them, floods summarized, until
      // the bundle is written.)
      secrets.learn(result.outcome.turns ?? []);
      const evidence = compactStrings(
        { verdicts: judged.verdicts, turns: result.outcome.turns ?? [], exchanges: result.outcome.exchanges ?? [] },
        { secrets: secrets.list },
      );
      if (tape) options.onTape?.(tape, evidence, secrets.list);
      caseBudget.close(2 * JSON.stringify(evidence).length);
      record({
        ...base(c),
        status: judged.status,
        duration_ms: Math.round(performance.now() - started),
        message: judged.message,
        agent: choice.agent.name,
        evidence,
      });
    });
    options.onBudget?.(budget);
  }

  for (const judged of runWide.judged(results, levelOf, options.profile)) results.set(judged.id, judged);
  // Cases in their declared order, whatever order they finished in; their messages (and the
  // run-wide verdicts) without a credential learnt after they ended.
  const cases = selected.map((c) => compactStrings(results.get(c.id)!, { secrets: secrets.list }));
  // A shard cannot tell which rules the other shards judge (a case's checks judge more rules than
  // it declares): it answers for its own cases, and only the merge says what was not judged.
  const elsewhere = new Set<string>(options.shard ? options.rules.map((r) => r.id) : []);
  const concluded = concludeRun(cases, options.rules, levelOf, {
    facts: { unreachable, stopped: signal.aborted, ...(stop ? { incomplete: stop.reason } : {}) },
    policy: { require: settings.require, failOn: settings.fail_on, elsewhere },
    expectedFailures: options.expectedFailures,
    today: startedAt,
  });
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    kit: options.kit,
    target,
    catalogue_digest: catalogueDigest(options.rules),
    profile_digest: profileDigest(options.profile),
    started_at: startedAt.toISOString(),
    duration_ms: Math.round(performance.now() - t0),
    seed,
    options: settings,
    summary: concluded.summary,
    outcome: concluded.outcome,
    cases,
    rules: concluded.rules,
    ...(concluded.known_deviations ? { known_deviations: concluded.known_deviations } : {}),
    ...(options.shard && dealt
      ? {
          shard: { ...options.shard, balance: dealt.balance, selection: chosen.map((c) => c.id) },
        }
      : {}),
  };
}

/**
 * A case's caps: the run's, with its time cap stretched to two of the turns its agent may
 * legitimately take (a declared deadline or slow tool lengthens a turn; see turnCaps).
 */
function caseCaps(caps: RecorderCaps, agent: ProfileAgent, timeoutScale: number): RecorderCaps {
  return { ...caps, caseMs: Math.max(caps.caseMs, 2 * turnCaps(caps, agent, timeoutScale).totalMs) };
}

/**
 * How long after its time cap a case's code may still take to finish (the cap has ended every
 * exchange it had open, and ends any it starts at once): past it, the kit itself is stuck.
 */
const KIT_GRACE_MS = 10_000;

/** What the run may hold of recordings in flight grows with how many cases run at once (the default cap is for the default concurrency). */
const RUN_BYTES_PER_CASE = 4 * 1_048_576;

function runCaps(caps: RecorderCaps, concurrency: number): RecorderCaps {
  return { ...caps, runBytes: Math.max(caps.runBytes, concurrency * RUN_BYTES_PER_CASE) };
}

/** Runs one case in its own context; a throw is the kit's failure, reported as such, never a verdict. */
async function runOne(
  c: ConformanceCase,
  agent: ProfileAgent,
  clients: ReadonlyMap<string, A2AClient>,
  shared: RunShared,
  budget: CaseBudget,
  tape?: CaseTape,
): Promise<{ outcome: CaseOutcome; error?: string }> {
  const ctx = tape
    ? tapeContext(caseContext(c.id, agent, clients, { ...shared, model: tapeModel(shared.model, tape) }, budget), tape)
    : caseContext(c.id, agent, clients, shared, budget);
  // The case's time cap ends what the target keeps open (a failure naming the cap); this bounds a
  // case whose own code waits on something that is no exchange: only that is the kit's error.
  const limit = budget.caps.caseMs + KIT_GRACE_MS * shared.timeoutScale;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the case's code did not finish within ${Math.round(limit)} ms, though its exchanges with the target had ended`,
          ),
        ),
      limit,
    );
  });
  try {
    return { outcome: await Promise.race([c.run(ctx), timeout]) };
  } catch (error) {
    return { outcome: { verdicts: [] }, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
