// The mock-vessel layer: the reference vessel bent at its seams (src/vessel/seams.ts) into a
// scripted vessel for application tests, never a second implementation. At the turn engine seam
// it binds a script to each turn when the turn starts (the agent's queue, first in first out; a
// D14 directive in the user's text; or the default answer) and keeps that binding for every model
// call of the turn, which reaches the mock model in this process through the turn's `fetch`
// seam, naming the script in a header. Per-turn overrides (deadline, max_steps, a cancellation)
// bend the agent and the cancel signal the engine gets; scripted tool results are applied by
// tool-results.ts. At the server middleware seam it records what the application sent, and serves
// cards whose URLs a client can follow (agent-urls.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { AGENT_CARD_PATH } from '../a2a/wire.ts';
import { createMockModel, DIRECTIVE_PREFIX, SCRIPT_HEADER, type MockModel } from '../../mock-model/index.ts';
import type { AgentConfig } from '../vessel/index.ts';
import { referenceTurn, type RunTurn, type ServerMiddleware, type TurnInput } from '../vessel/seams.ts';
import { ORIGIN_HEADER, servedCard } from './agent-urls.ts';
import type { TurnBuilder } from './builder.ts';
import { noteAnswer, recordRequest, type MockVesselRequest, type RecordedTurnStart } from './requests.ts';
import { compileTurn, type CompiledTurn, type TurnScript } from './script.ts';
import { ToolResults } from './tool-results.ts';
import { Waits } from './waits.ts';

/** A turn to queue: a builder (`turn()…`), a turn script, or a plain mock-model script. */
export type ScriptInput = TurnBuilder | TurnScript;

/** A queued script no turn has played yet. */
export interface PendingScript {
  agent: string;
  id: string;
  description?: string;
  script: TurnScript;
}

interface Queued {
  compiled: CompiledTurn;
  source: TurnScript;
}

/** What the http middleware knows of a request, for the middleware and turn engine inside it. */
interface RequestContext {
  /** The mock vessel whose server took the request. */
  layer: MockVesselLayer;
  agent: string | undefined;
  /** The origin the application used, when the request came through the msw handlers. */
  origin: string | undefined;
  record?: MockVesselRequest;
}

/** Large enough for a turn's 32 images of 5 MiB as base64, which the vessel forwards to the model. */
const MODEL_MAX_BODY_BYTES = 256 * 1024 * 1024;

const unscriptedId = (agent: string) => `mock-vessel.unscripted.${agent}`;

export function unscriptedAnswer(agent: string): string {
  return `vessel-kit mock vessel: no script was queued for agent '${agent}', so this is the default answer. Queue one with vessel.script(turn().answer('...')).`;
}

function toTurnScript(input: ScriptInput): TurnScript {
  const builder = input as Partial<TurnBuilder>;
  return typeof builder.build === 'function' ? builder.build() : structuredClone(input as TurnScript);
}

/** The agent a path is for ('/' default, '/agents/<name>'), as the vessel routes it; undefined when none. */
export function agentOfPath(pathname: string): string | undefined {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.endsWith(AGENT_CARD_PATH)) path = path.slice(0, -AGENT_CARD_PATH.length);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path === '' || path === '/') return 'default';
  const match = /^\/agents\/([^/]+)$/.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

function plainHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** The D14 directive in the new user message's text, if any. */
function directiveOf(input: TurnInput): string | undefined {
  const content = input.userMessage.content;
  const text =
    typeof content === 'string'
      ? content
      : content
          .filter((p) => p.type === 'text')
          .map((p) => (p as { text: string }).text)
          .join('\n');
  let found: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith(DIRECTIVE_PREFIX) && !/\s/.test(trimmed)) found = trimmed.slice(DIRECTIVE_PREFIX.length);
  }
  return found || undefined;
}

