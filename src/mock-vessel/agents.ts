// The mock vessel's agents: each a reference-vessel agent (src/vessel config) whose model is the
// mock model in this process, with test-friendly option names.
import { BuiltinToolNames, type AgentConfig } from '../vessel/index.ts';

export type BuiltinTool = (typeof BuiltinToolNames)[number];

/** One agent's settings; every field has the embedded default agent's value when absent. */
export interface MockAgentOptions {
  /** Whether the agent's model accepts images (D12); default true. */
  images?: boolean;
  /** Whether reasoning of earlier turns is sent back to the model (D11, `send_reasoning`); default false. */
  sendReasoning?: boolean;
  /** `max_steps`; default 8. */
  maxSteps?: number;
  /** `deadline_seconds`; default 30. */
  deadlineSeconds?: number;
  /** The built-in tools offered (list, echo, sleep, fail, make_file, big_output); default all of them. */
  tools?: readonly BuiltinTool[];
  /** The system message sent first on every model call. */
  briefing?: string;
  /** The model name sent and reported as turn.model; default `vessel-kit-mock`. */
  model?: string;
}

/** Never resolved: the mock vessel reaches its model in-process, through the turn's `fetch` seam. */
export const IN_PROCESS_MODEL_URL = 'http://mock-model.vessel-kit.invalid/v1';

const BRIEFING = 'You are a vessel-kit mock agent. Every answer is scripted by the test.';

const AGENT_NAME = /^[a-z0-9][a-z0-9-]*$/;

export function agentConfig(name: string, options: MockAgentOptions = {}): AgentConfig {
  if (!AGENT_NAME.test(name))
    throw new TypeError(`startMockVessel: agent name '${name}' must be lower-case letters, digits and dashes`);
  const tools = [...(options.tools ?? BuiltinToolNames)];
  const unknown = tools.filter((t) => !(BuiltinToolNames as readonly string[]).includes(t));
  if (unknown.length > 0)
    throw new TypeError(
      `startMockVessel: agent '${name}': unknown tool ${unknown.join(', ')} (built-in tools: ${BuiltinToolNames.join(', ')}; script any other tool's result with callTool(name, args, { result }))`,
    );
  const maxSteps = options.maxSteps ?? 8;
  if (!Number.isInteger(maxSteps) || maxSteps < 1)
    throw new TypeError(`startMockVessel: agent '${name}': maxSteps must be a positive integer`);
  const deadline = options.deadlineSeconds ?? 30;
  if (!(deadline > 0)) throw new TypeError(`startMockVessel: agent '${name}': deadlineSeconds must be positive`);
  return {
    name,
    description: `vessel-kit mock agent '${name}'`,
    briefing: options.briefing ?? BRIEFING,
    model: {
      base_url: IN_PROCESS_MODEL_URL,
      name: options.model ?? 'vessel-kit-mock',
      accepts_images: options.images ?? true,
    },
    max_steps: maxSteps,
    deadline_seconds: deadline,
    send_reasoning: options.sendReasoning ?? false,
    tools,
  };
}

/** The agents of the options: `{ default: {} }` when none are given. */
export function agentConfigs(agents: Readonly<Record<string, MockAgentOptions>> | undefined): AgentConfig[] {
  const entries = Object.entries(agents ?? { default: {} });
  if (entries.length === 0) throw new TypeError('startMockVessel: agents must name at least one agent');
  return entries.map(([name, options]) => agentConfig(name, options));
}
