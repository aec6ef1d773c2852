// What `vessel-kit vessel --mock` loads (src/cli/commands/vessel.ts), in one import.
import type { VesselConfig } from '../vessel/index.ts';
import type { MockAgentOptions } from './agents.ts';

export { startMockVessel } from './start.ts';
export { loadQueueDir, QueueFileError } from './load-queue.ts';

/** A vessel config's agents as mock-vessel agents (their model is the mock model, whatever the config names). */
export function mockAgentsOf(config: VesselConfig): Record<string, MockAgentOptions> {
  return Object.fromEntries(
    config.agents.map((a) => [
      a.name,
      {
        images: a.model.accepts_images,
        sendReasoning: a.send_reasoning,
        maxSteps: a.max_steps,
        deadlineSeconds: a.deadline_seconds,
        tools: a.tools,
        briefing: a.briefing,
        model: a.model.name,
      },
    ]),
  );
}