/**
 * Each request's context, for every mock vessel of the process: one store, not one per vessel.
 * Node (before AsyncContextFrame) walks every AsyncLocalStorage ever run on each promise and
 * callback it creates, until it is disabled: one per vessel made a suite's hundredth vessel walk
 * a hundred, 30% of a turn's CPU in the bench (bench/mock-vessel.bench.ts), and growing.
 */
const requestContexts = new AsyncLocalStorage<RequestContext>();

export class MockVesselLayer {
  /** The mock model the turns play against, in this process (its journal holds every model call). */
  readonly model: MockModel;
  readonly requests: MockVesselRequest[] = [];
  readonly turns: RecordedTurnStart[] = [];
  /** Waits for the next request or turn, settled as each is recorded. */
  readonly waits = new Waits(this.requests, this.turns);
  readonly #agents: ReadonlyMap<string, AgentConfig>;
  readonly #queues = new Map<string, Queued[]>();
  /** Every compiled script by its mock-model id: queued ones and directive ones. */
  readonly #compiled = new Map<string, CompiledTurn>();
  #sequence = 0;

  constructor(agents: readonly AgentConfig[]) {
    this.#agents = new Map(agents.map((a) => [a.name, a]));
    this.model = createMockModel({ maxBodyBytes: MODEL_MAX_BODY_BYTES });
    this.model.register(
      agents.map((a) => ({
        id: unscriptedId(a.name),
        description: `The answer to a turn of agent '${a.name}' with no script queued.`,
        steps: [{ text: unscriptedAnswer(a.name), repeat: true }],
      })),
    );
    for (const agent of agents) this.#queues.set(agent.name, []);
  }

