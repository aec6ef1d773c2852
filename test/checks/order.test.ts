// The order checks (CONTRACT.md D5, D16; events.txt "Event types") clause by clause: the state
// machine over the stream, each transition it refuses and each guard, on a valid turn broken in
// one place; tool-call order, steps count and tokens sum; every message and not-tested reason.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkOrderSequence,
  checkStepsCount,
  checkStepsNumbered,
  checkTokensSum,
  checkToolCallOrder,
  checkToolPairing,
  runOrderMachine,
} from '../../src/checks/order.ts';
import { viewOf } from '../../src/checks/view.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { artifactSse, eventData, moveSse, removeSse, simulate, sseOfEvent, statusOf, validTurn } from './builders.ts';
import { modelErrorTurn, parallelTools } from './turn-cases.ts';
import { clausesOf, findingEvidence, only } from './verdict-readers.ts';

const indexOf = (turn: RecordedTurn, e: { index: number }): number => turn.send.sse!.indexOf(e as any);
/** The event's SSE, moved to `to` (an index of the stream as it is before the move). */
const move = (turn: RecordedTurn, type: string, nth: number, to: number): void =>
  moveSse(turn, sseOfEvent(turn, type, nth), to);
const textOnly = () => simulate({ steps: [{ text: ['Hello.'] }] });
/** Two steps that only call tools, a third that answers: no deltas before the first two step.finished. */
const toolSteps = () =>
  simulate({
    steps: [{ tools: [{ id: 'call_1', name: 'list' }] }, { tools: [{ id: 'call_2', name: 'read' }] }, { text: ['ok'] }],
  });
const SEQUENCE_PASS = 'events follow turn.started, steps (deltas, step.finished, tools), answer, turn.finished';

describe('runOrderMachine', () => {
  it('ends a valid turn finished, on its last step, with no violation, counting tool events', () => {
    const m = runOrderMachine(viewOf(validTurn()));
    expect(m.phase).toBe('finished');
    expect(m.step).toBe(2);
    expect(m.violations).toEqual([]);
    expect(m.toolEvents).toBe(2);
    expect(m.open.size).toBe(0);
  });
});

