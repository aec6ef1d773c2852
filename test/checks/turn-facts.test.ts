// Facts about a turn several areas judge from (src/checks/turn-facts.ts): whether the step_limit
// call called tools, whether the turn ended early, the transcript's calls, results and text, and
// which model calls are settled (whole, as the vessel had them). Each on a turn built for it.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  endedEarly,
  settledStreams,
  stepLimitCallWithTools,
  textOf,
  transcriptCalls,
  transcriptResults,
  turnMessages,
  turnStatus,
  unsettledWithCalls,
} from '../../src/checks/turn-facts.ts';
import { chunkData, eventData, removeSse, sseOfEvent, simulate, validTurn } from './builders.ts';
import { cancelledTurn, stepLimitAnswer, stepLimitWithTools } from './turn-cases.ts';

const steps = (turn: RecordedTurn) => settledStreams(turn).map((s) => s.step);
const tool = (id: string) => ({ id, name: 'list' });

describe('turnStatus and endedEarly', () => {
  it('reads the status turn.finished names, when it is one of the statuses', () => {
    expect(turnStatus(validTurn())).toBe('ok');
    const odd = validTurn();
    eventData(odd, 'turn.finished').status = 'done';
    expect(turnStatus(odd)).toBeUndefined();
  });

  it('a turn ended early when cancelled, past its deadline, failed, or when the step_limit call called tools', () => {
    expect(endedEarly(validTurn())).toBe(false);
    expect(endedEarly(cancelledTurn())).toBe(true);
    expect(endedEarly(simulate({ status: 'deadline', steps: [{ text: ['x'] }] }))).toBe(true);
    expect(endedEarly(stepLimitWithTools())).toBe(true);
    expect(endedEarly(stepLimitAnswer())).toBe(false);
    const unfinished = cancelledTurn();
    removeSse(unfinished, sseOfEvent(unfinished, 'turn.finished'));
    expect(endedEarly(unfinished)).toBe(false);
  });
});

describe('stepLimitCallWithTools', () => {
  it('is the step of the step_limit call that called tools', () => {
    expect(stepLimitCallWithTools(stepLimitWithTools())).toBe(1);
  });

  it('is none when the step_limit call answered, or the turn ended otherwise', () => {
    expect(stepLimitCallWithTools(stepLimitAnswer())).toBeUndefined();
    const cancelledAtLimit = simulate({
      status: 'cancelled',
      agent: { max_steps: 1 },
      steps: [{ tools: [tool('call_1')] }],
    });
    expect(stepLimitCallWithTools(cancelledAtLimit)).toBeUndefined();
    const noCalls = stepLimitWithTools();
    noCalls.modelCalls = [];
    expect(stepLimitCallWithTools(noCalls)).toBeUndefined();
  });

  it('is none when the call with tools is not the max_steps-th, any step when max_steps is not declared', () => {
    const early = simulate({ status: 'step_limit', agent: { max_steps: 3 }, steps: [{ tools: [tool('call_1')] }] });
    expect(stepLimitCallWithTools(early)).toBeUndefined();
    const undeclared = stepLimitWithTools();
    delete undeclared.agent.max_steps;
    expect(stepLimitCallWithTools(undeclared)).toBe(1);
  });
});

