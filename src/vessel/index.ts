// The reference vessel's public entry: starts the A2A server over the turn engine, with the
// scripted mock model in the same process when an agent's model is 'mock' (the embedded config),
// so `startVessel()` alone gives a working vessel on a fresh machine.
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import { validateTranscript } from '../transcript/index.ts';
import { embeddedConfig } from './config/embedded.ts';
import { faultNames } from '../faults/catalogue.ts';
import { MOCK_MODEL_BASE_URL, type AgentConfig, type VesselConfig } from './config/schema.ts';
import { createVesselServer, type VesselServerOptions } from './server/http-server.ts';
import { runTurn as engineRunTurn } from './turn/index.ts';
import type { RunTurn } from './turn/seam.ts';

export { embeddedConfig, embeddedProfile, profileFor } from './config/embedded.ts';
export { loadVesselConfig, parseVesselConfig, ConfigError } from './config/load.ts';
export { agentBasePath, DEFAULT_MAX_BODY_BYTES } from './server/http-server.ts';
export type { VesselConfig, AgentConfig } from './config/schema.ts';

/** Large enough for a turn's 32 images of 5 MiB as base64, which the vessel forwards to the model. */
const MOCK_MODEL_MAX_BODY_BYTES = 256 * 1024 * 1024;

export interface StartVesselOptions {
  /** The agents to serve (default: the embedded config). */
  config?: VesselConfig;
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Points every agent's model here (an OpenAI-compatible base URL ending in /v1), overriding the config. */
  modelUrl?: string;
  /** Fault names (src/vessel/faults.ts), passed to both the server and the engine. */
  faults?: Iterable<string>;
  /** Replaces the turn engine (tests of the server layer). */
  runTurn?: RunTurn;
  /** Server options for tests and tuning (body cap, clocks, logging). */
  server?: Pick<VesselServerOptions, 'maxBodyBytes' | 'bodyIdleMs' | 'cancelWaitMs' | 'now' | 'log'>;
}

export interface RunningVessel {
  /** Each agent's base URL by name (its card is at `<url>/.well-known/agent-card.json`). */
  urls: Record<string, string>;
  /** The agents as served, with their model URL resolved. */
  agents: AgentConfig[];
  /** The in-process mock model, when one was started. */
  mockModel?: { model: MockModel; url: string };
  close(): Promise<void>;
}

export async function startVessel(options: StartVesselOptions = {}): Promise<RunningVessel> {
  const faults = [...(options.faults ?? [])];
  const unknown = faults.filter((f) => !faultNames.includes(f));
  if (unknown.length > 0) throw new Error(`startVessel: unknown fault ${unknown.map((f) => `'${f}'`).join(', ')} (see src/vessel/faults.ts)`);
  const config = options.config ?? embeddedConfig;
  let agents = config.agents.map((a) => (options.modelUrl ? { ...a, model: { ...a.model, base_url: options.modelUrl } } : a));

  let mockModel: RunningVessel['mockModel'];
  if (agents.some((a) => a.model.base_url === MOCK_MODEL_BASE_URL)) {
    const model = createMockModel({ maxBodyBytes: MOCK_MODEL_MAX_BODY_BYTES });
    const listening = await model.listen({ port: 0, host: '127.0.0.1' });
    mockModel = { model, url: listening.url };
    agents = agents.map((a) => (a.model.base_url === MOCK_MODEL_BASE_URL ? { ...a, model: { ...a.model, base_url: listening.url } } : a));
  }

  const vessel = createVesselServer({
    agents,
    runTurn: options.runTurn ?? engineRunTurn,
    validate: validateTranscript,
    faults,
    ...(config.task_store ? { taskStore: config.task_store } : {}),
    ...options.server,
  });
  let urls: Record<string, string>;
  try {
    urls = await vessel.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  } catch (error) {
    await mockModel?.model.shutdown();
    throw error;
  }
  return {
    urls,
    agents,
    ...(mockModel ? { mockModel } : {}),
    async close() {
      await vessel.close();
      await mockModel?.model.shutdown();
    },
  };
}
