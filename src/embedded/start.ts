// The reference vessel as the kit runs it: the agents of a config (the embedded ones by default),
// with the kit's mock model started in this process for agents whose model is 'mock', and any
// faults of the fault layer switched on. `vessel-kit vessel`, the embedded certification target
// and the kit's own tests start it here; the vessel itself starts no model and knows no faults.
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import { faultySeams } from '../faults/compose.ts';
import {
  MOCK_MODEL_BASE_URL,
  startVessel,
  type AgentConfig,
  type RunningVessel,
  type StartVesselOptions,
  type VesselConfig,
} from '../vessel/index.ts';
import { embeddedConfig } from './config.ts';

/** Large enough for a turn's 32 images of 5 MiB as base64, which the vessel forwards to the model. */
const MOCK_MODEL_MAX_BODY_BYTES = 256 * 1024 * 1024;

export interface StartEmbeddedOptions extends Pick<StartVesselOptions, 'port' | 'host' | 'runTurn' | 'server'> {
  /** The agents to serve (default: the embedded config). */
  config?: VesselConfig;
  /** Points every agent's model here (an OpenAI-compatible base URL ending in /v1), overriding the config. */
  modelUrl?: string;
  /** Fault names (src/faults/catalogue.ts). */
  faults?: Iterable<string>;
}

export interface RunningEmbedded extends RunningVessel {
  /** The in-process mock model, when one was started. */
  mockModel?: { model: MockModel; url: string };
}

export async function startEmbeddedVessel(options: StartEmbeddedOptions = {}): Promise<RunningEmbedded> {
  const seams = faultySeams(options.faults ?? []);
  const config = options.config ?? embeddedConfig;
  let agents: AgentConfig[] = config.agents.map((a) =>
    options.modelUrl ? { ...a, model: { ...a.model, base_url: options.modelUrl } } : a,
  );

  let mockModel: RunningEmbedded['mockModel'];
  if (agents.some((a) => a.model.base_url === MOCK_MODEL_BASE_URL)) {
    const model = createMockModel({ maxBodyBytes: MOCK_MODEL_MAX_BODY_BYTES });
    const listening = await model.listen({ port: 0, host: '127.0.0.1' });
    mockModel = { model, url: listening.url };
    agents = agents.map((a) =>
      a.model.base_url === MOCK_MODEL_BASE_URL ? { ...a, model: { ...a.model, base_url: listening.url } } : a,
    );
  }

  let vessel: RunningVessel;
  try {
    vessel = await startVessel({
      config: { ...config, agents },
      ...(options.port !== undefined ? { port: options.port } : {}),
      ...(options.host !== undefined ? { host: options.host } : {}),
      ...(options.server ? { server: options.server } : {}),
      runTurn: options.runTurn ?? seams.runTurn,
      validate: seams.validate,
      middleware: seams.middleware,
    });
  } catch (error) {
    await mockModel?.model.shutdown();
    throw error;
  }
  return {
    ...vessel,
    ...(mockModel ? { mockModel } : {}),
    async close() {
      await vessel.close();
      await mockModel?.model.shutdown();
    },
  };
}