describe('the transcript’s messages, calls and results', () => {
  it('turnMessages keeps the objects among the transcript messages', () => {
    const turn = validTurn();
    chunkData(turn, 0).messages.push('stray', null);
    const messages = turnMessages(turn);
    expect(messages.every((m) => typeof m === 'object' && m !== null)).toBe(true);
    expect(messages[0]).toMatchObject({ role: 'user' });
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
  });

  it('transcriptCalls reads the tool calls of assistant messages only, objects only', () => {
    const calls = transcriptCalls([
      { role: 'user', tool_calls: [{ id: 'u', function: { name: 'x' } }] },
      { role: 'assistant', tool_calls: [null, { id: 'c1', function: { name: 'list', arguments: '{}' } }, { id: 2 }] },
      { role: 'assistant', tool_calls: 'none' },
    ]);
    expect(calls).toEqual([
      { id: 'c1', name: 'list', arguments: '{}', at: 1 },
      { id: '2', name: undefined, arguments: undefined, at: 1 },
    ]);
  });

  it('transcriptResults keeps the first tool message of each call id, with its index', () => {
    const results = transcriptResults([
      { role: 'user', tool_call_id: 'a', content: 'user' },
      { role: 'tool', tool_call_id: 'a', content: 'first' },
      { role: 'tool', tool_call_id: 'a', content: 'second' },
      { role: 'tool', tool_call_id: 'b', content: 'other' },
    ]);
    expect([...results.keys()]).toEqual(['a', 'b']);
    expect(results.get('a')).toEqual({ role: 'tool', tool_call_id: 'a', content: 'first', index: 1 });
    expect(results.get('b')?.index).toBe(3);
  });

  it('textOf reads a string, or joins the text parts, else is empty', () => {
    expect(textOf('plain')).toBe('plain');
    expect(textOf([{ text: 'a' }, null, 'b', { text: 3 }, { type: 'image_url' }, { text: 'c' }])).toBe('ac');
    expect(textOf(5)).toBe('');
    expect(textOf(undefined)).toBe('');
  });
});

describe('settledStreams and unsettledWithCalls', () => {
  it('a turn that ended well: every complete model call is settled', () => {
    expect(steps(validTurn())).toEqual([1, 2]);
    expect(unsettledWithCalls(validTurn())).toBeUndefined();
  });

  it('a cancelled turn’s last call counts once the vessel started one of its tools', () => {
    expect(steps(cancelledTurn())).toEqual([1]);
    expect(unsettledWithCalls(cancelledTurn())).toBeUndefined();
    const two = simulate({ status: 'cancelled', steps: [{ tools: [tool('call_1'), tool('call_2')] }] });
    removeSse(two, sseOfEvent(two, 'tool.started', 1));
    expect(steps(two)).toEqual([1]);
  });

  it('a cancelled turn’s last call none of whose tools started is not settled; an earlier call still is', () => {
    const turn = simulate({ status: 'cancelled', steps: [{ tools: [tool('call_1')] }, { tools: [tool('call_2')] }] });
    removeSse(turn, sseOfEvent(turn, 'tool.started', 1));
    expect(steps(turn)).toEqual([1]);
    expect(unsettledWithCalls(turn)?.step).toBe(2);
  });

  it('the same cut call in a turn that ended ok or with no known status is settled', () => {
    const ok = simulate({ steps: [{ tools: [tool('call_1')] }, { tools: [tool('call_2')] }] });
    removeSse(ok, sseOfEvent(ok, 'tool.started', 1));
    expect(steps(ok)).toEqual([1, 2]);
    const unknown = simulate({ status: 'cancelled', steps: [{ tools: [tool('call_1')] }] });
    removeSse(unknown, sseOfEvent(unknown, 'tool.started'));
    eventData(unknown, 'turn.finished').status = 'stopped';
    expect(steps(unknown)).toEqual([1]);
  });

  it('a recording cut before turn.finished: only steps whose step.finished arrived', () => {
    const cut = validTurn();
    removeSse(cut, sseOfEvent(cut, 'turn.finished'), sseOfEvent(cut, 'step.finished', 1));
    expect(steps(cut)).toEqual([1]);
    expect(unsettledWithCalls(cut)).toBeUndefined();
    const toolsCut = validTurn();
    removeSse(toolsCut, sseOfEvent(toolsCut, 'turn.finished'), sseOfEvent(toolsCut, 'step.finished', 0));
    expect(steps(toolsCut)).toEqual([2]);
    expect(unsettledWithCalls(toolsCut)?.step).toBe(1);
  });

  it('with turn.finished, a step whose step.finished is missing is still settled', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'step.finished', 1));
    expect(steps(turn)).toEqual([1, 2]);
  });
});

describe('settledStreams: only the last call of an early end may be cut', () => {
  it('an earlier call of a cancelled turn whose tools never started is still settled', () => {
    const turn = simulate({ status: 'cancelled', steps: [{ tools: [tool('call_1')] }, { tools: [tool('call_2')] }] });
    removeSse(turn, sseOfEvent(turn, 'tool.started', 0));
    expect(steps(turn)).toEqual([1, 2]);
  });
});
