// Before any case: the basics a certification needs, which a user's setup can get wrong without
// the vessel being broken. Each agent's card must be at `{url}/.well-known/agent-card.json` and
// name a JSONRPC interface, and a plain turn must reach the kit's mock model. When one is missing
// the run stops (verdict incomplete, exit 2) with one message naming the fix, instead of failing
// dozens of rules the setup mistake knocked over. Only the card's own rules are judged from what
// the preflight saw (the a2a.discovery.card case); every other case is not run, saying why.
import { randomBytes } from 'node:crypto';
import { scriptDirective } from '../../mock-model/select.ts';
import type { RecorderCaps } from '../a2a/caps.ts';
import { joinUrl, type A2AClient } from '../a2a/client.ts';
import { CaseBudget, recordExchange } from '../a2a/recorder.ts';
import type { RecordedExchange } from '../a2a/recording.ts';
import { readEvent, readItem, streamEventKind } from '../a2a/stream-events.ts';
import type { TurnStatus } from '../a2a/vessel-events.ts';
import { AGENT_CARD_PATH, isTerminalState, Methods } from '../a2a/wire.ts';
import { aboutAgent, checkAgentCard, type Verdict } from '../checks/index.ts';
import { isObject } from '../transcript/read.ts';
import type { ModelPort } from './drive-turn.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';
import type { CaseResult } from '../results/schema.ts';
import { notRun, type CaseHead } from '../results/not-run.ts';
import { speaksA2A03 } from '../results/classification.ts';
import type { Classification } from '../results/schema.ts';
import { classify, classifyCard, declinesStreaming, type Classified } from './classify.ts';

/** The case whose rules the preflight's card fetch judges (suites/a2a/discovery.ts). */
export const CARD_CASE = 'a2a.discovery.card';

export interface PreflightInput {
  profile: Profile;
  /** Each agent's client, pointed at its card's JSONRPC url when it names one. */
  clients: ReadonlyMap<string, A2AClient>;
  model: ModelPort;
  /** Where the kit serves the mock model (`http://127.0.0.1:N/v1`). */
  modelUrl: string;
  caps: RecorderCaps;
  timeoutScale: number;
  /** The run's stop: the preflight's exchanges end when it aborts. */
  signal?: AbortSignal;
  /**
   * classify: read what the target is off its card and the plain turn (src/runner/classify.ts), and
   * stop when that turn tells nothing or the target is no A2A 1.0 agent; vessel (the default) or
   * a2a: given, not classified (only a vessel's turn is held to reaching the mock model).
   */
  judgeAs?: 'classify' | 'vessel' | 'a2a';
}

/** What the preflight found: what stops the run, if anything, and what the target was classified as. */
export interface PreflightResult {
  stop?: PreflightStop;
  /** With judgeAs classify: the first agent's classification, when its card and plain turn gave one. */
  classification?: Omit<Classification, 'forced'>;
  /**
   * The agents that do not stream (their card does not declare capabilities.streaming and they
   * answered SendStreamingMessage with -32004, §3.3.4), each with that evidence: their cases that
   * stream are not applicable.
   */
  notStreaming?: ReadonlyMap<string, string>;
}

export interface PreflightStop {
  /** One message naming what is missing and the fix. */
  reason: string;
  /** The result of a case the preflight stopped: the card case judged from the card fetched, every other not run. */
  caseResult(base: CaseHead): CaseResult;
}

/** What one agent lacks, the card verdicts when its card was fetched, and what it is when that is why. */
interface Finding {
  agent: ProfileAgent;
  reason: string;
  card?: { exchange: RecordedExchange; verdicts: Verdict[] };
  classification?: Omit<Classification, 'forced'>;
}

const PREFLIGHT_FIRST_BYTE_MS = 5_000;

/** The turn.finished statuses (events.txt) a turn reaches only by calling its model. */
const CALLED_THE_MODEL: ReadonlySet<string> = new Set<TurnStatus>(['ok', 'step_limit', 'model_error']);

