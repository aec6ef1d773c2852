// Runs a certification: checks the target answers, runs the selected cases concurrently (each
// on the agent that fits its needs, each isolated with its own script ids), turns verdicts into
// case results, rolls them up per rule and decides the exit code. No I/O beyond the target and
// the mock model; writing files and printing are the CLI's job.
import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CAPS, scaleCaps, type RecorderCaps } from '../a2a/caps.ts';
import type { A2AClient } from '../a2a/client.ts';
import { CaseBudget, RunBudget } from '../a2a/recorder.ts';
import { NotApplicable, type CaseOutcome, type ConformanceCase, type SuiteName } from '../case/index.ts';
import type { Level } from '../rules/types.ts';
import { type LoadedEntry } from '../results/baseline.ts';
import { caseContext, type RunShared } from './case-context.ts';
import { chooseAgent } from './choose-agent.ts';
import { catalogueDigest, concludeRun, type Conclusion } from '../results/conclude.ts';
import { turnCaps, type ModelPort } from './drive-turn.ts';
import { newTape, tapeContext, tapeModel, type CaseTape } from '../evidence/tape.ts';
import { judgeCase, RunWide } from './judge-case.ts';
import { profileDigest } from '../profile/load.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';
import { agentCapabilities, profileWithCapabilities, type Capabilities } from '../profile/capabilities.ts';
import { highestLevel, type LevelOf } from '../results/roll-up.ts';
import { RESULTS_SCHEMA_VERSION, type CaseResult, type Classification, type Results } from '../results/schema.ts';
import { judgedAsA2A, NOT_APPLICABLE, VESSEL_RULES } from '../results/classification.ts';
import { redactedString, type KnownSecret } from '../results/redaction.ts';
import { compactCase, compactEvidence } from '../results/write.ts';
import { replayCommand } from '../results/commands.ts';
import { KnownSecrets } from './known-secrets.ts';
import { selectCases } from './select.ts';
import { preflight, preflightStop, type PreflightStop } from './preflight.ts';
import { reachAgents } from './reach-targets.ts';
import { SilenceBreaker } from './silence-breaker.ts';
import { notRun, skipped, type CaseHead } from '../results/not-run.ts';
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
  /**
   * What the target is judged as: `classify` (a --target with no --as: read off its card and the
   * preflight's plain turn, src/runner/classify.ts), or given, with what gave it (a profile, the
   * embedded reference vessel, --as). Default: a vessel.
   */
  judgeAs?: 'classify' | { as: 'vessel' | 'a2a'; evidence: string };
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

/**
 * A certification as named stages over plain values: plan what runs, reach the targets, run the
 * cases, add the run-wide verdicts, conclude, and assemble results.json.
 */
export async function runCertification(options: RunOptions): Promise<Results> {
  const plan = planRun(options);
  options.onPlan?.(plan.selected);
  const reached = await reachTargets(options, plan);
  const ran = await runCases(options, plan, reached);
  const cases = withRunWide(plan, reached, ran);
  const concluded = conclude(options, plan, reached, cases);
  return assembleResults(options, plan, reached, cases, concluded);
}

/** What a run is set to do before it talks to anyone: its seed, caps and levels, and the cases it holds. */
interface RunPlan {
  startedAt: Date;
  t0: number;
  seed: number;
  timeoutScale: number;
  concurrency: number;
  caps: RecorderCaps;
  levelOf: LevelOf;
  signal: AbortSignal;
  /** The cases of the selection (--suite, --only, --skip), before sharding. */
  chosen: ConformanceCase[];
  /** The cases this run (or shard) runs. */
  selected: ConformanceCase[];
  dealt?: ReturnType<typeof dealShards>;
  /** The head of each case's result: what it is, before anything ran. */
  head(c: ConformanceCase): CaseHead;
  target: Results['target'];
  /** The command that replays a property's counterexample of a case (src/results/commands.ts). */
  replay(caseId: string): (propertySeed: number, path: string) => string;
}