  /** The context of the request being served, when this vessel's server took it. */
  #requestContext(): RequestContext | undefined {
    const context = requestContexts.getStore();
    return context?.layer === this ? context : undefined;
  }

  #agentNamed(name: string, what: string): AgentConfig {
    const agent = this.#agents.get(name);
    if (!agent)
      throw new TypeError(`${what}: no agent named '${name}' (agents: ${[...this.#agents.keys()].join(', ')})`);
    return agent;
  }

  #compile(input: ScriptInput, prefix: string): { compiled: CompiledTurn; source: TurnScript } {
    const source = toTurnScript(input);
    const compiled = compileTurn(source, `mock-vessel.${prefix}${++this.#sequence}`);
    this.model.register(compiled.script);
    this.#compiled.set(compiled.script.id, compiled);
    return { compiled, source };
  }

  /** Checks a turn for `agent` without queueing it; throws TurnScriptError (or TypeError for an unknown agent). */
  check(input: ScriptInput, agent?: string): TurnScript {
    const source = toTurnScript(input);
    this.#agentNamed(agent ?? source.agent ?? 'default', 'script()');
    compileTurn(source, 'mock-vessel.check');
    return source;
  }

  /** Queues a turn for `agent` (default: the script's `agent`, else `default`); returns its id. */
  queue(input: ScriptInput, agent?: string): string {
    const source = toTurnScript(input);
    const name = agent ?? source.agent ?? 'default';
    this.#agentNamed(name, 'script()');
    const queued = this.#compile(source, 'q');
    this.#queues.get(name)!.push(queued);
    return queued.compiled.script.id;
  }

  /** Registers a turn for the D14 form and returns the line to put in the user's text. */
  directive(input: ScriptInput): string {
    return `${DIRECTIVE_PREFIX}${this.#compile(input, 'd').compiled.script.id}`;
  }

  pending(): PendingScript[] {
    return [...this.#queues].flatMap(([agent, queue]) =>
      queue.map(({ compiled, source }) => ({
        agent,
        id: compiled.script.id,
        ...(compiled.description !== undefined ? { description: compiled.description } : {}),
        script: structuredClone(source),
      })),
    );
  }

  /** Forgets queued scripts, recorded requests and turns, and the model's journal. */
  reset(): void {
    for (const queue of this.#queues.values()) queue.length = 0;
    this.requests.length = 0;
    this.turns.length = 0;
    this.waits.reset();
    this.model.clearJournal();
  }

  /** The script a turn plays, chosen once, when the turn starts. */
  #bind(agent: string, input: TurnInput): { id: string; compiled?: CompiledTurn; source: RecordedTurnStart['source'] } {
    const named = directiveOf(input);
    if (named !== undefined) {
      const compiled = this.#compiled.get(named);
      return { id: named, source: 'directive', ...(compiled ? { compiled } : {}) };
    }
    const queued = this.#queues.get(agent)?.shift();
    if (queued) return { id: queued.compiled.script.id, compiled: queued.compiled, source: 'queue' };
    return { id: unscriptedId(agent), source: 'default' };
  }

  /** The turn engine seam: the reference engine, with the turn's script bound at its start. */
  readonly runTurn: RunTurn = async (agent, input, sink, options) => {
    const bound = this.#bind(agent.name, input);
    const compiled = bound.compiled;
    const start: RecordedTurnStart = {
      agent: agent.name,
      taskId: input.taskId,
      contextId: input.contextId,
      scriptId: bound.id,
      source: bound.source,
      ...(compiled?.description !== undefined ? { description: compiled.description } : {}),
    };
    this.turns.push(start);
    const record = this.#requestContext()?.record;
    if (record) record.turn = start;
    this.waits.changed();

    const results =
      compiled && compiled.toolResults.size > 0
        ? new ToolResults(compiled.toolResults, input.history.length)
        : undefined;
    const model = this.model;
    const fetch = ((url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set(SCRIPT_HEADER, bound.id);
      const body = results && typeof init?.body === 'string' ? results.requestBody(init.body) : init?.body;
      return model.fetch(url, { ...init, headers, ...(body !== undefined ? { body } : {}) });
    }) as typeof globalThis.fetch;

    const turnAgent: AgentConfig = {
      ...agent,
      ...(compiled?.deadlineMs !== undefined ? { deadline_seconds: compiled.deadlineMs / 1000 } : {}),
      ...(compiled?.maxSteps !== undefined ? { max_steps: compiled.maxSteps } : {}),
    };
    let cancel = options.cancel;
    let timer: NodeJS.Timeout | undefined;
    if (compiled?.cancelAfterMs !== undefined) {
      const ours = new AbortController();
      timer = setTimeout(() => ours.abort(), compiled.cancelAfterMs);
      cancel = AbortSignal.any([options.cancel, ours.signal]);
    }
    try {
      const result = await referenceTurn(turnAgent, input, results ? results.sink(sink) : sink, {
        ...options,
        cancel,
        fetch,
      });
      start.status = result.status;
      this.waits.changed();
      return results ? results.result(result) : result;
    } finally {
      clearTimeout(timer);
    }
  };

  /** Server middleware: which agent each request is for, a record of every JSON-RPC call, and cards a client can follow. */
  middleware(extraHttp: ServerMiddleware['http'] = []): ServerMiddleware {
    return {
      http: [
        (req, res, next) => {
          const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
          const origin = req.headers[ORIGIN_HEADER];
          // The handlers' note to the vessel, not something the application sent.
          delete req.headers[ORIGIN_HEADER];
          const context = {
            layer: this,
            agent: agentOfPath(pathname),
            origin: typeof origin === 'string' ? origin : undefined,
          };
          return requestContexts.run(context, () => next(req, res));
        },
        ...extraHttp,
      ],
      card: [(card) => servedCard(card, this.#requestContext()?.origin)],
      rpc: [
        async (call, next) => {
          const context = this.#requestContext();
          const name = context?.agent ?? 'default';
          const record = recordRequest(
            this.requests.length,
            name,
            call.text,
            plainHeaders(call.headers),
            this.#agents.get(name)?.model.accepts_images ?? true,
          );
          this.requests.push(record);
          if (context) context.record = record;
          this.waits.changed();
          const reply = await next(call);
          if (reply.kind === 'json') noteAnswer(record, reply.body);
          return reply;
        },
      ],
    };
  }
}