const isCard = (exchange: RecordedExchange): boolean =>
  exchange.status === 200 && isObject(exchange.body?.json) && !Array.isArray(exchange.body?.json);

/** GET a card URL as the kit's client would, bounded. */
function fetchCard(url: string, input: PreflightInput): Promise<RecordedExchange> {
  const headers = input.profile.auth ? { [input.profile.auth.header]: input.profile.auth.value } : {};
  return recordExchange({
    url,
    method: 'GET',
    headers: { accept: 'application/json', ...headers },
    caps: {
      ...input.caps,
      firstByteMs: Math.min(input.caps.firstByteMs, PREFLIGHT_FIRST_BYTE_MS * input.timeoutScale),
    },
    redactHeaders: Object.keys(headers),
    ...(input.signal ? { signal: input.signal } : {}),
  });
}

function answered(exchange: RecordedExchange): string {
  if (exchange.status === undefined) return exchange.end.detail ?? 'no answer';
  const location = exchange.responseHeaders?.location;
  // The recorder never follows a redirect: the kit talks to the host it was given, nowhere else.
  if (exchange.status >= 300 && exchange.status < 400 && location !== undefined)
    return `HTTP ${exchange.status} redirecting to ${location}, which the kit does not follow`;
  if (exchange.status !== 200) return `HTTP ${exchange.status}`;
  return `HTTP 200 with a body that is not a JSON object (${(exchange.body?.text ?? '').slice(0, 40).trim() || 'empty'})`;
}

/** A URL near the one given whose card is served: the card URL itself passed as the base, or the origin. */
async function nearbyBase(agent: ProfileAgent, input: PreflightInput): Promise<string | undefined> {
  const url = new URL(agent.url);
  const candidates: string[] = [];
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith(AGENT_CARD_PATH)) candidates.push(`${url.origin}${path.slice(0, -AGENT_CARD_PATH.length)}`);
  if (path !== '' && path !== '/') candidates.push(url.origin);
  for (const base of candidates) {
    if (isCard(await fetchCard(joinUrl(base, AGENT_CARD_PATH), input))) return base || url.origin;
  }
  return undefined;
}

/** One agent's card: what it lacks, or its JSON. */
async function checkCard(agent: ProfileAgent, input: PreflightInput): Promise<Finding | { json: unknown }> {
  const cardUrl = joinUrl(agent.url, AGENT_CARD_PATH);
  const exchange = await fetchCard(cardUrl, input);
  const verdicts = aboutAgent(agent.name, checkAgentCard(exchange));
  const card = { exchange, verdicts };
  if (!isCard(exchange)) {
    const near = await nearbyBase(agent, input);
    const passedCard = new URL(agent.url).pathname.replace(/\/+$/, '').endsWith(AGENT_CARD_PATH);
    const hint =
      near === undefined
        ? ''
        : passedCard
          ? ` You passed the card's own URL: the agent's base URL is ${near} (its card is at ${joinUrl(near, AGENT_CARD_PATH)}).`
          : ` A card is served at ${joinUrl(near, AGENT_CARD_PATH)}: did you mean ${near}?`;
    return {
      agent,
      reason: `no agent card at ${cardUrl} (${answered(exchange)}): is ${agent.url} the agent's base URL?${hint}`,
      card,
    };
  }
  const json = exchange.body?.json as Record<string, unknown>;
  // An A2A 0.3 card is said to be one. A target classified by its card is then not judged at all
  // (holding it to 1.0's card rules would fail it for being what it says it is); a vessel, given
  // as one, is held to them as any vessel with a broken card is, and stopped only when its card
  // names no interface the kit could call.
  const v03 = classifyCard(json);
  if (v03?.as === 'a2a-0.3') {
    const stop = { agent, reason: speaksA2A03(v03.evidence), classification: v03 };
    if (input.judgeAs === 'classify') return stop;
    if (!Array.isArray(json.supportedInterfaces) || json.supportedInterfaces.length === 0) return { ...stop, card };
  }
  const interfaces = Array.isArray(json.supportedInterfaces) ? json.supportedInterfaces : [];
  const jsonrpc = interfaces.find((i) => isObject(i) && i.protocolBinding === 'JSONRPC');
  if (!jsonrpc) {
    const named = interfaces
      .map((i) => (isObject(i) ? `${String(i.protocolBinding)} at ${String(i.url)}` : JSON.stringify(i)))
      .join(', ');
    return {
      agent,
      reason: `the card at ${cardUrl} names no JSONRPC interface (${named || 'supportedInterfaces is empty'}): the kit speaks A2A over JSON-RPC; list a JSONRPC interface in supportedInterfaces`,
      card,
    };
  }
  return { json };
}