describe('order.sequence', () => {
  it('passes a valid turn, one that made no step, one with a repeated turn.started or answer', () => {
    const again = validTurn();
    const started = sseOfEvent(again, 'turn.started');
    again.send.sse!.splice(4, 0, { ...started });
    const answer = artifactSse(again, 'answer');
    again.send.sse!.splice(again.send.sse!.length - 1, 0, { ...answer });
    again.send.sse!.forEach((e, i) => (e.index = i));
    const noStep = simulate({ status: 'model_error', steps: [{ httpStatus: 500 }] });
    for (const turn of [validTurn(), noStep, modelErrorTurn(), again]) {
      const v = only(checkOrderSequence(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe(SEQUENCE_PASS);
    }
  });

  it('fails an event before turn.started (clause started-first)', () => {
    const turn = validTurn();
    move(turn, 'text.delta', 0, 1);
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['started-first']);
    expect(v.message).toBe('event #1 (text.delta step 1) comes before turn.started');
    expect(findingEvidence(v)).toMatchObject({ index: 1, data: { type: 'text.delta', step: 1 } });
    const reasoning = validTurn();
    move(reasoning, 'reasoning.delta', 0, 1);
    expect(only(checkOrderSequence(reasoning)).message).toBe(
      'event #1 (reasoning.delta step 1) comes before turn.started',
    );
  });

  it('fails an answer after deltas with no step.finished (clause step-finished-after-deltas)', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'step.finished', 1));
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['step-finished-after-deltas']);
    expect(v.message).toBe('event #15 (answer artifact): step 2 streamed deltas but has no step.finished');
  });

  it('fails a turn.finished after deltas with no step.finished, nor answer', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'step.finished', 1), artifactSse(turn, 'answer'));
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['step-finished-after-deltas', 'answer-before-finished']);
    expect(v.message).toBe('event #16 (turn.finished ok) comes with no answer artifact before it (and 1 more)');
    expect(findingEvidence(v)).toEqual({ index: 16, phase: 'in-step' });
  });

  it('fails a delta of a step after its step.finished (clause step-finished-after-deltas)', () => {
    const turn = validTurn();
    eventData(turn, 'text.delta', 1).step = 1;
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['step-finished-after-deltas']);
    expect(v.message).toBe('event #10 (text.delta step 1) comes after step.finished of step 1');
    expect(only(checkStepsNumbered(turn)).status).toBe('pass');
  });

  it('fails a tool event before the step.finished of its step (clause tools-after-step)', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'step.finished', 0));
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['tools-after-step']);
    expect(v.message).toBe('event #6 (tool.started call_1) may not come before step.finished of its step (and 1 more)');
    expect(findingEvidence(v)).toEqual({ index: 6, phase: 'in-step' });
  });

  it('fails a delta after the answer (clause answer-before-finished)', () => {
    const turn = validTurn();
    move(turn, 'text.delta', 4, 16);
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['answer-before-finished']);
    expect(v.message).toBe('event #16 (text.delta step 2) may not come after the answer artifact');
    expect(findingEvidence(v)).toEqual({ index: 16, phase: 'answered' });
  });

  it('fails a delta after turn.finished (clause finished-last)', () => {
    const turn = validTurn();
    move(turn, 'text.delta', 4, 18);
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['finished-last']);
    expect(v.message).toBe('event #18 (text.delta step 2) may not come after turn.finished');
    expect(findingEvidence(v)).toEqual({ index: 18, phase: 'finished' });
  });

  it('fails a turn.finished without the answer (clause answer-before-finished)', () => {
    const turn = validTurn();
    removeSse(turn, artifactSse(turn, 'answer'));
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['answer-before-finished']);
    expect(v.message).toBe('event #17 (turn.finished ok) comes with no answer artifact before it');
    expect(findingEvidence(v)).toEqual({ index: 17, phase: 'after-step' });
  });

  it('fails a turn.finished in a status that is not terminal (clause finished-last)', () => {
    const turn = validTurn();
    statusOf(turn, 'turn.finished').status.state = 'TASK_STATE_WORKING';
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['finished-last']);
    expect(v.message).toBe(
      'event #18 (turn.finished ok) is carried by a status in "TASK_STATE_WORKING", not a terminal state',
    );
  });

  it('fails a stream that reaches its terminal status without turn.finished (clause finished-last)', () => {
    const turn = validTurn();
    delete statusOf(turn, 'turn.finished').status.message;
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['finished-last']);
    expect(v.message).toBe('the stream reached its terminal status (event #18) without turn.finished');
    expect(findingEvidence(v)).toEqual({ index: 18 });
  });

  it('judges a stream that ends in a terminal status with no vessel event', () => {
    const turn = validTurn();
    const final = sseOfEvent(turn, 'turn.finished');
    delete (final.json as any).result.statusUpdate.status.message;
    turn.send.sse = [turn.send.sse![0]!, final];
    turn.send.sse.forEach((e, i) => (e.index = i));
    const v = only(checkOrderSequence(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe('the stream reached its terminal status (event #1) without turn.finished');
  });

  it('is not-tested on a stream with no vessel event and no terminal status', () => {
    const turn = validTurn();
    turn.send.sse = turn.send.sse!.slice(0, 1);
    for (const check of [checkOrderSequence, checkToolPairing, checkStepsNumbered]) {
      const v = only(check(turn));
      expect(v.status).toBe('not-tested');
    }
    expect(only(checkOrderSequence(turn)).message).toBe('the stream carried no vessel event');
  });
});

