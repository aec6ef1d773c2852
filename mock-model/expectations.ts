// Request expectations of a step (CONTRACT.md D11): what the vessel should have sent on this call.
// Each broken expectation is one sentence for the journal; the engine decides whether it also
// turns the answer into a 400.
import { hasImagePart, type ChatRequest } from './request.ts';
import type { Expect } from './script-schema.ts';

const hasReasoning = (m: { reasoning_content?: unknown; reasoning?: unknown }) =>
  (typeof m.reasoning_content === 'string' && m.reasoning_content !== '') ||
  (typeof m.reasoning === 'string' && m.reasoning !== '');

export function checkExpectations(expect: Expect | undefined, request: ChatRequest): string[] {
  if (!expect) return [];
  const { messages, toolNames } = request;
  const mismatches: string[] = [];
  if (expect.tools_offered === true && toolNames.length === 0)
    mismatches.push('expected tools to be offered, but the request offers none');
  if (expect.tools_offered === false && toolNames.length > 0) {
    mismatches.push(`expected no tools to be offered, but the request offers ${toolNames.join(', ')}`);
  }
  for (const name of expect.tools_include ?? []) {
    if (!toolNames.includes(name))
      mismatches.push(`expected tool '${name}' to be offered; offered: ${toolNames.join(', ') || 'none'}`);
  }
  for (const name of expect.tools_exclude ?? []) {
    if (toolNames.includes(name)) mismatches.push(`expected tool '${name}' not to be offered, but it is`);
  }
  if (expect.reasoning_in_history !== undefined) {
    const carrying = messages.flatMap((m, i) => (m.role === 'assistant' && hasReasoning(m) ? [i] : []));
    if (expect.reasoning_in_history && carrying.length === 0)
      mismatches.push('expected reasoning_content in the history, but no assistant message carries it');
    if (!expect.reasoning_in_history && carrying.length > 0) {
      mismatches.push(`expected no reasoning_content in the history, but messages[${carrying.join(', ')}] carry it`);
    }
  }
  const firstRole = messages[0]?.role;
  if (expect.system_first === true && firstRole !== 'system')
    mismatches.push(`expected a system message first, but messages[0] is ${firstRole}`);
  if (expect.system_first === false && firstRole === 'system')
    mismatches.push('expected no system message first, but messages[0] is system');
  if (expect.system_messages !== undefined) {
    const count = messages.filter((m) => m.role === 'system').length;
    if (count !== expect.system_messages)
      mismatches.push(`expected ${expect.system_messages} system message(s), found ${count}`);
  }
  if (expect.images !== undefined) {
    const withImages = messages.flatMap((m, i) => (hasImagePart(m) ? [i] : []));
    if (expect.images && withImages.length === 0) mismatches.push('expected image_url parts, but no message holds one');
    if (!expect.images && withImages.length > 0)
      mismatches.push(`expected no image_url parts, but messages[${withImages.join(', ')}] hold them`);
  }
  if (expect.last_tool_result !== undefined) {
    const last = messages[messages.length - 1];
    if (last?.role !== 'tool')
      mismatches.push(`expected the last message to be a tool result, but it is ${last?.role}`);
    else if (typeof expect.last_tool_result === 'string' && last.tool_call_id !== expect.last_tool_result) {
      mismatches.push(
        `expected the last message to answer call '${expect.last_tool_result}', but it answers ${JSON.stringify(last.tool_call_id)}`,
      );
    }
  }
  return mismatches;
}
