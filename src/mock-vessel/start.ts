// startMockVessel(): the reference vessel plus the mock model plus a test-friendly API, on a
// loopback port. The vessel is `startVessel()` of src/vessel with the mock-vessel layer at its
// seams (layer.ts); the mock model runs in this process and is reached without a socket.
import type { MockModel } from '../../mock-model/index.ts';
import { startVessel, type RunningVessel } from '../vessel/index.ts';
import { cardUrlOf, withTrailingSlash } from './agent-urls.ts';
import { agentConfigs, type MockAgentOptions } from './agents.ts';
import { controlEndpoints } from './control.ts';
import { MockVesselLayer, type PendingScript, type ScriptInput } from './layer.ts';
import type { MockVesselRequest, RecordedTurnStart } from './requests.ts';
import type { NextRequestOptions, WaitForTurnOptions } from './waits.ts';

export interface MockVesselOptions {
  /** The agents by name, each with its settings; default `{ default: {} }` (served at `/`; others at `/agents/<name>/`). */
  agents?: Readonly<Record<string, MockAgentOptions>>;
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Serve the HTTP control endpoints under /_mock/ (what `vessel-kit vessel --mock` does); default false. */
  controlEndpoints?: boolean;
  /**
   * Default true: the server never keeps the process alive on its own (node's `unref()`, on its
   * socket and its connections), so a test file that forgets close() still ends, under
   * `node --test` as under vitest and Jest; a request in flight still keeps it alive. False keeps
   * the process serving until close(), as `vessel-kit vessel --mock` does.
   */
  unref?: boolean;
}

export interface MockVessel {
  /** The default agent's base URL (the first agent's when there is no `default`), ending with a slash. */
  readonly url: string;
  /** That agent's card: `<url>.well-known/agent-card.json`. */
  readonly agentCardUrl: string;
  /** Every agent's base URL by name, each ending with a slash (`…/agents/<name>/`), so a client resolving the card path against it finds the card. */
  readonly agents: Readonly<Record<string, string>>;
  /** Every agent's card URL by name: `<agents[name]>.well-known/agent-card.json`. */
  readonly cards: Readonly<Record<string, string>>;
  /** Every JSON-RPC request the application sent, parsed, in arrival order. */
  readonly requests: readonly MockVesselRequest[];
  /** Every turn that started, with the script bound to it and, once over, its status. */
  readonly turns: readonly RecordedTurnStart[];
  /** The mock model the turns play against (its journal holds every model call). */
  readonly model: MockModel;
  /**
   * Queues turns for an agent (default `default`, or each script's own `agent`): each turn that
   * starts on that agent takes the oldest queued script, and plays it on every model call of the
   * turn. Throws on an invalid script or an unknown agent. Returns the queued scripts' ids.
   */
  script(scripts: ScriptInput | readonly ScriptInput[], options?: { agent?: string }): string[];
  /** Registers a turn for the directive form (D14) and returns the line to put in the user's text: for parallel tests. */
  directive(script: ScriptInput): string;
  /** Queued scripts no turn has played yet. */
  pending(): PendingScript[];
  /**
   * The next request the application sends (of `method`, to `agent`, when given), as soon as it
   * arrives: the first recorded one no earlier call returned, so one that came before the call
   * counts. Rejects after `timeoutMs` (default 2,000) naming what it waited for and what came.
   */
  nextRequest(options?: NextRequestOptions): Promise<MockVesselRequest>;
  /**
   * The next turn to start (of `agent`, when given), in the order turns started, each once: the
   * turn a cancel or stall test acts on. With `finished: true`, the next turn, in that same order,
   * once it has finished and has its status. Rejects after `timeoutMs` (default 2,000), naming
   * what it waited for.
   */
  waitForTurn(options?: WaitForTurnOptions): Promise<RecordedTurnStart>;
  /** Forgets queued scripts, recorded requests and turns (and the model's journal); the server keeps running. */
  reset(): void;
  /** Ends live turns (cancelled) and stops the server; idempotent: every call returns the first call's promise. */
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** Cleanups added by adapters (the msw handlers' connection pool), run by close(). */
const cleanups = new WeakMap<MockVessel, (() => Promise<void>)[]>();

/** For adapters of a started mock vessel: `cleanup` runs when the vessel closes. */
export function onClose(vessel: MockVessel, cleanup: () => Promise<void>): void {
  const list = cleanups.get(vessel);
  if (!list) throw new TypeError('onClose: not a mock vessel started by startMockVessel()');
  list.push(cleanup);
}

/** Starts a mock vessel on a free loopback port (or the given one). */
export async function startMockVessel(options: MockVesselOptions = {}): Promise<MockVessel> {
  const agents = agentConfigs(options.agents);
  const layer = new MockVesselLayer(agents);
  let urls: Record<string, string> = {};
  const extraHttp = options.controlEndpoints ? [controlEndpoints(layer, () => urls)] : [];
  const running: RunningVessel = await startVessel({
    config: { agents },
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    runTurn: layer.runTurn,
    middleware: layer.middleware(extraHttp),
    unref: options.unref ?? true,
  });
  urls = Object.fromEntries(Object.entries(running.urls).map(([name, base]) => [name, withTrailingSlash(base)]));
  const url = urls.default ?? urls[agents[0]!.name]!;
  let closing: Promise<void> | undefined;
  const vessel: MockVessel = {
    url,
    agentCardUrl: cardUrlOf(url),
    agents: Object.freeze({ ...urls }),
    cards: Object.freeze(Object.fromEntries(Object.entries(urls).map(([name, base]) => [name, cardUrlOf(base)]))),
    requests: layer.requests,
    turns: layer.turns,
    model: layer.model,
    script(scripts, scriptOptions = {}) {
      const list: readonly ScriptInput[] = Array.isArray(scripts) ? scripts : [scripts as ScriptInput];
      // All or nothing: a bad script in the list queues none of them.
      const checked = list.map((s) => layer.check(s, scriptOptions.agent));
      return checked.map((s) => layer.queue(s, scriptOptions.agent));
    },
    directive: (script) => layer.directive(script),
    pending: () => layer.pending(),
    nextRequest: (waitOptions) => layer.waits.nextRequest(waitOptions),
    waitForTurn: (waitOptions) => layer.waits.waitForTurn(waitOptions),
    reset: () => layer.reset(),
    close() {
      closing ??= (async () => {
        await running.close();
        layer.waits.close();
        await layer.model.shutdown();
        for (const cleanup of cleanups.get(vessel) ?? []) await cleanup();
      })();
      return closing;
    },
    [Symbol.asyncDispose]() {
      return vessel.close();
    },
  };
  cleanups.set(vessel, []);
  return vessel;
}
