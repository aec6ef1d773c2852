// Each vessel event's carrier and shape (events.txt "Event types"; CONTRACT.md D1, D4, D16).
import { validators as eventValidators } from '../generated/validators/vessel-events.ts';
import type { RecordedTurn } from '../a2a/recording.ts';
import {
  EVENT_MEDIA_TYPE,
  EVENT_METADATA_KEY,
  STOPPED_OUTPUT,
  TOOL_OUTPUT_PREVIEW_CHARS,
} from '../a2a/vessel-events.ts';
import type { RuleId } from '../rules/index.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, firstCodePoints, judge, notTested, type Finding } from './verdict.ts';
import type { EventItem } from '../a2a/stream-events.ts';
import { label, viewOf } from './view.ts';

function withEvents(rule: RuleId, turn: RecordedTurn, judgeEvents: (events: EventItem[]) => Verdict[]): Verdict[] {
  const events = viewOf(turn).events;
  if (events.length === 0) return [notTested(rule, 'the stream carried no vessel event')];
  return judgeEvents(events);
}

export function checkStatusMessage(turn: RecordedTurn): Verdict[] {
  const rule = 'event.status-message';
  return withEvents(rule, turn, (events) => {
    const findings: Finding<typeof rule>[] = [];
    for (const e of events) {
      const at = label(e);
      const m = e.message;
      const parts = Array.isArray(m.parts) ? m.parts : [];
      const named = isObject(m.metadata) ? m.metadata[EVENT_METADATA_KEY] : undefined;
      const part = parts[0];
      if (m.role !== 'ROLE_AGENT')
        findings.push({
          clause: 'role-agent',
          message: `${at}: status message role is ${brief(m.role)}, not ROLE_AGENT`,
          evidence: { index: e.item.index, role: m.role },
        });
      if (named !== e.type)
        findings.push({
          clause: 'metadata-type',
          message: `${at}: metadata["${EVENT_METADATA_KEY}"] is ${brief(named)}, not "${e.type}"`,
          evidence: { index: e.item.index, metadata: m.metadata },
        });
      if (parts.length !== 1)
        findings.push({
          clause: 'one-part',
          message: `${at}: status message has ${parts.length} parts, exactly one is required`,
          evidence: { index: e.item.index, parts },
        });
      else if (!isObject(part) || part.mediaType !== EVENT_MEDIA_TYPE)
        findings.push({
          clause: 'json-part',
          message: `${at}: the part's mediaType is ${brief(isObject(part) ? part.mediaType : part)}, not ${EVENT_MEDIA_TYPE}`,
          evidence: { index: e.item.index, part },
        });
      else if (!isObject(part.data) || part.data.type !== e.type)
        findings.push({
          clause: 'typed-data',
          message: `${at}: the part's data has no type "${e.type}"`,
          evidence: { index: e.item.index, part },
        });
    }
    return judge(
      rule,
      findings,
      `${events.length} events carried as ROLE_AGENT status messages with one application/json part`,
    );
  });
}

const validators = new Map(Object.entries(eventValidators));

export function checkEventShape(turn: RecordedTurn): Verdict[] {
  const rule = 'event.shape';
  return withEvents(rule, turn, (events) => {
    const findings: Finding<typeof rule>[] = [];
    for (const e of events) {
      const validate = validators.get(e.type);
      if (!validate) {
        findings.push({
          clause: 'known-type',
          message: `${label(e)}: unknown event type "${e.type}"`,
          evidence: { index: e.item.index, data: e.data },
        });
      } else if (!validate(e.data)) {
        // Ajv sets errors, at least one, whenever validate returns false.
        const errors = validate.errors!;
        const error = errors[0]!;
        const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : 'data';
        findings.push({
          clause: 'fields',
          message: `${label(e)}: ${where} ${error.message}`,
          evidence: { index: e.item.index, data: e.data, errors: errors.slice(0, 5) },
        });
      }
    }
    return judge(rule, findings, `${events.length} events have their type's fields`);
  });
}