/**
 * One plain turn: its recording (what a --target is classified by), and, for a vessel, whether the
 * mock model saw a request carrying its script.
 */
async function plainTurn(
  agent: ProfileAgent,
  input: PreflightInput,
  method: typeof Methods.SendStreamingMessage | typeof Methods.SendMessage = Methods.SendStreamingMessage,
): Promise<{ probe?: RecordedExchange; model?: Finding }> {
  const client = input.clients.get(agent.name);
  if (!client) return {};
  const scriptId = `preflight-${randomBytes(4).toString('hex')}`;
  input.model.register({ id: scriptId, steps: [{ text: 'Ready.' }] });
  // Journal entries are numbered for the whole model; a model shared with other runs journals their
  // calls too, and its journal is bounded, so the preflight looks only at entries numbered after this.
  const after = input.model.journal({ newest: 1 }).at(-1)?.index ?? -1;
  const userText = `A preflight turn: answer briefly.\n${scriptDirective(scriptId)}`;
  // The journal is read as soon as the vessel says the turn is over (a shared mock model's journal
  // is bounded), and a stream that stays open after its terminal status is not waited out.
  let seen = 0;
  // Bounded like a case's turn: a target flooding the preflight is stopped at the case's caps.
  const budget = new CaseBudget(input.caps);
  const turn = await client.forCase(budget).call(
    method,
    {
      message: {
        messageId: `preflight-${randomBytes(8).toString('hex')}`,
        contextId: `conv-${scriptId}`,
        role: 'ROLE_USER',
        parts: [{ text: userText }],
      },
    },
    {
      caps: { totalMs: Math.min(input.caps.totalMs, 30_000 * input.timeoutScale) },
      ...(input.signal ? { signal: input.signal } : {}),
      onEvent: (event, control) => {
        if (streamEventKind(event) !== 'turn.finished') {
          // A plain A2A agent's turn ends at its terminal state, or at a message: no turn.finished comes.
          const item = readItem(event);
          if (item.member === 'message' || isTerminalState(item.state))
            control.expectCloseWithin(1_000 * input.timeoutScale, 'the preflight turn stayed open after it ended');
          return;
        }
        seen = input.model.journal({ script: scriptId }).length;
        control.expectCloseWithin(1_000 * input.timeoutScale, 'the preflight turn stayed open after turn.finished');
      },
    },
  );
  budget.close();
  const calls = Math.max(seen, input.model.journal({ script: scriptId }).length);
  const model = modelFinding(agent, input, { turn, calls, after, scriptId });
  return { probe: turn, ...(model ? { model } : {}) };
}

