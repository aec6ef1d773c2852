// What the transcript of a turn holds and how it agrees with the turn's other views: deltas, tool
// events, step.finished, the closing summary, GetTask (transcript-format.txt "What comes back";
// events.txt; CONTRACT.md D8, D10, D16). Cross-view checks hold for completed steps (D16).
import { isDeepStrictEqual } from 'node:util';
import type { RecordedTurn } from '../a2a/recording.ts';
import { earlyEndMessage, TOOL_ARGUMENTS_PREVIEW_CHARS, TOOL_OUTPUT_PREVIEW_CHARS } from '../a2a/vessel-events.ts';
import { validateTranscript } from '../transcript/index.ts';
import { DELTA_KINDS, type ModelStream } from './model-stream.ts';
import {
  endedEarly,
  settledStreams,
  textOf,
  transcriptCalls,
  transcriptResults,
  turnMessages,
  turnStatus,
  type Msg,
} from './turn-facts.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, codePoints, fail, firstCodePoints, judge, notTested, pass, type Finding } from './verdict.ts';
import type { EventItem } from '../a2a/stream-events.ts';
import { label, stepsOf, taskOf, viewOf } from './view.ts';

/** The turn's transcript, when the case asked for it and its last chunk arrived; else why not. */
function wholeTranscript(turn: RecordedTurn): Msg[] | string {
  const view = viewOf(turn);
  if (!view.transcriptRequested) return 'the case did not ask for the transcript';
  if (!view.transcriptChunks.some((c) => c.artifact.lastChunk === true))
    return "the transcript's last chunk did not arrive";
  return turnMessages(turn);
}

/** The assistant messages of the turn that answer model calls, in step order (the closing message excluded). */
function stepMessages(turn: RecordedTurn, messages: readonly Msg[]): Msg[] {
  const status = turnStatus(turn);
  const assistants = messages.filter((m) => m.role === 'assistant');
  const last = assistants.at(-1);
  if (status && endedEarly(turn) && last?.content === earlyEndMessage(status) && last === messages.at(-1))
    assistants.pop();
  return assistants;
}

export function checkMessageOrder(turn: RecordedTurn): Verdict[] {
  const rule = 'content.message-order';
  const messages = wholeTranscript(turn);
  if (typeof messages === 'string') return [notTested(rule, messages)];
  const findings: Finding[] = [];
  const [first] = messages;
  const last = messages.at(-1);
  if (first?.role !== 'user')
    findings.push({
      message: `transcript message 0 is ${brief(first?.role)}, not the user's message`,
      evidence: { first },
    });
  else if (textOf(first.content) !== turn.input.userText)
    findings.push({
      message: `transcript message 0 holds ${brief(textOf(first.content))}, not the user's words ${brief(turn.input.userText)}`,
      evidence: { first },
    });
  else {
    // D2: one text part and no image make a string; images make a list holding each of them.
    const images = turn.input.images ?? 0;
    const parts = Array.isArray(first.content)
      ? first.content.filter((p) => isObject(p) && p.type === 'image_url').length
      : 0;
    if (images === 0 && typeof first.content !== 'string')
      findings.push({
        message: `transcript message 0: one text part and no image make a string content, not ${brief(first.content, 80)}`,
        evidence: { first },
      });
    if (images > 0 && parts !== images)
      findings.push({
        message: `transcript message 0 holds ${parts} image_url parts; the user sent ${images} images`,
        evidence: { first },
      });
  }
  messages.slice(1).forEach((m, i) => {
    if (m.role !== 'assistant' && m.role !== 'tool')
      findings.push({
        message: `transcript message ${i + 1} has role ${brief(m.role)}; after the user's message come assistant messages and tool results`,
        evidence: { message: m },
      });
  });
  const status = turnStatus(turn);
  if (status && endedEarly(turn)) {
    // Which status the closing message names is early-end.closing-message's to judge.
    if (
      last?.role !== 'assistant' ||
      typeof last.content !== 'string' ||
      !last.content.startsWith('[this turn ended early: ')
    )
      findings.push({
        message: `the turn ended early (${status}); the transcript ends with ${brief(last, 120)}, not the closing message`,
        evidence: { last },
      });
  } else if (last?.role !== 'assistant' || (Array.isArray(last.tool_calls) && last.tool_calls.length > 0)) {
    findings.push({
      message: `the transcript ends with ${brief(last, 120)}, not the final answer`,
      evidence: { last },
    });
  }
  return judge(rule, findings, `${messages.length} messages: the user's first, the final answer last`);
}