function planRun(options: RunOptions): RunPlan {
  const { settings } = options;
  const timeoutScale = settings.timeout_scale;
  const concurrency = settings.concurrency;
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
  const seed = options.seed ?? 1;
  const target: Results['target'] = {
    kind: options.target.kind,
    ...(options.profile.name !== undefined ? { name: options.profile.name } : {}),
    agents: options.profile.agents.map((a) => ({ name: a.name, url: a.url })),
    input: options.profile.input ?? 'parts',
    model_url: options.target.modelUrl,
  };
  return {
    startedAt: new Date(),
    t0: performance.now(),
    seed,
    target,
    replay: (caseId) => (propertySeed, path) =>
      replayCommand({ target, options: settings, seed }, caseId, propertySeed, path),
    timeoutScale,
    concurrency,
    caps: runCaps(scaleCaps({ ...DEFAULT_CAPS, ...options.caps }, timeoutScale), concurrency),
    levelOf,
    signal,
    chosen,
    selected: dealt ? chosen.filter((c) => dealt.ids.includes(c.id)) : chosen,
    ...(dealt ? { dealt } : {}),
    head: (c) => ({
      id: c.id,
      title: c.title,
      section: c.section,
      sentence: c.sentence,
      rules: [...c.rules],
      level: highestLevel(c.rules.map(levelOf)),
    }),
  };
}

/** The targets as reached: a client per agent, and what stops every case when they cannot be certified. */
interface Reached {
  clients: Map<string, A2AClient>;
  /** What the run takes each agent to have, and from where: the profile's declarations, else its card's. */
  capabilities: Map<string, Capabilities>;
  /** The profile as the cases see it: each agent with what its card says where the profile is silent. */
  profile: Profile;
  unreachable: string[];
  /** The preflight's stop (src/runner/preflight.ts): the basics a certification needs are missing. */
  stop?: PreflightStop;
  /** What the target is judged as (given, or classified by the preflight); absent when nothing told. */
  classification?: Classification;
  /** The agents that do not stream, with the preflight's evidence: their cases that stream are skipped. */
  notStreaming?: ReadonlyMap<string, string>;
}

/** What makes a target a vessel when nothing says otherwise: how it was given. */
function givenVessel(options: RunOptions): string {
  const agents = options.profile.agents.length;
  if (options.target.kind === 'embedded') return "the kit's embedded reference vessel";
  if (options.target.kind === 'profile')
    return agents > 1 ? `declared by a profile, for each of its ${agents} agents` : 'declared by a profile';
  return 'given as one';
}

async function reachTargets(options: RunOptions, plan: RunPlan): Promise<Reached> {
  // Reachability first: an agent that answers nothing makes every verdict meaningless.
  const { clients, cards, unreachable, offHost } = await reachAgents(
    options.profile,
    plan.caps,
    plan.timeoutScale,
    options.settings.allow_hosts ?? [],
  );
  // The basics a certification needs (a card, a JSONRPC interface on a host the kit may talk to,
  // the mock model reached), and what the target is.
  const judgeAs = options.judgeAs ?? { as: 'vessel', evidence: givenVessel(options) };
  const given = judgeAs === 'classify' ? undefined : { ...judgeAs, forced: true };
  const checked =
    offHost.length > 0
      ? { stop: preflightStop(offHost.join('; ')) }
      : unreachable.length > 0
        ? {}
        : await preflight({
            ...options,
            modelUrl: options.target.modelUrl,
            clients,
            caps: plan.caps,
            timeoutScale: plan.timeoutScale,
            judgeAs: given?.as ?? 'classify',
          });
  const classification =
    given ??
    ('classification' in checked && checked.classification ? { ...checked.classification, forced: false } : undefined);
  const capabilities = new Map(options.profile.agents.map((a) => [a.name, agentCapabilities(a, cards.get(a.name))]));
  const profile = profileWithCapabilities(
    options.profile,
    [...capabilities].map(([name, c]) => ({ name, capabilities: c })),
  );
  return {
    clients,
    capabilities,
    profile,
    unreachable,
    ...(checked.stop ? { stop: checked.stop } : {}),
    ...(classification ? { classification } : {}),
    ...('notStreaming' in checked && checked.notStreaming ? { notStreaming: checked.notStreaming } : {}),
  };
}

