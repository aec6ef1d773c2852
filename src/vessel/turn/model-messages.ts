// What reaches the model on each call (D11): the briefing first as its own system message, then
// the history and the turn so far; reasoning only when the agent sends it back; images only to
// a model that accepts them; tools offered on every call but the one that reaches max_steps.
import type { TranscriptMessage, UserMessage } from '../../transcript/schema.ts';
import type { AgentConfig } from '../config/schema.ts';
import { builtinTools, toolSpec } from '../tools/index.ts';
import type { ChatRequest } from './model-client.ts';

function userContent(content: UserMessage['content'], acceptsImages: boolean): UserMessage['content'] {
  if (typeof content === 'string' || acceptsImages) return content;
  const text = content.filter((part) => part.type === 'text');
  return text.length > 0 ? text : '';
}

export interface RequestOptions {
  /** False on the call that reaches max_steps (D11, D16). */
  offerTools: boolean;
  /** Fault names (src/vessel/faults.ts) bending what reaches the model; absent for a conformant vessel. */
  faults?: ReadonlySet<string> | undefined;
}

function toModelMessage(message: TranscriptMessage, agent: AgentConfig, faults?: ReadonlySet<string>): Record<string, unknown> {
  const has = (name: string) => faults?.has(name) ?? false;
  switch (message.role) {
    case 'user':
      return { role: 'user', content: userContent(message.content, agent.model.accepts_images || has('image-sent-to-text-model')) };
    case 'tool':
      if (has('tool-result-as-user')) return { role: 'user', content: message.content };
      return { role: 'tool', tool_call_id: message.tool_call_id, content: message.content };
    case 'assistant': {
      const out: Record<string, unknown> = { role: 'assistant', content: message.content ?? null };
      if (message.tool_calls && message.tool_calls.length > 0) out.tool_calls = message.tool_calls;
      if ((agent.send_reasoning || has('reasoning-sent-back')) && message.reasoning_content !== undefined) out.reasoning_content = message.reasoning_content;
      return out;
    }
  }
}

export function buildChatRequest(
  agent: AgentConfig,
  history: readonly TranscriptMessage[],
  turn: readonly TranscriptMessage[],
  { offerTools, faults }: RequestOptions,
): ChatRequest {
  const mapped = [...history, ...turn].map((m) => toModelMessage(m, agent, faults));
  if (faults?.has('system-history-forwarded') && history.length > 0) mapped[0] = { ...mapped[0], role: 'system' };
  const briefing = { role: 'system', content: agent.briefing };
  const messages = faults?.has('briefing-last') ? [...mapped, briefing] : [briefing, ...mapped];
  const request: ChatRequest = { model: agent.model.name, messages };
  if (offerTools && agent.tools.length > 0) request.tools = agent.tools.map((name) => toolSpec(builtinTools[name]));
  return request;
}
