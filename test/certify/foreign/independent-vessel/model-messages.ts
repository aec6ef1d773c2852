// The turn's messages in two shapes: the transcript's (what the application stores and sends
// back) and the model's request (CONTRACT.md D11: "The vessel's briefing comes first as its own
// system message"; "reasoning_content of earlier turns is sent only when the agent has
// send_reasoning = true"; "every tool result is sent as role: tool with its tool_call_id").
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantMessage, ToolCall, TranscriptMessage } from '../../../../src/transcript/index.ts';
import type { AgentConfig } from './config.ts';
import type { ModelReply } from './model-call.ts';

export type ParsedArguments = { json: true; value: unknown } | { json: false };

export function parseArguments(raw: string): ParsedArguments {
  try {
    return { json: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { json: false };
  }
}

/** What reaches the model: the briefing first, then every message in the model's own shape. */
export function modelMessages(
  agent: AgentConfig,
  messages: readonly TranscriptMessage[],
): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [{ role: 'system', content: agent.briefing }];
  for (const m of messages) {
    if (m.role === 'assistant') {
      const calls = m.tool_calls ?? [];
      out.push({
        role: 'assistant',
        content: m.content ?? null,
        ...(calls.length > 0 ? { tool_calls: calls } : {}),
        ...(agent.sendReasoning && typeof m.reasoning_content === 'string'
          ? { reasoning_content: m.reasoning_content }
          : {}),
      } as ChatCompletionMessageParam);
    } else if (m.role === 'tool') out.push({ role: 'tool', tool_call_id: m.tool_call_id, content: m.content });
    else out.push({ role: 'user', content: m.content } as ChatCompletionMessageParam);
  }
  return out;
}

/** A completed model message as the transcript keeps it (transcript-format.txt, "What comes back"). */
export function assistantMessage(reply: ModelReply): AssistantMessage {
  const toolCalls: ToolCall[] = reply.toolCalls.map((call) => ({
    id: call.id,
    type: 'function',
    // "The call's arguments are stored as {}, so the history stays replayable."
    function: { name: call.name, arguments: parseArguments(call.arguments).json ? call.arguments : '{}' },
  }));
  const message: AssistantMessage = {
    role: 'assistant',
    content: reply.text !== '' ? reply.text : toolCalls.length > 0 ? null : '',
  };
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  if (reply.reasoning !== '') message.reasoning_content = reply.reasoning;
  return message;
}