/** Every case's result as it ended (by id), and the credentials the run learnt on the way. */
interface Ran {
  results: Map<string, CaseResult>;
  secrets: KnownSecrets;
  runWide: RunWide;
}

async function runCases(options: RunOptions, plan: RunPlan, reached: Reached): Promise<Ran> {
  const results = new Map<string, CaseResult>();
  // The run-wide checks see each case's recording as it ends (src/case acrossRun).
  const runWide = new RunWide(plan.selected);
  // What the run keeps of a case never holds a credential it knows (src/results/redaction.ts).
  const secrets = new KnownSecrets(options.profile);
  const record = (result: CaseResult) => {
    // The message goes to the progress output at once: without the credentials known by now.
    const kept = { ...result, message: redactedString('message', result.message, secrets.list) };
    results.set(kept.id, kept);
    options.onCase?.(kept);
  };
  const { stop, unreachable, clients, profile } = reached;
  if (stop) {
    for (const c of plan.selected) record(stop.caseResult(plan.head(c)));
    return { results, secrets, runWide };
  }
  if (unreachable.length > 0) {
    for (const c of plan.selected) record(notRun(plan.head(c), 'the target is unreachable'));
    return { results, secrets, runWide };
  }
  const { caps, signal, timeoutScale } = plan;
  const breaker = new SilenceBreaker();
  const budget = new RunBudget(signal);
  await pool(longestFirst(plan.selected), plan.concurrency, async (c) => {
    const started = performance.now();
    const head = plan.head(c);
    // A case that rests on vessel rules alone has nothing to judge on a plain A2A agent.
    if (judgedAsA2A(reached) && c.rules.every((rule) => VESSEL_RULES.has(rule)))
      return record(skipped(head, NOT_APPLICABLE));
    const choice = chooseAgent(profile, c.needs);
    if ('skip' in choice) return record(skipped(head, choice.skip));
    if (signal.aborted) return record(notRun(head, 'the run was stopped'));
    const silence = breaker.tripped(choice.agent.name, caps);
    if (silence !== undefined)
      return record({
        ...notRun(head, `agent '${choice.agent.name}' ${silence}`),
        agent: choice.agent.name,
      });
    const tape = options.onTape ? newTape(c.id, choice.agent.name, clients) : undefined;
    const shared: RunShared = {
      seed: plan.seed,
      timeoutScale,
      caps,
      signal,
      profile,
      model: options.model,
      ...(reached.notStreaming ? { notStreaming: reached.notStreaming } : {}),
    };
    const caseBudget = new CaseBudget(caseCaps(caps, choice.agent, timeoutScale), budget);
    const result = await runOne(c, choice.agent, clients, shared, caseBudget, tape);
    if (result.notApplicable !== undefined) {
      caseBudget.close(0);
      return record({ ...skipped(head, result.notApplicable), agent: choice.agent.name });
    }
    runWide.see(c.id, result.outcome);
    breaker.record(choice.agent.name, result.outcome);
    const judged = judgeCase(result.outcome, result.error, {
      levelOf: plan.levelOf,
      caps: caseBudget.caps,
      stopped: signal.aborted,
      declared: head.level,
      replay: plan.replay(c.id),
      plainA2A: judgedAsA2A(reached),
    });
    // What the run keeps of a finished case, and counts on its budget, is its evidence as
    // results.json holds it (long strings and lists cut), not every event it recorded. (A tape, with
    // --evidence, holds the case's recordings as the recorder returned them, floods summarized, until
    // the bundle is written.)
    secrets.learn(result.outcome.turns ?? []);
    const evidence = compactEvidence(
      { verdicts: judged.verdicts, turns: result.outcome.turns ?? [], exchanges: result.outcome.exchanges ?? [] },
      { secrets: secrets.list },
    );
    if (tape) options.onTape?.(tape, evidence, secrets.list);
    caseBudget.close(2 * JSON.stringify(evidence).length);
    record({
      ...head,
      level: judged.level,
      status: judged.status,
      duration_ms: Math.round(performance.now() - started),
      message: judged.message,
      agent: choice.agent.name,
      evidence,
    });
  });
  options.onBudget?.(budget);
  return { results, secrets, runWide };
}

