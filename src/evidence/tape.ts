// A case's tape: everything it asked of the target, in the order it asked, with what came back —
// its turns, its subscriptions, its plain calls on each agent's client — and the scripts it had
// the mock model play. Recorded by wrapping the case's context (the case never knows), and played
// back by a context that answers each ask from the tape instead of the target, so the case's own
// code judges the recording again (`vessel-kit rejudge`) with whatever checks the kit has now.
// The hostile clients' sends (src/a2a/hostile/) are asks too, taped with their recordings.
import type { A2AClient } from '../a2a/client.ts';
import { replayDribbled } from '../a2a/hostile/dribbled.ts';
import { replayUnread } from '../a2a/hostile/unread.ts';
import type { RecordedExchange, RecordedSseEvent, RecordedTurn } from '../a2a/recording.ts';
import type { CaseContext, HostileClients } from '../case/index.ts';
import type { Script } from '../../mock-model/script-schema.ts';
import type { ModelPort } from '../runner/drive-turn.ts';
import type { Profile } from '../profile/schema.ts';
import { hashString, seededRandom } from '../runner/random.ts';

type HostileName = keyof HostileClients;
type HostileRecording<K extends HostileName> = Awaited<ReturnType<HostileClients[K]>>;
type HostileEntry = { [K in HostileName]: { kind: 'hostile'; client: K; recording: HostileRecording<K> } }[HostileName];

export type TapeEntry =
  | { kind: 'turn'; turn: RecordedTurn }
  | { kind: 'subscription'; exchange: RecordedExchange }
  | { kind: 'call'; agent: string; method: string; exchange: RecordedExchange }
  | HostileEntry
  /** An ask that threw (the kit's failure): played back as the same throw. A hostile client's name is its `method`. */
  | {
      kind: 'failed';
      ask: 'turn' | 'subscription' | 'call' | 'hostile';
      agent?: string;
      method?: string;
      error: string;
    };

export interface CaseTape {
  caseId: string;
  /** The agent (profile name) the case ran on. */
  agent: string;
  /** Each agent's client as the case saw it: a case may read `baseUrl` and `rpcUrl`. */
  clients: Record<string, { baseUrl: string; rpcUrl: string }>;
  scripts: Script[];
  /** In the order the case asked (each kept in its slot even when answers came back out of order). */
  entries: TapeEntry[];
}

/** The client methods that send something and resolve with the recorded exchange. */
const RECORDED_METHODS: ReadonlySet<string> = new Set([
  'getCard',
  'post',
  'call',
  'sendStreamingMessage',
  'sendMessage',
  'getTask',
  'cancelTask',
  'subscribeToTask',
  'listTasks',
]);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reserves the next slot of the tape, filled when the ask settles (so order is the order of asking). */
function slot(tape: CaseTape): (entry: TapeEntry) => void {
  const index = tape.entries.length;
  tape.entries.push(undefined as unknown as TapeEntry);
  return (entry) => void (tape.entries[index] = entry);
}

/** The mock model port, noting each script the case registers. */
export function tapeModel(model: ModelPort, tape: CaseTape): ModelPort {
  return {
    register: (script) => {
      tape.scripts.push(script);
      model.register(script);
    },
    journal: (filter) => model.journal(filter),
  };
}

function tapeClient(client: A2AClient, agent: string, tape: CaseTape): A2AClient {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (typeof prop !== 'string' || !RECORDED_METHODS.has(prop)) return value.bind(target);
      return (...args: unknown[]) => {
        const fill = slot(tape);
        const answer = (value as (...a: unknown[]) => Promise<RecordedExchange>).apply(target, args);
        answer.then(
          (exchange) => fill({ kind: 'call', agent, method: prop, exchange }),
          (error: unknown) => fill({ kind: 'failed', ask: 'call', agent, method: prop, error: message(error) }),
        );
        return answer;
      };
    },
  });
}

/** The hostile clients, each send recorded on `tape` with its recording. */
function tapeHostile(hostile: HostileClients, tape: CaseTape): HostileClients {
  const taped =
    <K extends HostileName>(client: K) =>
    async (...args: Parameters<HostileClients[K]>): Promise<HostileRecording<K>> => {
      const fill = slot(tape);
      try {
        const send = hostile[client] as (...a: Parameters<HostileClients[K]>) => Promise<HostileRecording<K>>;
        const recording = await send(...args);
        fill({ kind: 'hostile', client, recording } as HostileEntry);
        return recording;
      } catch (error) {
        fill({ kind: 'failed', ask: 'hostile', method: client, error: message(error) });
        throw error;
      }
    };
  return {
    oversized: taped('oversized'),
    dribbled: taped('dribbled'),
    unread: taped('unread'),
    polled: taped('polled'),
  };
}

/** A new, empty tape for a case about to run on `agent`. */
export function newTape(caseId: string, agent: string, clients: ReadonlyMap<string, A2AClient>): CaseTape {
  return {
    caseId,
    agent,
    clients: Object.fromEntries([...clients].map(([name, c]) => [name, { baseUrl: c.baseUrl, rpcUrl: c.rpcUrl }])),
    scripts: [],
    entries: [],
  };
}

