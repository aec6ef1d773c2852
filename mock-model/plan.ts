// The pure engine's core: one script step → the answer, as timed frames. No I/O and no clock:
// times are milliseconds after the request arrived, and the player turns them into writes.
import { JSON_HEADERS, NO_RETRY, SSE_HEADERS, type Answer, type Ending } from './answer.ts';
import type { Fault, ScriptStep } from './script-schema.ts';
import { finishOf, identity, joined, stepUsage, type StepContext } from './step.ts';
import { FAULT_MESSAGE, faultedStream, streamFrames, streamTemplate } from './stream.ts';
import { completionJson, errorJson } from './wire.ts';

/** The answer to a step with an `http_status` fault: an error before any stream byte. */
function httpFaultAnswer(fault: Fault & { http_status: number }): Answer {
  const body =
    fault.body === undefined
      ? errorJson(
          FAULT_MESSAGE,
          fault.http_status >= 500 ? 'server_error' : 'invalid_request_error',
          `mock_http_${fault.http_status}`,
        )
      : typeof fault.body === 'string'
        ? fault.body
        : JSON.stringify(fault.body);
  const headers = {
    ...(typeof fault.body === 'string' ? { 'content-type': 'text/plain; charset=utf-8' } : JSON_HEADERS),
    ...NO_RETRY,
    ...fault.headers,
  };
  return {
    status: fault.http_status,
    headers,
    framing: 'body',
    frames: [{ atMs: 0, data: body }],
    ending: { kind: 'close', atMs: 0 },
  };
}

/** The non-streamed answer; faults map onto the one body (see docs/mock-model.md). */
function completionAnswer(step: ScriptStep, ctx: StepContext): Answer {
  // The finish time a stream of this step would have; the cached template holds it, with the
  // resolved calls and content, so the closing frames (and their usage) are not rendered for nothing.
  const { lastAt: finishAt, calls, content } = streamTemplate(step, ctx);
  const { pieces } = content;
  const fault = step.fault;
  const text = joined(pieces, 'text');
  const finish = fault?.eof_without_finish ? null : finishOf(step, calls);
  const body = completionJson(
    identity(ctx),
    { content: text ?? (calls.length > 0 ? null : ''), reasoning: joined(pieces, 'reasoning'), toolCalls: calls },
    ctx.dialect,
    finish,
    stepUsage(step, ctx.request, content, calls),
  );
  const answer = (data: string, ending: Ending['kind'], atMs = finishAt): Answer => ({
    status: 200,
    headers: JSON_HEADERS,
    framing: 'body',
    frames: ending === 'close' ? [{ atMs, data }] : [],
    ending: { kind: ending, atMs },
  });
  if (fault?.cut_after !== undefined) return answer('', 'cut');
  if (fault?.error_frame_after !== undefined)
    return answer(errorJson(FAULT_MESSAGE, 'server_error', 'mock_error_frame'), 'close');
  if (fault?.malformed_after !== undefined) return answer(body.slice(0, Math.floor(body.length / 2)), 'close');
  if (fault?.stall_after !== undefined)
    return fault.ms === undefined ? answer('', 'hang') : answer(body, 'close', finishAt + fault.ms);
  return answer(body, 'close');
}

/** The whole answer to one step: the engine's pure result for a request that selected it. */
export function answerStep(step: ScriptStep, ctx: StepContext): Answer {
  const fault = step.fault;
  if (fault?.http_status !== undefined) return httpFaultAnswer({ ...fault, http_status: fault.http_status });
  if (!ctx.request.stream) return completionAnswer(step, ctx);
  const streamed = streamFrames(step, ctx);
  const { frames, ending, unchanged } = faultedStream(streamed, fault);
  const encoded = { ...streamed.encoded, count: Math.min(unchanged, streamed.encoded.count) };
  return { status: 200, headers: SSE_HEADERS, framing: 'sse', frames, ending, encoded };
}