/**
 * The cases in their declared order, whatever order they finished in, with the run-wide verdicts
 * added; their messages (and the run-wide verdicts) without a credential learnt after they ended.
 */
function withRunWide(plan: RunPlan, reached: Reached, ran: Ran): CaseResult[] {
  const { results, runWide, secrets } = ran;
  for (const judged of runWide.judged(results, plan.levelOf, reached.profile, judgedAsA2A(reached)))
    results.set(judged.id, judged);
  return plan.selected.map((c) => compactCase(results.get(c.id)!, { secrets: secrets.list }));
}

function conclude(options: RunOptions, plan: RunPlan, reached: Reached, cases: CaseResult[]): Conclusion {
  const { settings } = options;
  // A shard cannot tell which rules the other shards judge (a case's checks judge more rules than
  // it declares): it answers for its own cases, and only the merge says what was not judged.
  const elsewhere = new Set<string>(options.shard ? options.rules.map((r) => r.id) : []);
  return concludeRun(cases, options.rules, plan.levelOf, {
    facts: {
      unreachable: reached.unreachable,
      stopped: plan.signal.aborted,
      ...(reached.stop ? { incomplete: reached.stop.reason } : {}),
    },
    policy: { require: settings.require, failOn: settings.fail_on, elsewhere, plainA2A: judgedAsA2A(reached) },
    expectedFailures: options.expectedFailures,
    today: plan.startedAt,
  });
}

function assembleResults(
  options: RunOptions,
  plan: RunPlan,
  reached: Reached,
  cases: CaseResult[],
  concluded: Conclusion,
): Results {
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    kit: options.kit,
    target: {
      ...withAgentCapabilities(plan.target, reached.capabilities),
      ...(reached.classification ? { classification: reached.classification } : {}),
    },
    catalogue_digest: catalogueDigest(options.rules),
    profile_digest: profileDigest(options.profile),
    started_at: plan.startedAt.toISOString(),
    duration_ms: Math.round(performance.now() - plan.t0),
    seed: plan.seed,
    options: options.settings,
    summary: concluded.summary,
    outcome: concluded.outcome,
    cases,
    rules: concluded.rules,
    ...(concluded.known_deviations ? { known_deviations: concluded.known_deviations } : {}),
    ...(options.shard && plan.dealt
      ? {
          shard: { ...options.shard, balance: plan.dealt.balance, selection: plan.chosen.map((c) => c.id) },
        }
      : {}),
  };
}

/** The target with each agent's known capabilities and their sources; an agent of which nothing is known has none. */
function withAgentCapabilities(
  target: Results['target'],
  capabilities: ReadonlyMap<string, Capabilities>,
): Results['target'] {
  return {
    ...target,
    agents: target.agents.map((a) => {
      const known = capabilities.get(a.name);
      return known && Object.keys(known).length > 0 ? { ...a, capabilities: known } : a;
    }),
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
): Promise<{ outcome: CaseOutcome; error?: string; notApplicable?: string }> {
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
    if (error instanceof NotApplicable) return { outcome: { verdicts: [] }, notApplicable: error.message };
    return { outcome: { verdicts: [] }, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
