// The event checks (events.txt "Event types"; CONTRACT.md D1, D4, D16) clause by clause: each
// vessel event's carrier (role, metadata, its one JSON part), its fields, its task state, the
// turn.started that opens the turn and its ids, and tool.finished's error and output.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkEventShape,
  checkStatusMessage,
  checkToolFinishedFields,
  checkTurnStartedFirst,
  checkTurnStartedIds,
  checkWorkingState,
} from '../../src/checks/events.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { eventData, moveSse, removeSse, simulate, sseOfEvent, statusOf, validTurn } from './builders.ts';
import { cancelledTurn, failingToolTurn } from './turn-cases.ts';
import { clausesOf, findingEvidence, only } from './verdict-readers.ts';

/** The status message carrying the n-th event of this type, for a test to edit in place. */
const messageOf = (turn: RecordedTurn, type: string, nth = 0): Record<string, any> =>
  statusOf(turn, type, nth).status.message;
/** A stream with no vessel event: the task, the artifacts, no status message. */
function noEvents(): RecordedTurn {
  const turn = validTurn();
  for (const e of turn.send.sse!) {
    const status = (e.json as any).result?.statusUpdate?.status;
    if (status) delete status.message;
  }
  return turn;
}
const duplicateStarted = (): RecordedTurn => {
  const turn = validTurn();
  turn.send.sse!.splice(4, 0, { ...sseOfEvent(turn, 'turn.started') });
  turn.send.sse!.forEach((e, i) => (e.index = i));
  return turn;
};

describe('rules judged on the events: a stream with none', () => {
  it('is not-tested, saying the stream carried no vessel event', () => {
    for (const check of [checkStatusMessage, checkEventShape, checkWorkingState, checkTurnStartedFirst]) {
      const v = only(check(noEvents()));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('the stream carried no vessel event');
    }
  });
});