const deltasText = (turn: RecordedTurn, step: number, kind: 'text' | 'reasoning'): string =>
  (stepsOf(viewOf(turn)).get(step)?.[kind] ?? [])
    .map((e) => (typeof e.data.content === 'string' ? e.data.content : ''))
    .join('');

export function checkDeltasEqualTranscript(turn: RecordedTurn): Verdict[] {
  const rule = 'content.deltas-equal-transcript';
  const messages = wholeTranscript(turn);
  if (typeof messages === 'string') return [notTested(rule, messages)];
  const assistants = stepMessages(turn, messages);
  const completed = settledStreams(turn);
  if (completed.length === 0) return [notTested(rule, 'no model call of this turn completed')];
  const findings: Finding[] = [];
  for (const stream of completed) {
    const m = assistants[stream.step - 1];
    if (!m) {
      findings.push({
        message: `step ${stream.step} completed but the transcript has no assistant message for it (${assistants.length} assistant messages)`,
      });
      continue;
    }
    for (const kind of DELTA_KINDS) {
      const field = kind === 'text' ? 'content' : 'reasoning_content';
      const stored = typeof m[field] === 'string' ? (m[field] as string) : '';
      const streamed = deltasText(turn, stream.step, kind);
      if (stored !== streamed)
        findings.push({
          message: `step ${stream.step}: the ${kind} deltas ${brief(streamed)} differ from the assistant message's ${field} ${brief(stored)}`,
          evidence: { step: stream.step, deltas: streamed, [field]: stored },
        });
    }
  }
  return judge(rule, findings, `${completed.length} completed steps: deltas equal the assistant messages`);
}

