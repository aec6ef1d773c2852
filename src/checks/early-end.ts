// Ending early (transcript-format.txt "What comes back"; CONTRACT.md D8, D16): the closing
// message, the results of calls that never ran, and tools stopped mid-run.
import type { RecordedTurn } from '../a2a/recording.ts';
import { earlyEndMessage, NOT_RUN_RESULT, STOPPED_OUTPUT } from '../a2a/vessel-events.ts';
import { modelStreams } from './model-stream.ts';
import {
  EARLY_STATUSES,
  endedEarly,
  stepLimitCallWithTools,
  transcriptCalls,
  transcriptResults,
  turnMessages,
  turnStatus,
} from './turn-facts.ts';
import type { TurnExpectations, Verdict } from './types.ts';
import { brief, judge, notTested, type Finding } from './verdict.ts';
import { label, viewOf } from './view.ts';

const NO_TRANSCRIPT = 'the case did not ask for the transcript';

export function checkClosingMessage(turn: RecordedTurn): Verdict[] {
  const rule = 'early-end.closing-message';
  const status = turnStatus(turn);
  if (!status) return [notTested(rule, 'the stream has no turn.finished with a known status')];
  if (!viewOf(turn).transcriptRequested) return [notTested(rule, NO_TRANSCRIPT)];
  const messages = turnMessages(turn);
  const last = messages.at(-1);
  const closing = (s: string) =>
    last?.role === 'assistant' &&
    last.content === s &&
    (!Array.isArray(last.tool_calls) || last.tool_calls.length === 0);
  const early = endedEarly(turn);
  const expected = earlyEndMessage(status);
  const findings: Finding<typeof rule>[] = [];
  if (early && !closing(expected))
    findings.push({
      clause: 'closes',
      message: `the turn ended early (${status}) but the transcript's last message is ${brief(last, 120)}, not the assistant message ${brief(expected)}`,
      evidence: { last },
    });
  if (!early && typeof last?.content === 'string' && /^\[this turn ended early: /.test(last.content))
    findings.push({
      clause: 'only-when-early',
      message: `the turn ended ${status} after the model answered, yet the transcript closes with ${brief(last.content)}`,
      evidence: { last },
    });
  return judge(
    rule,
    findings,
    early ? `the transcript closes with ${expected}` : `the model answered (${status}); no closing message`,
  );
}

export function checkNotRun(turn: RecordedTurn): Verdict[] {
  const rule = 'early-end.not-run';
  const view = viewOf(turn);
  const started = new Set(view.events.filter((e) => e.type === 'tool.started').map((e) => String(e.data.call_id)));
  const findings: Finding<typeof rule>[] = [];
  // Distinct calls: a step_limit call's call is judged twice (not run, and its result).
  const judged = new Set<string>();
  // D16: the calls of the step_limit call are never run (the step is the last model call's).
  const limitStep = stepLimitCallWithTools(turn);
  const limitCalls = limitStep !== undefined ? modelStreams(turn)[limitStep - 1]!.toolCalls : [];
  for (const call of limitCalls) {
    judged.add(call.id);
    if (started.has(call.id))
      findings.push({
        clause: 'step-limit-calls',
        message: `call ${call.id} of step ${limitStep} (max_steps, no tools offered) was run; it must be answered ${NOT_RUN_RESULT}`,
        evidence: { callId: call.id },
      });
  }
  // Until the turn is over a call without a result may still run: only an ended turn owes the results.
  if (view.transcriptRequested && view.over) {
    const messages = turnMessages(turn);
    const results = transcriptResults(messages);
    for (const call of transcriptCalls(messages)) {
      if (started.has(call.id) && !limitCalls.some((c) => c.id === call.id)) continue;
      judged.add(call.id);
      const result = results.get(call.id);
      if (result?.content !== NOT_RUN_RESULT)
        findings.push({
          clause: 'result',
          message: `call ${call.id} never ran, but its transcript result is ${result ? brief(result.content) : 'missing'}, not ${brief(NOT_RUN_RESULT)}`,
          evidence: { callId: call.id, result },
        });
    }
  }
  if (judged.size === 0)
    return [
      notTested(
        rule,
        !view.transcriptRequested
          ? `no step_limit call with tools, and ${NO_TRANSCRIPT}`
          : view.over
            ? 'every tool call of the turn ran'
            : 'no step_limit call with tools, and the record ends before the turn is over (no result is owed yet)',
      ),
    ];
  return judge(rule, findings, `${judged.size} calls that never ran are answered ${NOT_RUN_RESULT}`);
}

export function checkStopped(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'early-end.stopped';
  const view = viewOf(turn);
  const stopped = view.events.filter((e) => e.type === 'tool.finished' && e.data.output === STOPPED_OUTPUT);
  const status = turnStatus(turn);
  if (stopped.length === 0 && !expectations?.toolStopped) return [notTested(rule, 'no tool was stopped in this turn')];
  const findings: Finding<typeof rule>[] = [];
  if (stopped.length === 0) {
    const finished = view.events.filter((e) => e.type === 'tool.finished');
    findings.push({
      clause: 'output',
      message: `a tool was running when the turn ended (${status ?? 'no turn.finished'}), but no tool.finished has output ${STOPPED_OUTPUT}`,
      evidence: {
        toolFinished: finished.map((e) => ({ index: e.item.index, call_id: e.data.call_id, output: e.data.output })),
      },
    });
  }
  if (stopped.length > 0 && status !== undefined && !EARLY_STATUSES.includes(status)) {
    findings.push({
      clause: 'only-when-early',
      message: `${label(stopped[0]!)} says ${STOPPED_OUTPUT}, yet the turn ended ${status}`,
      evidence: { status },
    });
  }
  if (view.transcriptRequested && view.over) {
    const results = transcriptResults(turnMessages(turn));
    for (const e of stopped) {
      const result = results.get(String(e.data.call_id));
      if (result?.content !== STOPPED_OUTPUT)
        findings.push({
          clause: 'transcript',
          message: `${label(e)}: the transcript result is ${result ? brief(result.content) : 'missing'}, not ${STOPPED_OUTPUT}`,
          evidence: { result },
        });
    }
  }
  return judge(rule, findings, `${stopped.length} stopped tools: tool.finished and transcript say ${STOPPED_OUTPUT}`);
}