describe('event.status-message', () => {
  it('passes events carried as ROLE_AGENT status messages with one JSON part, counting them', () => {
    const v = only(checkStatusMessage(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('12 events carried as ROLE_AGENT status messages with one application/json part');
  });

  it('fails a status message of another role (clause role-agent)', () => {
    const turn = validTurn();
    messageOf(turn, 'turn.started').role = 'ROLE_USER';
    const v = only(checkStatusMessage(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['role-agent']);
    expect(v.message).toBe('event #1 (turn.started): status message role is "ROLE_USER", not ROLE_AGENT');
    expect(findingEvidence(v)).toEqual({ index: 1, role: 'ROLE_USER' });
  });

  it('fails metadata naming another event type, or none (clause metadata-type)', () => {
    const turn = validTurn();
    messageOf(turn, 'turn.started').metadata['vessel.event'] = 'turn.begun';
    const v = only(checkStatusMessage(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['metadata-type']);
    expect(v.message).toBe('event #1 (turn.started): metadata["vessel.event"] is "turn.begun", not "turn.started"');
    expect(findingEvidence(v)).toEqual({ index: 1, metadata: { 'vessel.event': 'turn.begun' } });
    const none = validTurn();
    delete messageOf(none, 'turn.started').metadata;
    expect(only(checkStatusMessage(none)).message).toBe(
      'event #1 (turn.started): metadata["vessel.event"] is undefined, not "turn.started"',
    );
  });

  it('fails a status message with two parts, or none (clause one-part)', () => {
    const turn = validTurn();
    const m = messageOf(turn, 'turn.started');
    m.parts.push({ text: 'hello' });
    const v = only(checkStatusMessage(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['one-part']);
    expect(v.message).toBe('event #1 (turn.started): status message has 2 parts, exactly one is required');
    expect(findingEvidence(v)).toEqual({ index: 1, parts: m.parts });
    for (const parts of [[], 'not a list']) {
      const bare = validTurn();
      messageOf(bare, 'turn.started').parts = parts;
      const b = only(checkStatusMessage(bare));
      expect(clausesOf(b)).toEqual(['one-part']);
      expect(b.message).toBe('event #1 (turn.started): status message has 0 parts, exactly one is required');
    }
  });

  it('fails a part that is not application/json (clause json-part)', () => {
    const turn = validTurn();
    messageOf(turn, 'turn.started').parts[0].mediaType = 'text/plain';
    const v = only(checkStatusMessage(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['json-part']);
    expect(v.message).toBe('event #1 (turn.started): the part\'s mediaType is "text/plain", not application/json');
    expect(findingEvidence(v)).toEqual({ index: 1, part: messageOf(turn, 'turn.started').parts[0] });
    const bare = validTurn();
    messageOf(bare, 'turn.started').parts = ['turn.started'];
    expect(only(checkStatusMessage(bare)).message).toBe(
      'event #1 (turn.started): the part\'s mediaType is "turn.started", not application/json',
    );
  });

  it('fails a JSON part whose data has no type (clause typed-data)', () => {
    for (const data of [{ turn_id: 'task-1' }, 'turn.started']) {
      const turn = validTurn();
      const part = messageOf(turn, 'turn.started').parts[0];
      part.data = data;
      const v = only(checkStatusMessage(turn));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['typed-data']);
      expect(v.message).toBe('event #1 (turn.started): the part\'s data has no type "turn.started"');
      expect(findingEvidence(v)).toEqual({ index: 1, part });
    }
  });
});

describe('event.shape', () => {
  it("passes events with their type's fields, counting them", () => {
    const v = only(checkEventShape(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("12 events have their type's fields");
  });

  it('fails an event of an unknown type (clause known-type)', () => {
    const turn = validTurn();
    const data = eventData(turn, 'turn.started');
    data.type = 'turn.paused';
    const v = only(checkEventShape(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['known-type']);
    expect(v.message).toBe('event #1 (turn.paused): unknown event type "turn.paused"');
    expect(findingEvidence(v)).toEqual({ index: 1, data });
  });

  it('fails a field of the wrong type, naming the field (clause fields)', () => {
    const turn = validTurn();
    eventData(turn, 'step.finished').tool_calls = 'one';
    const v = only(checkEventShape(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['fields']);
    expect(v.message).toBe('event #5 (step.finished step 1): tool_calls must be integer');
  });

  it('fails a missing field, naming the data, keeping at most 5 errors', () => {
    const turn = validTurn();
    const data = eventData(turn, 'tool.finished');
    for (const k of ['name', 'output', 'truncated', 'elapsed_ms']) delete data[k];
    data.call_id = 5;
    data.error = 5;
    const v = only(checkEventShape(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe("event #8 (tool.finished 5): data must have required property 'name'");
    const evidence = findingEvidence(v);
    expect(evidence.index).toBe(8);
    expect(evidence.data).toBe(data);
    expect(evidence.errors.map((e: { message: string }) => e.message)).toEqual([
      "must have required property 'name'",
      "must have required property 'output'",
      "must have required property 'truncated'",
      "must have required property 'elapsed_ms'",
      'must be string',
    ]);
  });
});

describe('event.working-state', () => {
  it('passes events before the last in TASK_STATE_WORKING, counting them', () => {
    const v = only(checkWorkingState(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the 11 events before the last carry TASK_STATE_WORKING');
  });

  it('fails an event before the last in another state', () => {
    const turn = validTurn();
    statusOf(turn, 'step.finished').status.state = 'TASK_STATE_COMPLETED';
    const v = only(checkWorkingState(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      'event #5 (step.finished step 1) carries "TASK_STATE_COMPLETED", not TASK_STATE_WORKING, and is not the last event',
    );
    expect(findingEvidence(v)).toEqual({ index: 5, state: 'TASK_STATE_COMPLETED' });
  });
});

describe('event.turn-started-first', () => {
  it('passes turn.started first and once, naming its place', () => {
    const v = only(checkTurnStartedFirst(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('turn.started is the first vessel event (#1), sent once');
  });

  it('fails another event first (clause first)', () => {
    const turn = validTurn();
    moveSse(turn, sseOfEvent(turn, 'text.delta'), 1);
    const v = only(checkTurnStartedFirst(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['first']);
    expect(v.message).toBe('the first vessel event is event #1 (text.delta step 1), not turn.started');
    expect(findingEvidence(v)).toEqual({ index: 1, data: eventData(turn, 'text.delta') });
  });

  it('fails turn.started sent twice, naming both (clause once)', () => {
    const v = only(checkTurnStartedFirst(duplicateStarted()));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['once']);
    expect(v.message).toBe('turn.started is sent 2 times (event #1 (turn.started), event #4 (turn.started))');
    expect(findingEvidence(v)).toEqual({ indexes: [1, 4] });
  });
});

describe('event.turn-started-ids', () => {
  it('passes ids that are the task id and contextId', () => {
    const v = only(checkTurnStartedIds(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('turn_id is the task id, conversation_id the contextId');
  });

  it('fails a turn_id that is not the task id (clause turn-id)', () => {
    const turn = validTurn();
    eventData(turn, 'turn.started').turn_id = 'task-9';
    const v = only(checkTurnStartedIds(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['turn-id']);
    expect(v.message).toBe('event #1 (turn.started): turn_id "task-9" is not the task id "task-1"');
  });

  it('fails a conversation_id that is not the contextId (clause conversation-id)', () => {
    const turn = validTurn();
    eventData(turn, 'turn.started').conversation_id = 'conv-9';
    const v = only(checkTurnStartedIds(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['conversation-id']);
    expect(v.message).toBe('event #1 (turn.started): conversation_id "conv-9" is not the contextId "conv-1"');
  });

  it('judges the turn.started, wherever it comes', () => {
    const turn = validTurn();
    moveSse(turn, sseOfEvent(turn, 'text.delta'), 1);
    expect(only(checkTurnStartedIds(turn)).status).toBe('pass');
  });

  it('is not-tested without turn.started, or without a task id to compare with', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'turn.started'));
    const a = only(checkTurnStartedIds(turn));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe('the stream has no turn.started');
    const blind = validTurn();
    removeSse(blind, blind.send.sse![0]!);
    delete statusOf(blind, 'turn.started').taskId;
    const b = only(checkTurnStartedIds(blind));
    expect(b.status).toBe('not-tested');
    expect(b.message).toBe('the stream has no task snapshot to compare with');
  });
});

describe('event.tool-finished-fields', () => {
  const PASS = (n: number) => `${n} tool.finished events: error null or a non-empty string, output the error text`;

  it('passes error null or absent, and a failed tool whose output is its error text', () => {
    const absent = validTurn();
    delete eventData(absent, 'tool.finished').error;
    for (const turn of [validTurn(), absent, failingToolTurn()]) {
      const v = only(checkToolFinishedFields(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe(PASS(1));
    }
  });

  it('passes a stopped tool with an error whose output is [stopped]', () => {
    const turn = cancelledTurn();
    eventData(turn, 'tool.finished').error = 'stopped: the turn was cancelled';
    expect(only(checkToolFinishedFields(turn)).status).toBe('pass');
  });

  it('passes a long error whose output is its first 4000 code points', () => {
    const turn = failingToolTurn();
    const data = eventData(turn, 'tool.finished');
    data.error = '🙂'.repeat(4001);
    data.output = '🙂'.repeat(4000);
    expect(only(checkToolFinishedFields(turn)).status).toBe('pass');
  });

  it('fails an error that is not a non-empty string (clause error-type)', () => {
    for (const [error, shown] of [
      [5, '5'],
      ['', '""'],
    ] as const) {
      const turn = validTurn();
      eventData(turn, 'tool.finished').error = error;
      const v = only(checkToolFinishedFields(turn));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['error-type']);
      expect(v.message).toBe(`event #8 (tool.finished call_1): error is ${shown}, not a non-empty string or null`);
      expect(findingEvidence(v)).toEqual({ index: 8, error });
    }
  });

  it('fails a failed tool whose output is not its error text (clause error-output)', () => {
    const turn = failingToolTurn();
    eventData(turn, 'tool.finished').output = 'done';
    const v = only(checkToolFinishedFields(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['error-output']);
    expect(v.message).toMatch(
      / \(tool\.finished call_1\): the failed tool's output "done" is not its error text "no such folder: \/x"$/,
    );
    expect(findingEvidence(v)).toMatchObject({ output: 'done', error: 'no such folder: /x' });
  });

  it('is not-tested when no tool ran', () => {
    const v = only(checkToolFinishedFields(simulate({ steps: [{ text: ['Hello.'] }] })));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no tool ran in this turn');
  });
});