export function checkWorkingState(turn: RecordedTurn): Verdict[] {
  const rule = 'event.working-state';
  return withEvents(rule, turn, (events) => {
    const findings: Finding<typeof rule>[] = events
      .slice(0, -1)
      .filter((e) => e.item.state !== 'TASK_STATE_WORKING')
      .map((e) => ({
        clause: 'whole',
        message: `${label(e)} carries ${brief(e.item.state)}, not TASK_STATE_WORKING, and is not the last event`,
        evidence: { index: e.item.index, state: e.item.state },
      }));
    return judge(rule, findings, `the ${events.length - 1} events before the last carry TASK_STATE_WORKING`);
  });
}

export function checkTurnStartedFirst(turn: RecordedTurn): Verdict[] {
  const rule = 'event.turn-started-first';
  return withEvents(rule, turn, (events) => {
    const first = events[0] as EventItem;
    const started = events.filter((e) => e.type === 'turn.started');
    const findings: Finding<typeof rule>[] = [];
    if (first.type !== 'turn.started')
      findings.push({
        clause: 'first',
        message: `the first vessel event is ${label(first)}, not turn.started`,
        evidence: { index: first.item.index, data: first.data },
      });
    if (started.length > 1)
      findings.push({
        clause: 'once',
        message: `turn.started is sent ${started.length} times (${started.map(label).join(', ')})`,
        evidence: { indexes: started.map((e) => e.item.index) },
      });
    return judge(rule, findings, `turn.started is the first vessel event (#${first.item.index}), sent once`);
  });
}

export function checkTurnStartedIds(turn: RecordedTurn): Verdict[] {
  const rule = 'event.turn-started-ids';
  const view = viewOf(turn);
  const started = view.events.find((e) => e.type === 'turn.started');
  if (!started) return [notTested(rule, 'the stream has no turn.started')];
  if (view.taskId === undefined) return [notTested(rule, 'the stream has no task snapshot to compare with')];
  const findings: Finding<typeof rule>[] = [];
  if (started.data.turn_id !== view.taskId)
    findings.push({
      clause: 'turn-id',
      message: `${label(started)}: turn_id ${brief(started.data.turn_id)} is not the task id ${brief(view.taskId)}`,
    });
  if (started.data.conversation_id !== view.contextId)
    findings.push({
      clause: 'conversation-id',
      message: `${label(started)}: conversation_id ${brief(started.data.conversation_id)} is not the contextId ${brief(view.contextId)}`,
    });
  return judge(rule, findings, `turn_id is the task id, conversation_id the contextId`);
}

export function checkToolFinishedFields(turn: RecordedTurn): Verdict[] {
  const rule = 'event.tool-finished-fields';
  const finished = viewOf(turn).events.filter((e) => e.type === 'tool.finished');
  if (finished.length === 0) return [notTested(rule, 'no tool ran in this turn')];
  const findings: Finding<typeof rule>[] = [];
  for (const e of finished) {
    const { error, output } = e.data;
    if (error === undefined || error === null) continue;
    if (typeof error !== 'string' || error === '')
      findings.push({
        clause: 'error-type',
        message: `${label(e)}: error is ${brief(error)}, not a non-empty string or null`,
        evidence: { index: e.item.index, error },
      });
    // A stopped tool's output is [stopped] (D16) whether or not the vessel counts stopping as failing.
    else if (output !== firstCodePoints(error, TOOL_OUTPUT_PREVIEW_CHARS) && output !== STOPPED_OUTPUT) {
      findings.push({
        clause: 'error-output',
        message: `${label(e)}: the failed tool's output ${brief(output, 60)} is not its error text ${brief(error, 60)}`,
        evidence: { index: e.item.index, output, error },
      });
    }
  }
  return judge(
    rule,
    findings,
    `${finished.length} tool.finished events: error null or a non-empty string, output the error text`,
  );
}