/** The case's context, recording every ask on `tape`. */
export function tapeContext(ctx: CaseContext, tape: CaseTape): CaseContext {
  const clients = new Map<string, A2AClient>();
  const clientFor = (name: string) => {
    let client = clients.get(name);
    if (!client) clients.set(name, (client = tapeClient(ctx.clientFor(name), name, tape)));
    return client;
  };
  return {
    ...ctx,
    client: clientFor(ctx.agent.name),
    clientFor,
    ...(ctx.hostile ? { hostile: tapeHostile(ctx.hostile, tape) } : {}),
    async recordTurn(spec, onEvent) {
      const fill = slot(tape);
      try {
        const turn = await ctx.recordTurn(spec, onEvent);
        fill({ kind: 'turn', turn });
        return turn;
      } catch (error) {
        fill({ kind: 'failed', ask: 'turn', error: message(error) });
        throw error;
      }
    },
    async subscribe(taskId) {
      const fill = slot(tape);
      try {
        const exchange = await ctx.subscribe(taskId);
        fill({ kind: 'subscription', exchange });
        return exchange;
      } catch (error) {
        fill({ kind: 'failed', ask: 'subscription', error: message(error) });
        throw error;
      }
    },
  };
}

/** A tape's entries with the slots of asks that never settled dropped (a case that did not await one). */
export function settledEntries(tape: CaseTape): TapeEntry[] {
  return tape.entries.filter((e) => e !== undefined);
}

/**
 * A context that answers every ask from the tape: turns, subscriptions and each agent's calls
 * in the order they were recorded (per kind, and per agent and method for calls, so asks made
 * at once may come back in any order). The events of a turn are shown to `onEvent` as they were
 * received, so a case that acts mid-turn (subscribing, say) asks again what it asked then.
 */
export function replayContext(
  tape: CaseTape,
  profile: Profile,
  run: { seed: number; timeoutScale: number },
): CaseContext {
  const agent = profile.agents.find((a) => a.name === tape.agent);
  if (!agent) throw new Error(`the bundle's profile has no agent '${tape.agent}' for case ${tape.caseId}`);
  const queues = new Map<string, TapeEntry[]>();
  const keyOf = (e: TapeEntry) =>
    e.kind === 'turn' || e.kind === 'subscription'
      ? e.kind
      : e.kind === 'call'
        ? `call ${e.agent} ${e.method}`
        : e.kind === 'hostile'
          ? hostileKey(e.client, e.client === 'polled' ? e.recording.taskId : undefined)
          : e.ask === 'call'
            ? `call ${e.agent} ${e.method}`
            : e.ask === 'hostile'
              ? hostileKey(e.method as HostileName)
              : e.ask;
  for (const entry of settledEntries(tape)) {
    const key = keyOf(entry);
    queues.set(key, [...(queues.get(key) ?? []), entry]);
  }
  const next = (key: string): TapeEntry => {
    const entry = queues.get(key)?.shift();
    if (!entry)
      throw new Error(`the bundle holds no more ${key.replace(/^call /, 'calls of ')} for case ${tape.caseId}`);
    if (entry.kind === 'failed') throw new Error(entry.error);
    return entry;
  };
  const client = (name: string): A2AClient => {
    const urls = tape.clients[name];
    if (!urls) throw new Error(`the profile has no agent named '${name}'`);
    const replayed: Record<string, unknown> = { ...urls, useCard: () => undefined };
    return new Proxy(replayed, {
      get(target, prop) {
        if (typeof prop !== 'string' || !RECORDED_METHODS.has(prop)) return target[prop as string];
        return async (...args: unknown[]) => {
          const entry = next(`call ${name} ${prop}`) as Extract<TapeEntry, { kind: 'call' }>;
          const onEvent = args.find(
            (a): a is { onEvent: (e: RecordedSseEvent, c: unknown) => void } =>
              typeof (a as { onEvent?: unknown } | null)?.onEvent === 'function',
          )?.onEvent;
          for (const event of entry.exchange.sse ?? []) onEvent?.(event, { expectCloseWithin: () => undefined });
          return entry.exchange;
        };
      },
    }) as unknown as A2AClient;
  };
  const clients = new Map<string, A2AClient>();
  const clientFor = (name: string) => {
    let c = clients.get(name);
    if (!c) clients.set(name, (c = client(name)));
    return c;
  };
  return {
    profile,
    agent,
    client: clientFor(agent.name),
    clientFor,
    random: seededRandom(run.seed ^ hashString(tape.caseId)),
    timeoutScale: run.timeoutScale,
    async recordTurn(_spec, onEvent) {
      const { turn } = next('turn') as Extract<TapeEntry, { kind: 'turn' }>;
      for (const event of turn.send.sse ?? []) onEvent?.(event);
      return turn;
    },
    async subscribe() {
      return (next('subscription') as Extract<TapeEntry, { kind: 'subscription' }>).exchange;
    },
    // A tape with no hostile ask (an older kit's, say) cannot answer one: its case is told so.
    ...(settledEntries(tape).some((e) => keyOf(e).startsWith('hostile ')) ? { hostile: replayedHostile(next) } : {}),
  };
}

/** Which queue a hostile ask is answered from: a poll from its task's (a case polls several tasks at once, each as its turn ends), the others from their client's. */
const hostileKey = (client: HostileName, taskId?: string): string =>
  client === 'polled' ? `hostile polled ${taskId ?? '(no task)'}` : `hostile ${client}`;

/** The hostile clients answered from the tape, each callback run as it ran when recorded. */
function replayedHostile(next: (key: string) => TapeEntry): HostileClients {
  const recorded = <K extends HostileName>(client: K, taskId?: string) =>
    (next(hostileKey(client, taskId)) as Extract<HostileEntry, { client: K }>).recording as HostileRecording<K>;
  return {
    oversized: async () => recorded('oversized'),
    dribbled: async (_send, onBody) => replayDribbled(recorded('dribbled'), onBody),
    unread: async (_spec, _hold, whileHeld) => replayUnread(recorded('unread'), whileHeld),
    polled: async (taskId) => recorded('polled', taskId),
  };
}