/** Whether the vessel's plain turn shows its model endpoint is not the kit's mock model (or drops the directive). */
function modelFinding(
  agent: ProfileAgent,
  input: PreflightInput,
  { turn, calls, after, scriptId }: { turn: RecordedExchange; calls: number; after: number; scriptId: string },
): Finding | undefined {
  if (calls > 0) return undefined;
  // The vessel must say it ran the turn to the model (turn.finished came, with a status that only a
  // model call gives: ok, step_limit, or model_error for a call that failed) for its silence toward
  // the mock model to mean its model endpoint is elsewhere. A turn its deadline or a cancel ended
  // before any call (an agent with a short deadline on a loaded machine), a refusal, a broken answer,
  // or an A2A agent that sends no vessel events at all is the cases' to judge.
  const finished = (turn.sse ?? []).map((e) => readEvent(readItem(e))).find((event) => event?.type === 'turn.finished');
  const status = String(finished?.data.status);
  if (!CALLED_THE_MODEL.has(status)) return undefined;
  const said = typeof finished?.data.error === 'string' ? `: ${finished.data.error.slice(0, 300)}` : '';
  const since = input.model.journal({ since: after + 1 });
  // Entries numbered after the start were dropped from the bounded journal before they were read
  // (others' calls flooded it): the preflight cannot tell, so it lets the cases judge.
  if (since.length > 0 && since[0]!.index > after + 1) return undefined;
  const directive = scriptDirective(scriptId);
  // A call that selected no script carried no directive; calls for other scripts are other runs'.
  if (since.some((e) => e.scriptId === null))
    return {
      agent,
      reason: `agent '${agent.name}' called the mock model at ${input.modelUrl}, but its request did not carry the line '${directive}' from the user's words: the kit plays a script per turn (CONTRACT.md D14), so pass the user's text on to the model as it came`,
    };
  return {
    agent,
    reason: `agent '${agent.name}' ran a turn (turn.finished ${status}${said}) but never called ${input.modelUrl}: point its model endpoint (its OpenAI base URL) there. certify serves the kit's mock model itself; each turn's model request must carry the line '${directive}' the kit puts in the user's words`,
  };
}

/**
 * The preflight of a run: no stop when every agent has what a certification needs, else why not,
 * and what a target to classify is. Cards first (without one nothing else can be asked), then one
 * plain turn per agent, which both classifies the target and shows a vessel reaches the mock model.
 */
export async function preflight(input: PreflightInput): Promise<PreflightResult> {
  const cards = await Promise.all(input.profile.agents.map((agent) => checkCard(agent, input)));
  const cardFindings = cards.flatMap((c) => ('reason' in c ? [c] : []));
  if (cardFindings.length > 0) return { stop: stopFor(cardFindings), ...classified(cardFindings) };
  const streamed = await Promise.all(input.profile.agents.map((agent) => plainTurn(agent, input)));
  // An agent that does not stream, and says so as §3.3.4 asks, is asked again with SendMessage:
  // that turn is the one it is classified by, and its cases that stream are not applicable.
  const notStreaming = new Map<string, string>();
  const turns = await Promise.all(
    input.profile.agents.map(async (agent, i) => {
      const declined =
        streamed[i]!.probe && declinesStreaming((cards[i] as { json: unknown }).json, streamed[i]!.probe);
      if (declined === undefined) return streamed[i]!;
      notStreaming.set(agent.name, `agent '${agent.name}' does not stream: ${declined}`);
      return plainTurn(agent, input, Methods.SendMessage);
    }),
  );
  const judgeAs = input.judgeAs ?? 'vessel';
  const found: Finding[] = [];
  if (judgeAs === 'classify')
    input.profile.agents.forEach((agent, i) => {
      const { probe } = turns[i]!;
      const card = cards[i] as { json: unknown };
      if (probe) found.push({ agent, ...judged(classify(card.json, probe)) });
    });
  const unjudged = found.filter((f) => f.reason !== '');
  const streams = notStreaming.size > 0 ? { notStreaming } : {};
  if (unjudged.length > 0) return { stop: stopFor(unjudged), ...classified(found), ...streams };
  // Only a vessel's turn is held to reaching the mock model: a plain A2A agent calls none.
  const vessel = judgeAs === 'vessel' || found[0]?.classification?.as === 'vessel';
  const models = vessel ? turns.flatMap((t) => t.model ?? []) : [];
  return { ...(models.length > 0 ? { stop: stopFor(models) } : {}), ...classified(found), ...streams };
}

