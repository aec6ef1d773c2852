// What one agent of the independent vessel is configured with: the settings transcript-format.txt
// and events.txt name (max_steps, deadline_seconds, send_reasoning, whether its model accepts
// images) and the tools it offers its model (names from tools.ts).
export interface AgentConfig {
  name: string;
  /** The model name the vessel asks for (and reports as the transcript summary's `model`). */
  model: string;
  briefing: string;
  maxSteps: number;
  deadlineSeconds: number;
  sendReasoning: boolean;
  acceptsImages: boolean;
  tools: string[];
}

export const BRIEFING = 'You are a careful assistant. Use the tools you are given when they help, then answer.';

export function agentConfig(name: string, overrides: Partial<Omit<AgentConfig, 'name'>> = {}): AgentConfig {
  return {
    name,
    model: 'independent-model',
    briefing: BRIEFING,
    maxSteps: 8,
    deadlineSeconds: 30,
    sendReasoning: false,
    acceptsImages: true,
    tools: ['reverse', 'explode', 'wait', 'write_file', 'repeat'],
    ...overrides,
  };
}
