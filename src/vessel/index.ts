// The reference vessel's public entry: starts the A2A server over the turn engine for the agents
// of a config. Each agent's model is whatever its base_url names; the vessel starts no model.
// What may be bent from outside is listed in seams.ts.
import { validateTranscript } from '../transcript/index.ts';
import type { AgentConfig, VesselConfig } from './config/schema.ts';
import type { ServerMiddleware } from './server/middleware.ts';
import { createVesselServer, type VesselServerOptions } from './server/http-server.ts';
import type { TranscriptValidator } from './server/turn-input.ts';
import { referenceTurn } from './turn/index.ts';
import type { RunTurn } from './turn/seam.ts';

export { loadVesselConfig, parseVesselConfig, VesselConfigError } from './config/load.ts';
export { agentBasePath, DEFAULT_MAX_BODY_BYTES } from './server/http-server.ts';
export { MOCK_MODEL_BASE_URL, BuiltinToolNames } from './config/schema.ts';
export type { VesselConfig, AgentConfig } from './config/schema.ts';

export interface StartVesselOptions {
  /** The agents to serve. */
  config: VesselConfig;
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The turn engine (default the reference engine, `referenceTurn` in seams.ts). */
  runTurn?: RunTurn;
  /** Judges each turn's history (default the kit's transcript validator). */
  validate?: TranscriptValidator;
  middleware?: ServerMiddleware;
  /**
   * Let the process exit while the vessel listens: the listening socket and every connection it
   * accepts are unref'd, so a vessel started inside a test process never keeps it alive on its
   * own (what is in flight still does, from the client's side). Default false: a server.
   */
  unref?: boolean;
  /** Server options for tests and tuning (body cap, clocks, logging). */
  server?: Pick<
    VesselServerOptions,
    'maxBodyBytes' | 'bodyIdleMs' | 'cancelWaitMs' | 'streamBufferBytes' | 'streamStallMs' | 'now' | 'log'
  >;
}

export interface RunningVessel {
  /** Each agent's base URL by name (its card is at `<url>/.well-known/agent-card.json`). */
  urls: Record<string, string>;
  /** The agents as served. */
  agents: AgentConfig[];
  close(): Promise<void>;
}

export async function startVessel(options: StartVesselOptions): Promise<RunningVessel> {
  const { config } = options;
  const vessel = createVesselServer({
    agents: config.agents,
    runTurn: options.runTurn ?? referenceTurn,
    validate: options.validate ?? validateTranscript,
    ...(options.middleware ? { middleware: options.middleware } : {}),
    ...(config.task_store ? { taskStore: config.task_store } : {}),
    ...options.server,
  });
  if (options.unref) {
    vessel.server.unref();
    vessel.server.on('connection', (socket) => socket.unref());
  }
  const urls = await vessel.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  return { urls, agents: [...config.agents], close: () => vessel.close() };
}