/** The first agent's classification, when the findings give one. */
const classified = (findings: readonly Finding[]): Pick<PreflightResult, 'classification'> => {
  const classification = findings.find((f) => f.classification)?.classification;
  return classification ? { classification } : {};
};

/** A classification read as a finding: why the target is not judged (empty when it is), and what it is. */
function judged(c: Classified): Omit<Finding, 'agent'> {
  if ('unclassified' in c)
    return {
      reason: `${c.unclassified}, and the kit tells a vessel from a plain A2A agent by that turn: nothing is judged${
        /refused/.test(c.unclassified)
          ? '. --target sends no credentials: certify an agent that asks for them with a profile that gives auth (schemas/profile.schema.json)'
          : ''
      }`,
    };
  const reason =
    c.as === 'a2a-0.3'
      ? speaksA2A03(c.evidence)
      : c.as === 'not-a2a'
        ? `this target gave no A2A 1.0 answer: ${c.evidence}; vessel-kit judges A2A 1.0 agents and vessels`
        : '';
  return { reason, classification: c };
}

/** The stop for the first finding, saying how many agents more are alike. */
function stopFor(findings: readonly Pick<Finding, 'reason' | 'card'>[]): PreflightStop {
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more agent(s) alike)` : '';
  return preflightStop(`${findings[0]!.reason}${more}`, findings);
}

/**
 * Where each agent's card sends the JSON-RPC calls, when that is another host than the card's
 * own and `allowHosts` does not name it: A2A lets a card name any URL, but the kit talks only to
 * the hosts it was given (the target's, and those `--allow-host` adds). One reason per agent.
 */
export function offHostReasons(
  agents: readonly { agent: ProfileAgent; rpcUrl: string }[],
  allowHosts: readonly string[],
): string[] {
  const allowed = new Set(allowHosts.map((h) => h.toLowerCase()));
  return agents.flatMap(({ agent, rpcUrl }) => {
    let rpc: URL;
    try {
      rpc = new URL(rpcUrl);
    } catch {
      return [];
    }
    const own = new URL(agent.url);
    if (rpc.hostname === own.hostname || allowed.has(rpc.hostname.toLowerCase()) || allowed.has(rpc.host.toLowerCase()))
      return [];
    return [
      `agent '${agent.name}': its card at ${joinUrl(agent.url, AGENT_CARD_PATH)} sends the JSON-RPC calls to ${rpcUrl}, on host '${rpc.hostname}', not the card's own host '${own.hostname}'. The kit sends nothing to another host unless --allow-host names it: add --allow-host ${rpc.hostname} if that host is the agent's`,
    ];
  });
}

/** The preflight stopping the run for `reason` (the first finding's), the card verdicts of the findings that fetched a card judged. */
export function preflightStop(why: string, findings: readonly Pick<Finding, 'card'>[] = []): PreflightStop {
  const reason = `preflight: ${why}`;
  const cardVerdicts = findings.flatMap((f) => f.card?.verdicts ?? []);
  const cardExchanges = findings.flatMap((f) => (f.card ? [f.card.exchange] : []));
  return {
    reason,
    caseResult(base) {
      if (base.id === CARD_CASE && cardVerdicts.some((v) => v.status === 'fail'))
        return {
          ...base,
          status: 'fail',
          duration_ms: 0,
          message: `${cardVerdicts.find((v) => v.status === 'fail')!.rule}: ${cardVerdicts.find((v) => v.status === 'fail')!.message}`,
          evidence: { verdicts: cardVerdicts, turns: [], exchanges: cardExchanges },
        };
      return notRun(base, reason);
    },
  };
}
