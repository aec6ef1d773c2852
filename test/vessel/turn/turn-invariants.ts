// The basic D4–D10 properties every turn's outputs must have, as a list of problems (empty when
// they hold), shared by the end-to-end tests and the property test so a failure names the rule.
import {
  ANSWER_MEDIA_TYPE,
  earlyEndMessage,
  TOOL_OUTPUT_PREVIEW_CHARS,
  type StepFinished,
  type ToolFinished,
  type ToolStarted,
  type TurnFinished,
  type VesselEvent,
} from '../../../src/a2a/vessel-events.ts';
import { validateTranscript } from '../../../src/transcript/index.ts';
import type { AssistantMessage, TranscriptMessage } from '../../../src/transcript/schema.ts';
import { finalStateOf } from '../../../src/vessel/turn/index.ts';
import { codePointLength } from '../../../src/vessel/turn/code-points.ts';
import type { TurnOutput, TurnResult } from '../../../src/vessel/turn/seam.ts';

export interface CheckContext {
  history: TranscriptMessage[];
  acceptsImages: boolean;
  transcriptRequested: boolean;
}

export function turnProblems(outputs: TurnOutput[], result: TurnResult, ctx: CheckContext): string[] {
  const problems: string[] = [];
  const fail = (text: string) => problems.push(text);
  const events = outputs.flatMap((o, i) => (o.kind === 'event' ? [{ i, event: o.event, state: o.state }] : []));
  const last = outputs.at(-1);

  // D4, D7: turn.started first, turn.finished last in the terminal state, WORKING before.
  if (events[0]?.event.type !== 'turn.started' || events[0].i !== 0) fail('D5: turn.started is not the first output');
  if (last?.kind !== 'event' || last.event.type !== 'turn.finished') fail('D5: turn.finished is not the last output');
  const finished = events.filter((e) => e.event.type === 'turn.finished');
  if (finished.length !== 1) fail(`D5: ${finished.length} turn.finished events`);
  const tf = finished[0]?.event as TurnFinished | undefined;
  if (tf && finished[0]!.state !== finalStateOf[tf.status])
    fail(`D7: turn.finished state ${finished[0]!.state} for ${tf.status}`);
  for (const e of events.slice(0, -1))
    if (e.state !== 'TASK_STATE_WORKING') fail(`D4: ${e.event.type} carries ${e.state}`);
  if (!tf) return problems;
  if (tf.status !== result.status || finalStateOf[tf.status] !== result.finalState)
    fail('result status differs from turn.finished');

  // D5: steps numbered from 1 without gaps; deltas of step k before its step.finished; tools after it.
  const stepEvents = events
    .filter((e) => e.event.type === 'step.finished')
    .map((e) => ({ ...e, event: e.event as StepFinished }));
  stepEvents.forEach((s, n) => s.event.step !== n + 1 && fail(`D5: step.finished #${n + 1} says step ${s.event.step}`));
  let currentStep = 0;
  let stepClosed = true;
  for (const e of events) {
    const ev = e.event;
    if (ev.type === 'text.delta' || ev.type === 'reasoning.delta') {
      if (stepClosed) {
        currentStep++;
        stepClosed = false;
      }
      if (ev.step !== currentStep) fail(`D5: ${ev.type} of step ${ev.step} where step ${currentStep} streams`);
      if (codePointLength(ev.content) > 512) fail('D6(b): a delta holds more than 512 characters');
      if (ev.content === '') fail('D6: an empty delta');
    } else if (ev.type === 'step.finished') {
      if (stepClosed) currentStep++;
      if (ev.step !== currentStep) fail(`D5: step.finished ${ev.step} where step ${currentStep} is open`);
      stepClosed = true;
    }
  }

  // D5, D16: every tool.started has one matching tool.finished after it; a finished follows its started.
  const started = new Map<string, { at: number; ev: ToolStarted; step: number }>();
  let seenSteps = 0;
  for (const e of events) {
    if (e.event.type === 'step.finished') seenSteps++;
    if (e.event.type === 'tool.started') {
      if (started.has(e.event.call_id)) fail(`D5: call ${e.event.call_id} started twice`);
      started.set(e.event.call_id, { at: e.i, ev: e.event, step: seenSteps });
    }
    if (e.event.type === 'tool.finished') {
      const ev: ToolFinished = e.event;
      const s = started.get(ev.call_id);
      if (!s) fail(`D5: tool.finished ${ev.call_id} without tool.started`);
      else {
        if (s.ev.name !== ev.name) fail(`D5: tool.finished ${ev.call_id} names ${ev.name}, started ${s.ev.name}`);
        started.delete(ev.call_id);
      }
      if (ev.error !== null && (typeof ev.error !== 'string' || ev.error === ''))
        fail('D16: tool.finished.error is neither null nor a non-empty string');
      if (codePointLength(ev.output) > TOOL_OUTPUT_PREVIEW_CHARS) fail('D16: tool.finished.output longer than 4,000');
      if (ev.truncated !== codePointLength(ev.output) >= TOOL_OUTPUT_PREVIEW_CHARS && ev.truncated)
        fail('D16: truncated with a short output');
    }
  }
  for (const id of started.keys()) fail(`D5: tool.started ${id} has no tool.finished`);

  // D5: turn.finished sums.
  if (tf.steps !== stepEvents.length)
    fail(`D5: turn.finished.steps ${tf.steps} but ${stepEvents.length} step.finished`);
  const sum = stepEvents.reduce(
    (a, s) => ({ input: a.input + s.event.tokens.input, output: a.output + s.event.tokens.output }),
    { input: 0, output: 0 },
  );
  if (tf.tokens.input !== sum.input || tf.tokens.output !== sum.output)
    fail('D5: turn.finished.tokens are not the sum of the steps');
  if (
    tf.status === 'model_error'
      ? !tf.error
      : tf.error !== undefined && (tf.status === 'ok' || tf.status === 'step_limit')
  )
    fail(`D16: turn.finished.error wrong for ${tf.status}`);
  if (tf.error && /\bat .*\(|https?:|\/[a-z]+\/|sk-/.test(tf.error)) fail(`D7: error is not generic: ${tf.error}`);

  // D9: one answer artifact, before turn.finished, holding the final assistant message's content.
  const artifacts = outputs.flatMap((o, i) => (o.kind === 'artifact' ? [{ i, ...o }] : []));
  const answers = artifacts.filter((a) => a.artifact.name === 'answer');
  const closing = result.messages.at(-1);
  if (answers.length !== 1) fail(`D9: ${answers.length} answer artifacts`);
  else {
    const part = answers[0]!.artifact.parts[0];
    if (part?.mediaType !== ANSWER_MEDIA_TYPE) fail('D9: answer is not text/markdown');
    if (closing?.role !== 'assistant' || (closing.tool_calls?.length ?? 0) > 0)
      fail('D10: the turn does not end with an answer');
    else if (part?.text !== (closing.content ?? '')) fail('D9: answer differs from the final message');
    const lastToolOrStep = Math.max(-1, ...events.filter((e) => e.event.type !== 'turn.finished').map((e) => e.i));
    if (answers[0]!.i < lastToolOrStep) fail('D5: answer artifact before the last step or tool event');
  }
  if (
    closing?.role === 'assistant' &&
    !['ok', 'step_limit'].includes(tf.status) &&
    closing.content !== earlyEndMessage(tf.status)
  )
    fail(`D8: early end without the closing message for ${tf.status}`);

  // D16: files listed equal file artifacts sent.
  const files = artifacts.filter((a) => a.artifact.name === 'file');
  if (files.length !== tf.files.length)
    fail(`D16: ${files.length} file artifacts but turn.finished lists ${tf.files.length}`);

  // D9: transcript chunks: one id, append after the first, last chunk closes with the summary; together the turn's messages.
  const chunks = artifacts.filter((a) => a.artifact.name === 'transcript');
  if (!ctx.transcriptRequested) {
    if (chunks.length > 0) fail('D9: transcript sent without being requested');
  } else {
    const ids = new Set(chunks.map((c) => c.artifact.artifactId));
    if (ids.size !== 1) fail('D9: transcript chunks under several artifactIds');
    chunks.forEach((c, n) => {
      if (c.append !== n > 0) fail(`D9: transcript chunk ${n} append=${c.append}`);
      if (c.lastChunk !== (n === chunks.length - 1)) fail(`D9: transcript chunk ${n} lastChunk=${c.lastChunk}`);
    });
    const datas = chunks.map(
      (c) => c.artifact.parts[0]?.data as { version: number; messages: TranscriptMessage[]; turn?: unknown },
    );
    const streamed = datas.flatMap((d) => d.messages);
    if (JSON.stringify(streamed) !== JSON.stringify(result.messages))
      fail('D10: streamed transcript differs from the turn messages');
    const lastData = datas.at(-1);
    if (!lastData || lastData.messages.length !== 0 || JSON.stringify(lastData.turn) !== JSON.stringify(result.summary))
      fail('D9: last chunk is not the summary');
    const { model: _m, ...summaryFields } = result.summary;
    const { type: _t, ...finishedFields } = tf;
    if (JSON.stringify(summaryFields) !== JSON.stringify(finishedFields))
      fail('D9: summary fields differ from turn.finished');
    if (chunks.at(-1)!.i > (finished[0]?.i ?? 0)) fail('D9: transcript chunk after turn.finished');
  }

  // D10: the user message first, once; completed steps' deltas equal their assistant messages.
  if (result.messages[0]?.role !== 'user') fail('D10: the turn messages do not start with the user message');
  if (result.messages.filter((m) => m.role === 'user').length !== 1)
    fail('D9: the user message is not sent exactly once');
  const assistants = result.messages.filter((m): m is AssistantMessage => m.role === 'assistant');
  for (const s of stepEvents) {
    if (s.event.finish_reason === null) continue;
    const message = assistants[s.event.step - 1];
    const deltas = (type: string) =>
      events
        .map((e) => e.event)
        .filter(
          (ev): ev is Extract<VesselEvent, { step: number; content: string }> =>
            ev.type === type && 'step' in ev && ev.step === s.event.step,
        )
        .map((ev) => ev.content)
        .join('');
    if (!message) fail(`D10: no assistant message for step ${s.event.step}`);
    else {
      if (deltas('text.delta') !== (message.content ?? ''))
        fail(`D10: step ${s.event.step} text deltas differ from its content`);
      if (deltas('reasoning.delta') !== (message.reasoning_content ?? ''))
        fail(`D10: step ${s.event.step} reasoning deltas differ`);
      if ((message.tool_calls?.length ?? 0) !== s.event.tool_calls)
        fail(`D10: step ${s.event.step} tool_calls count differs`);
    }
  }

  // D8: the replay property.
  const replay = validateTranscript(
    { version: 1, messages: [...ctx.history, ...result.messages] },
    { acceptsImages: ctx.acceptsImages },
  );
  for (const p of replay.problems) fail(`D8 replay: ${p.message}`);
  return problems;
}
