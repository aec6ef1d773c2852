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
}

function toModelMessage(message: TranscriptMessage, agent: AgentConfig): Record<string, unknown> {
  switch (message.role) {
    case 'user':
      return { role: 'user', content: userContent(message.content, agent.model.accepts_images) };
    case 'tool':
      return { role: 'tool', tool_call_id: message.tool_call_id, content: message.content };
    case 'assistant': {
      const out: Record<string, unknown> = { role: 'assistant', content: message.content ?? null };
      if (message.tool_calls && message.tool_calls.length > 0) out.tool_calls = message.tool_calls;
      if (agent.send_reasoning && message.reasoning_content !== undefined)
        out.reasoning_content = message.reasoning_content;
      return out;
    }
  }
}

export function buildChatRequest(
  agent: AgentConfig,
  history: readonly TranscriptMessage[],
  turn: readonly TranscriptMessage[],
  { offerTools }: RequestOptions,
): ChatRequest {
  const mapped = [...history, ...turn].map((m) => toModelMessage(m, agent));
  const messages = [{ role: 'system', content: agent.briefing }, ...mapped];
  const request: ChatRequest = { model: agent.model.name, messages };
  if (offerTools && agent.tools.length > 0) request.tools = agent.tools.map((name) => toolSpec(builtinTools[name]));
  return request;
}
