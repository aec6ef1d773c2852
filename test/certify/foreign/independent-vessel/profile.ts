// The independent vessel's agents, and the target profile (CONTRACT.md D13) that declares each as
// it is configured: every setting and every tool a profile can name, so the kit exercises them all.
import type { Profile, ProfileAgent } from '../../../../src/profile/schema.ts';
import { agentConfig, type AgentConfig } from './config.ts';
import type { RunningAgent } from './server.ts';

/** The key the vessel sends its model; no answer may show it (security.no-leaks). */
export const MODEL_API_KEY = 'sk-independent-vessel-0123456789';

/** How long the slow tool call of the profile runs; well past the short deadline. */
const SLOW_MS = 2500;

export const AGENTS: AgentConfig[] = [
  agentConfig('default'),
  agentConfig('no-images', { acceptsImages: false }),
  agentConfig('send-reasoning', { sendReasoning: true }),
  agentConfig('short-deadline', { deadlineSeconds: 1 }),
  agentConfig('few-steps', { maxSteps: 2 }),
];

/** The tool uses of tools.ts, as the profile names them. */
const TOOL_USES: NonNullable<ProfileAgent['tools']> = {
  fast: { name: 'reverse', arguments: { text: 'ping' } },
  failing: { name: 'explode', arguments: { reason: 'on purpose' } },
  slow: { name: 'wait', arguments: { ms: SLOW_MS }, runs_ms: SLOW_MS },
  file: {
    name: 'write_file',
    arguments: { filename: 'report.csv', media_type: 'text/csv', content: 'a,b\n1,2\n' },
    media_type: 'text/csv',
  },
  big: { name: 'repeat', arguments: { text: 'ab', times: 2600 }, output_chars: 5200 },
};

function declared(agent: RunningAgent): ProfileAgent {
  const { config } = agent;
  return {
    name: config.name,
    url: agent.url,
    max_steps: config.maxSteps,
    deadline_seconds: config.deadlineSeconds,
    send_reasoning: config.sendReasoning,
    accepts_images: config.acceptsImages,
    tools: TOOL_USES,
  };
}

export function profileOf(agents: RunningAgent[]): Profile {
  return {
    name: 'independent vessel (@a2a-js/sdk + openai)',
    input: 'parts',
    model_api_key: MODEL_API_KEY,
    agents: agents.map(declared),
  };
}