function parses(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** What the transcript stores and tool.started carries for arguments the model sent (D10, D16). */
function keptArguments(raw: string): { stored: string; event: unknown } {
  const parsed = raw === '' ? { ok: false as const } : parses(raw);
  return parsed.ok
    ? { stored: raw, event: parsed.value }
    : { stored: '{}', event: firstCodePoints(raw, TOOL_ARGUMENTS_PREVIEW_CHARS) };
}

export function checkToolCallsKept(turn: RecordedTurn): Verdict[] {
  const rule = 'content.tool-calls-kept';
  const withCalls = settledStreams(turn).filter((s) => s.toolCalls.length > 0);
  if (withCalls.length === 0) return [notTested(rule, 'the model called no tool in this turn')];
  const messages = wholeTranscript(turn);
  const assistants = typeof messages === 'string' ? undefined : stepMessages(turn, messages);
  const started = new Map(
    viewOf(turn)
      .events.filter((e) => e.type === 'tool.started')
      .map((e) => [String(e.data.call_id), e]),
  );
  const findings: Finding[] = [];
  for (const stream of withCalls) {
    const stored = assistants?.[stream.step - 1];
    const storedCalls = Array.isArray(stored?.tool_calls) ? stored.tool_calls : [];
    if (assistants && storedCalls.length !== stream.toolCalls.length)
      findings.push({
        message: `step ${stream.step}: the model made ${stream.toolCalls.length} tool calls, the transcript's assistant message holds ${storedCalls.length}`,
        evidence: { model: stream.toolCalls, stored: storedCalls },
      });
    stream.toolCalls.forEach((call, i) => {
      const kept = keptArguments(call.arguments);
      const s = storedCalls[i];
      const fn = isObject(s) && isObject(s.function) ? s.function : undefined;
      if (
        assistants &&
        s !== undefined &&
        (!isObject(s) || s.id !== call.id || fn?.name !== call.name || fn?.arguments !== kept.stored)
      ) {
        findings.push({
          message: `step ${stream.step}, tool call ${i}: stored ${brief(s, 120)}, expected id ${call.id}, name ${call.name}, arguments ${brief(kept.stored)}`,
          evidence: { model: call, stored: s, expectedArguments: kept.stored },
        });
      }
      const event = started.get(call.id);
      if (event && !isDeepStrictEqual(event.data.arguments, kept.event)) {
        findings.push({
          message: `${label(event)}: arguments ${brief(event.data.arguments)} are not ${kept.stored === '{}' ? 'the first 2,000 characters of the raw input' : 'the parsed object'} ${brief(kept.event)}`,
          evidence: { model: call.arguments, event: event.data.arguments },
        });
      }
    });
  }
  return judge(
    rule,
    findings,
    `${withCalls.reduce((n, s) => n + s.toolCalls.length, 0)} tool calls kept as the model sent them`,
  );
}

export function checkToolEventsEqualTranscript(turn: RecordedTurn): Verdict[] {
  const rule = 'content.tool-events-equal-transcript';
  const view = viewOf(turn);
  const toolEvents = view.events.filter((e) => e.type === 'tool.started' || e.type === 'tool.finished');
  if (toolEvents.length === 0) return [notTested(rule, 'no tool ran in this turn')];
  const messages = wholeTranscript(turn);
  if (typeof messages === 'string') return [notTested(rule, messages)];
  const calls = new Map(transcriptCalls(messages).map((c) => [c.id, c]));
  const results = transcriptResults(messages);
  const findings: Finding[] = [];
  for (const e of toolEvents) {
    const id = String(e.data.call_id);
    if (e.type === 'tool.started') {
      const call = calls.get(id);
      if (!call) findings.push({ message: `${label(e)}: the transcript has no tool call ${id}` });
      else if (call.name !== e.data.name)
        findings.push({
          message: `${label(e)}: name ${brief(e.data.name)}, the transcript's call says ${brief(call.name)}`,
        });
      continue;
    }
    const result = results.get(id);
    if (!result || typeof result.content !== 'string') {
      findings.push({ message: `${label(e)}: the transcript has no result for ${id}` });
      continue;
    }
    const output = firstCodePoints(result.content, TOOL_OUTPUT_PREVIEW_CHARS);
    const truncated = codePoints(result.content) > TOOL_OUTPUT_PREVIEW_CHARS;
    if (e.data.output !== output) {
      const sent = typeof e.data.output === 'string' ? e.data.output : '';
      const what =
        codePoints(sent) !== codePoints(output)
          ? `holds ${codePoints(sent)} characters where the transcript result's first ${codePoints(output)} were due`
          : `${brief(e.data.output)} is not the transcript result ${brief(result.content)}`;
      findings.push({
        message: `${label(e)}: output ${what} (cut at 4,000)`,
        evidence: { output: sent.slice(0, 4100), result: result.content.slice(0, 4100) },
      });
    }
    if (e.data.truncated !== truncated)
      findings.push({
        message: `${label(e)}: truncated is ${brief(e.data.truncated)}, the result holds ${codePoints(result.content)} characters`,
        evidence: { truncated: e.data.truncated, chars: codePoints(result.content) },
      });
  }
  return judge(rule, findings, `${toolEvents.length} tool events agree with the transcript's calls and results`);
}

export function checkStepFinishedModel(turn: RecordedTurn): Verdict[] {
  const rule = 'content.step-finished-model';
  const steps = stepsOf(viewOf(turn));
  const completed = settledStreams(turn);
  if (completed.length === 0) return [notTested(rule, 'no model call of this turn completed')];
  const findings: Finding[] = [];
  const pairs: { event: EventItem; stream: ModelStream }[] = [];
  for (const stream of completed) {
    const event = steps.get(stream.step)?.finished;
    if (event) pairs.push({ event, stream });
    else
      findings.push({
        message: `model call ${stream.step} completed (finish_reason ${brief(stream.finishReason)}) but no step.finished reports step ${stream.step}`,
      });
  }
  for (const { event, stream } of pairs) {
    if (event.data.tool_calls !== stream.toolCalls.length)
      findings.push({
        message: `${label(event)}: tool_calls ${brief(event.data.tool_calls)}, the model made ${stream.toolCalls.length}`,
        evidence: { event: event.data, model: stream.toolCalls },
      });
    if (event.data.finish_reason !== stream.finishReason)
      findings.push({
        message: `${label(event)}: finish_reason ${brief(event.data.finish_reason)}, the model sent ${brief(stream.finishReason)}`,
      });
  }
  return judge(rule, findings, `${pairs.length} step.finished events report their call's tool calls and finish_reason`);
}

/** turn.finished's fields the summary repeats; elapsed_ms is measured, so only its presence is judged. */
const SUMMARY_FIELDS = ['status', 'steps', 'tokens', 'files', 'error'] as const;

export function checkSummaryEqualsFinished(turn: RecordedTurn): Verdict[] {
  const rule = 'content.summary-equals-finished';
  const view = viewOf(turn);
  if (!isObject(view.summary) || !view.turnFinished)
    return [notTested(rule, 'the turn has no transcript summary and turn.finished to compare')];
  const summary = view.summary;
  const finished = view.turnFinished.data;
  const findings: Finding[] = SUMMARY_FIELDS.filter((f) => !isDeepStrictEqual(summary[f], finished[f])).map((f) => ({
    message: `the transcript summary's ${f} ${brief(summary[f])} differs from ${label(view.turnFinished!)}'s ${brief(finished[f])}`,
    evidence: { field: f, summary: summary[f], turnFinished: finished[f] },
  }));
  return judge(rule, findings, 'the transcript summary agrees with turn.finished');
}

export function checkGetTaskAgrees(turn: RecordedTurn): Verdict[] {
  const rule = 'content.get-task-agrees';
  const view = viewOf(turn);
  const task = taskOf(turn.getTask);
  if (!task) return [notTested(rule, 'no GetTask task to compare')];
  const findings: Finding[] = [];
  let compared = 0;
  const message = isObject(task.status) && isObject(task.status.message) ? task.status.message : undefined;
  const data = Array.isArray(message?.parts)
    ? message.parts
        .map((p) => (isObject(p) ? p.data : undefined))
        .find((d) => isObject(d) && d.type === 'turn.finished')
    : undefined;
  if (data && view.turnFinished) {
    compared++;
    if (!isDeepStrictEqual(data, view.turnFinished.data))
      findings.push({
        message: `GetTask's status message holds ${brief(data, 120)}, the stream's turn.finished is ${brief(view.turnFinished.data, 120)}`,
        evidence: { getTask: data, stream: view.turnFinished.data },
      });
  }
  const answer = Array.isArray(task.artifacts)
    ? task.artifacts.find((a) => isObject(a) && a.name === 'answer')
    : undefined;
  const streamed = view.answers[0];
  if (isObject(answer) && streamed) {
    compared++;
    const text = (parts: unknown): unknown =>
      Array.isArray(parts) ? parts.find((p) => isObject(p) && typeof p.text === 'string')?.text : undefined;
    if (text(answer.parts) !== text(streamed.parts))
      findings.push({
        message: `GetTask's answer ${brief(text(answer.parts))} differs from the streamed answer ${brief(text(streamed.parts))}`,
      });
  }
  if (compared === 0) return [notTested(rule, "GetTask's task carries neither turn.finished nor the answer")];
  return judge(rule, findings, "GetTask's task agrees with the stream");
}

export function checkReplayValid(turn: RecordedTurn): Verdict[] {
  const rule = 'content.replay-valid';
  const messages = wholeTranscript(turn);
  if (typeof messages === 'string') return [notTested(rule, messages)];
  const history = [...turn.input.history, ...messages];
  const result = validateTranscript(
    { version: 1, messages: history },
    { acceptsImages: turn.agent.accepts_images === true },
  );
  if (result.ok)
    return [
      pass(
        rule,
        `the history (${turn.input.history.length}) plus the turn's ${messages.length} messages form a valid transcript`,
      ),
    ];
  const first = result.problems[0];
  const offset = turn.input.history.length;
  return [
    fail(
      rule,
      `the history plus the turn's messages break ${first?.rule}: ${first?.message} (turn messages start at messages[${offset}])`,
      { problems: result.problems.slice(0, 20), historyLength: offset },
    ),
  ];
}