describe('order.steps-numbered', () => {
  it('passes steps numbered from 1 with no gaps, steps without deltas, and events without a step number', () => {
    const unnumbered = validTurn();
    delete eventData(unnumbered, 'text.delta', 0).step;
    delete eventData(unnumbered, 'step.finished', 1).step;
    for (const turn of [validTurn(), toolSteps(), parallelTools(), unnumbered]) {
      const v = only(checkStepsNumbered(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe('steps are numbered from 1 with no gaps');
    }
    expect(only(checkOrderSequence(unnumbered)).status).toBe('pass');
  });

  it('fails a first step numbered 2 by its deltas (clause from-one)', () => {
    const turn = textOnly();
    eventData(turn, 'text.delta').step = 2;
    eventData(turn, 'step.finished').step = 2;
    const v = only(checkStepsNumbered(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['from-one']);
    expect(v.message).toBe('event #3 (text.delta step 2): step 2 where step 1 was expected');
  });

  it('fails a later step skipping a number by its deltas (clause no-gaps)', () => {
    const turn = validTurn();
    for (let i = 1; i <= 4; i++) eventData(turn, 'text.delta', i).step = 3;
    eventData(turn, 'step.finished', 1).step = 3;
    const v = only(checkStepsNumbered(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['no-gaps']);
    expect(v.message).toBe('event #10 (text.delta step 3): step 3 where step 2 was expected');
    expect(only(checkOrderSequence(turn)).status).toBe('pass');
  });

  it('fails a step.finished numbered other than its step, first or later', () => {
    const first = simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list' }] }] });
    eventData(first, 'step.finished', 0).step = 2;
    const a = only(checkStepsNumbered(first));
    expect(a.status).toBe('fail');
    expect(clausesOf(a)).toEqual(['from-one']);
    expect(a.message).toBe(
      'event #3 (step.finished step 2): step 2 where step 1 was expected (steps count from 1 with no gaps)',
    );
    const later = simulate({
      steps: [{ tools: [{ id: 'call_1', name: 'list' }] }, { tools: [{ id: 'call_2', name: 'read' }] }],
    });
    eventData(later, 'step.finished', 1).step = 5;
    const b = only(checkStepsNumbered(later));
    expect(b.status).toBe('fail');
    expect(clausesOf(b)).toEqual(['no-gaps']);
    expect(b.message).toBe(
      'event #8 (step.finished step 5): step 5 where step 2 was expected (steps count from 1 with no gaps)',
    );
  });

  it('is not-tested when no event names a step', () => {
    const turn = simulate({ status: 'model_error', steps: [{ httpStatus: 500 }] });
    const v = only(checkStepsNumbered(turn));
    expect(v.rule).toBe('order.steps-numbered');
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no event of this turn names a step');
  });
});

describe('order.tool-pairing', () => {
  it('passes tools each finished after their start with the same name', () => {
    for (const turn of [validTurn(), parallelTools(), toolSteps()]) {
      const v = only(checkToolPairing(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe('every tool.started has its tool.finished (same call_id and name) after it');
    }
  });

  it('fails a tool.started with no tool.finished before the next delta (clause finished)', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'tool.finished'));
    const v = only(checkToolPairing(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['finished']);
    expect(v.message).toBe(
      'event #7 (tool.started call_1) has no matching tool.finished before event #9 (text.delta step 2)',
    );
    expect(findingEvidence(v)).toEqual({ index: 7 });
  });

  it('fails a tool.started left open at the next step.finished, at the answer, and at turn.finished', () => {
    const atStep = toolSteps();
    removeSse(atStep, sseOfEvent(atStep, 'tool.finished', 0));
    expect(only(checkToolPairing(atStep)).message).toBe(
      'event #5 (tool.started call_1) has no matching tool.finished before event #7 (step.finished step 2)',
    );
    const atAnswer = simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list' }] }] });
    removeSse(atAnswer, sseOfEvent(atAnswer, 'tool.finished'));
    expect(only(checkToolPairing(atAnswer)).message).toBe(
      'event #5 (tool.started call_1) has no matching tool.finished before event #7 (answer artifact)',
    );
    const atEnd = simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list' }] }] });
    removeSse(atEnd, sseOfEvent(atEnd, 'tool.finished'), artifactSse(atEnd, 'answer'));
    expect(only(checkToolPairing(atEnd)).message).toBe(
      'event #5 (tool.started call_1) has no matching tool.finished before event #8 (turn.finished ok)',
    );
    for (const turn of [atStep, atAnswer, atEnd]) expect(clausesOf(only(checkToolPairing(turn)))).toEqual(['finished']);
  });

  it('fails a tool.started for a call already running (clause finished)', () => {
    const turn = validTurn();
    const started = sseOfEvent(turn, 'tool.started');
    turn.send.sse!.splice(8, 0, { ...started });
    turn.send.sse!.forEach((e, i) => (e.index = i));
    const v = only(checkToolPairing(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['finished']);
    expect(v.message).toBe('event #8 (tool.started call_1): call call_1 is already running');
  });

  it('fails a tool.finished with no tool.started (clause after-started)', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'tool.started'));
    const v = only(checkToolPairing(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['after-started']);
    expect(v.message).toBe('event #7 (tool.finished call_1) has no earlier tool.started');
  });

  it('fails a tool.finished that comes before its own tool.started (clause after-started)', () => {
    const turn = validTurn();
    move(turn, 'tool.finished', 0, 7);
    const v = only(checkToolPairing(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['finished', 'after-started']);
    expect(v.message).toBe('event #7 (tool.finished call_1) has no earlier tool.started (and 2 more)');
    const messages = (v.evidence as { findings: { message: string }[] }).findings.map((f) => f.message);
    expect(messages[1]).toBe('event #8 (tool.started call_1) comes after its own event #7 (tool.finished call_1)');
  });

  it('fails a tool.finished naming another tool (clause same-name)', () => {
    const turn = validTurn();
    eventData(turn, 'tool.finished').name = 'read';
    const v = only(checkToolPairing(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['same-name']);
    expect(v.message).toBe(
      `event #8 (tool.finished call_1): name "read" differs from event #7 (tool.started call_1)'s "list"`,
    );
  });

  it('is not-tested when no tool ran', () => {
    const v = only(checkToolPairing(textOnly()));
    expect(v.rule).toBe('order.tool-pairing');
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no tool ran in this turn');
  });
});

describe('order.tool-call-order', () => {
  it('passes tool.started events in the order the model called them, counting the steps', () => {
    const v = only(checkToolCallOrder(parallelTools()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('tool.started events follow call order in 1 step(s)');
  });

  it('fails tool.started events out of call order, naming both orders', () => {
    const turn = parallelTools();
    move(turn, 'tool.started', 1, 5);
    const v = only(checkToolCallOrder(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      'step 1: tool.started events come in the order call_2, call_1, the model called call_1, call_2',
    );
    expect(findingEvidence(v)).toEqual({ step: 1, model: ['call_1', 'call_2'] });
  });

  it('fails three calls of which only the last two are out of order', () => {
    const turn = simulate({
      steps: [
        {
          tools: [
            { id: 'call_1', name: 'list' },
            { id: 'call_2', name: 'list' },
            { id: 'call_3', name: 'list' },
          ],
        },
        { text: ['All done.'] },
      ],
    });
    moveSse(turn, sseOfEvent(turn, 'tool.started', 2), indexOf(turn, sseOfEvent(turn, 'tool.started', 1)));
    const v = only(checkToolCallOrder(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      'step 1: tool.started events come in the order call_1, call_3, call_2, the model called call_1, call_2, call_3',
    );
  });

  it('is not-tested when no step ran two or more calls', () => {
    const oneRan = parallelTools();
    removeSse(oneRan, sseOfEvent(oneRan, 'tool.started', 1));
    for (const turn of [validTurn(), oneRan]) {
      const v = only(checkToolCallOrder(turn));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('no step ran two or more tool calls');
    }
  });
});

describe('turn.steps-count', () => {
  it('passes steps equal to the step.finished events', () => {
    const v = only(checkStepsCount(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('turn.finished.steps = 2 step.finished events');
  });

  it('fails steps that differ, naming both', () => {
    const turn = validTurn();
    eventData(turn, 'turn.finished').steps = 3;
    const v = only(checkStepsCount(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe('event #18 (turn.finished ok): steps is 3, the stream has 2 step.finished events');
    expect(findingEvidence(v)).toEqual({ steps: 3, stepFinished: [5, 14] });
  });

  it('is not-tested without turn.finished', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'turn.finished'));
    for (const check of [checkStepsCount, checkTokensSum]) {
      const v = only(check(turn));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('the stream has no turn.finished');
    }
  });
});

describe('turn.tokens-sum', () => {
  it("passes tokens that are the steps' sums", () => {
    const v = only(checkTokensSum(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(`turn.finished.tokens = the steps' sums {"input":30,"output":10}`);
  });

  it('counts a step with no tokens, or tokens that are not numbers, as 0', () => {
    const turn = validTurn();
    delete eventData(turn, 'step.finished', 0).tokens;
    eventData(turn, 'step.finished', 1).tokens = { input: 20, output: '5' };
    eventData(turn, 'turn.finished').tokens = { input: 20, output: 0 };
    const v = only(checkTokensSum(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(`turn.finished.tokens = the steps' sums {"input":20,"output":0}`);
  });

  it('fails tokens that differ from the sums in input, in output, or are missing', () => {
    const cases: [unknown, string][] = [
      [{ input: 31, output: 10 }, '{"input":31,"output":10}'],
      [{ input: 30, output: 11 }, '{"input":30,"output":11}'],
      [undefined, 'undefined'],
    ];
    for (const [tokens, shown] of cases) {
      const turn = validTurn();
      eventData(turn, 'turn.finished').tokens = tokens;
      const v = only(checkTokensSum(turn));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['whole']);
      expect(v.message).toBe(
        `event #18 (turn.finished ok): tokens ${shown} are not the steps' sums {"input":30,"output":10}`,
      );
      expect(findingEvidence(v)).toEqual({ tokens, sum: { input: 30, output: 10 } });
    }
  });
});
