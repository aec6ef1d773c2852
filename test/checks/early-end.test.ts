// The early-end checks clause by clause (transcript-format.txt "What comes back"; CONTRACT.md D8,
// D16): each clause failing alone on a turn broken in that one place, and each not-tested reason.
// The table of turn-cases.ts has one failure per rule; mutation testing showed the other clauses
// and the reasons unpinned.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import { checkClosingMessage, checkNotRun, checkStopped } from '../../src/checks/early-end.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { chunkData, eventData, removeSse, sseOfEvent, simulate, transcriptChunkCount, validTurn } from './builders.ts';
import { cancelledTurn, stepLimitWithTools } from './turn-cases.ts';
import { clausesOf, findingEvidence, only } from './verdict-readers.ts';

/** The transcript messages of the turn, across its chunks, for a test to edit in place. */
function transcriptMessages(turn: RecordedTurn): Record<string, any>[] {
  const all: Record<string, any>[] = [];
  for (let i = 0; i < transcriptChunkCount(turn); i++) all.push(...chunkData(turn, i).messages);
  return all;
}

describe('early-end.closing-message', () => {
  it('passes an early end closed by the closing message, saying which', () => {
    const v = only(checkClosingMessage(cancelledTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the transcript closes with [this turn ended early: cancelled]');
  });

  it('passes a turn the model answered, saying there is no closing message', () => {
    const v = only(checkClosingMessage(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the model answered (ok); no closing message');
  });

  it('fails an early end whose closing message also carries tool calls (clause closes)', () => {
    const turn = cancelledTurn();
    const last = transcriptMessages(turn).at(-1)!;
    last.tool_calls = [{ id: 'x', type: 'function', function: { name: 'list', arguments: '{}' } }];
    const v = only(checkClosingMessage(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['closes']);
  });

  it('fails an early end whose closing message is a user message (clause closes)', () => {
    const turn = cancelledTurn();
    transcriptMessages(turn).at(-1)!.role = 'user';
    const v = only(checkClosingMessage(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(/^the turn ended early \(cancelled\) but the transcript's last message is /);
  });

  it('accepts a closing message whose tool_calls is an empty list', () => {
    const turn = cancelledTurn();
    transcriptMessages(turn).at(-1)!.tool_calls = [];
    expect(only(checkClosingMessage(turn)).status).toBe('pass');
  });

  it('fails a turn the model answered whose transcript still closes as if it ended early (clause only-when-early)', () => {
    const turn = validTurn();
    transcriptMessages(turn).at(-1)!.content = '[this turn ended early: cancelled]';
    const v = only(checkClosingMessage(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['only-when-early']);
    expect(v.message).toBe(
      'the turn ended ok after the model answered, yet the transcript closes with "[this turn ended early: cancelled]"',
    );
  });

  it('does not read an answer merely mentioning an early end as a closing message', () => {
    const turn = validTurn();
    transcriptMessages(turn).at(-1)!.content = 'It said [this turn ended early: cancelled] once.';
    expect(only(checkClosingMessage(turn)).status).toBe('pass');
  });

  it('is not-tested without a turn.finished, and without the transcript, saying why', () => {
    const noFinish = cancelledTurn();
    removeSse(noFinish, sseOfEvent(noFinish, 'turn.finished'));
    const a = only(checkClosingMessage(noFinish));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe('the stream has no turn.finished with a known status');

    const b = only(checkClosingMessage(simulate({ status: 'cancelled', transcript: false, steps: [{ text: ['x'] }] })));
    expect(b.status).toBe('not-tested');
    expect(b.message).toBe('the case did not ask for the transcript');
  });
});

describe('early-end.not-run', () => {
  it('passes calls of the step_limit call answered [not run: …], counting them', () => {
    const v = only(checkNotRun(stepLimitWithTools()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 calls that never ran are answered [not run: the turn ended first]');
  });

  it('fails a call of the step_limit call that was run anyway (clause step-limit-calls)', () => {
    const turn = stepLimitWithTools();
    const started = sseOfEvent(validTurn(), 'tool.started');
    const data = (started.json as any).result.statusUpdate.status.message.parts[0].data;
    data.call_id = 'call_1';
    const list = turn.send.sse!;
    list.splice(list.length - 1, 0, { ...started, index: list.length - 1 });
    list.forEach((e, i) => (e.index = i));
    const v = only(checkNotRun(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toContain('step-limit-calls');
    expect(v.message).toMatch(/^call call_1 of step 1 \(max_steps, no tools offered\) was run; it must be answered/);
  });

  it('fails a call that never ran whose result is missing from the transcript (clause result)', () => {
    const turn = stepLimitWithTools();
    for (let i = 0; i < transcriptChunkCount(turn); i++) {
      const data = chunkData(turn, i);
      data.messages = data.messages.filter((m: any) => m.role !== 'tool');
    }
    const v = only(checkNotRun(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['result']);
    expect(v.message).toMatch(/^call call_1 never ran, but its transcript result is missing, not /);
  });

  it('is not-tested when every call ran, or with neither a step_limit call nor the transcript', () => {
    const ran = only(checkNotRun(validTurn()));
    expect(ran.status).toBe('not-tested');
    expect(ran.message).toBe('every tool call of the turn ran');

    const blind = only(checkNotRun(validTurn({ transcript: false })));
    expect(blind.status).toBe('not-tested');
    expect(blind.message).toBe('no step_limit call with tools, and the case did not ask for the transcript');
  });

  it('judges the step_limit call even without the transcript', () => {
    const v = only(
      checkNotRun(
        simulate({
          status: 'step_limit',
          transcript: false,
          agent: { max_steps: 1 },
          steps: [{ text: ['Look'], tools: [{ id: 'call_1', name: 'list' }] }],
        }),
      ),
    );
    expect(v.status).toBe('pass');
  });
});

describe('early-end.stopped', () => {
  it('passes a stopped tool said [stopped] in tool.finished and the transcript', () => {
    const v = only(checkStopped(cancelledTurn(), { toolStopped: true }));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 stopped tools: tool.finished and transcript say [stopped]');
  });

  it('is not-tested when no tool was stopped and none was expected to be', () => {
    const v = only(checkStopped(validTurn()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no tool was stopped in this turn');
  });

  it('judges a [stopped] it did not expect', () => {
    expect(only(checkStopped(cancelledTurn())).status).toBe('pass');
  });

  it('fails [stopped] on a turn that ended ok (clause only-when-early)', () => {
    const turn = validTurn();
    eventData(turn, 'tool.finished').output = '[stopped]';
    transcriptMessages(turn).find((m) => m.role === 'tool')!.content = '[stopped]';
    const v = only(checkStopped(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['only-when-early']);
    expect(v.message).toMatch(/ says \[stopped\], yet the turn ended ok$/);
  });

  it('fails a stopped tool whose transcript result is not [stopped] (clause transcript)', () => {
    const turn = cancelledTurn();
    transcriptMessages(turn).find((m) => m.role === 'tool')!.content = 'half done';
    const v = only(checkStopped(turn, { toolStopped: true }));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['transcript']);
    expect(v.message).toMatch(/: the transcript result is "half done", not \[stopped\]$/);
  });

  it('fails a stopped tool whose transcript result is missing (clause transcript)', () => {
    const turn = cancelledTurn();
    for (let i = 0; i < transcriptChunkCount(turn); i++) {
      const data = chunkData(turn, i);
      data.messages = data.messages.filter((m: any) => m.role !== 'tool');
    }
    const v = only(checkStopped(turn, { toolStopped: true }));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(/: the transcript result is missing, not \[stopped\]$/);
  });

  it('names the turn.finished that is missing when an expected stop is absent (clause output)', () => {
    const turn = cancelledTurn();
    eventData(turn, 'tool.finished').output = 'half done';
    removeSse(turn, sseOfEvent(turn, 'turn.finished'));
    const v = only(checkStopped(turn, { toolStopped: true }));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['output']);
    expect(v.message).toMatch(/^a tool was running when the turn ended \(no turn\.finished\)/);
  });
});

/** Drops every transcript message the filter refuses, across the chunks. */
function keepMessages(turn: RecordedTurn, keep: (m: any) => boolean): void {
  for (let i = 0; i < transcriptChunkCount(turn); i++) {
    const data = chunkData(turn, i);
    data.messages = data.messages.filter(keep);
  }
}

describe('early-end.closing-message: the last message and its evidence', () => {
  it('fails an early end with an empty transcript, naming no last message', () => {
    const turn = cancelledTurn();
    keepMessages(turn, () => false);
    const v = only(checkClosingMessage(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['closes']);
    expect(v.message).toBe(
      `the turn ended early (cancelled) but the transcript's last message is undefined, not the assistant message "[this turn ended early: cancelled]"`,
    );
    expect(findingEvidence(v)).toEqual({ last: undefined });
  });

  it('names the last message in the evidence of each clause', () => {
    const early = cancelledTurn();
    const last = transcriptMessages(early).at(-1)!;
    last.role = 'user';
    expect(findingEvidence(only(checkClosingMessage(early)))).toEqual({ last });
    const ok = validTurn();
    const closing = transcriptMessages(ok).at(-1)!;
    closing.content = '[this turn ended early: deadline]';
    expect(findingEvidence(only(checkClosingMessage(ok)))).toEqual({ last: closing });
  });

  it('passes a turn the model answered with an empty transcript, or a last content that is not a string', () => {
    const empty = validTurn();
    keepMessages(empty, () => false);
    const listed = validTurn();
    transcriptMessages(listed).at(-1)!.content = ['[this turn ended early: cancelled]'];
    for (const turn of [empty, listed]) {
      const v = only(checkClosingMessage(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe('the model answered (ok); no closing message');
    }
  });
});

describe('early-end.not-run: which calls are judged', () => {
  /** Cancelled while the model's two calls were due: the first ran (stopped), the second never started. */
  function secondNeverRan(result: string): RecordedTurn {
    const turn = simulate({
      status: 'cancelled',
      steps: [
        {
          tools: [
            { id: 'call_1', name: 'slow' },
            { id: 'call_2', name: 'slow' },
          ],
        },
      ],
    });
    removeSse(turn, sseOfEvent(turn, 'tool.started', 1), sseOfEvent(turn, 'tool.finished', 1));
    transcriptMessages(turn).find((m) => m.tool_call_id === 'call_2')!.content = result;
    return turn;
  }

  it('judges a call outside the step_limit call that never ran', () => {
    const v = only(checkNotRun(secondNeverRan('[not run: the turn ended first]')));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 calls that never ran are answered [not run: the turn ended first]');
    const w = only(checkNotRun(secondNeverRan('[stopped]')));
    expect(w.status).toBe('fail');
    expect(clausesOf(w)).toEqual(['result']);
    expect(w.message).toBe(
      'call call_2 never ran, but its transcript result is "[stopped]", not "[not run: the turn ended first]"',
    );
    expect(findingEvidence(w)).toEqual({
      callId: 'call_2',
      result: { role: 'tool', tool_call_id: 'call_2', content: '[stopped]', index: 3 },
    });
  });

  it('reads a call with a tool.finished but no tool.started as never run', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'tool.started'));
    const v = only(checkNotRun(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      'call call_1 never ran, but its transcript result is "species/", not "[not run: the turn ended first]"',
    );
  });

  it('judges both the run and the result of a step_limit call that was run anyway', () => {
    const turn = stepLimitWithTools();
    const started = sseOfEvent(validTurn(), 'tool.started');
    const list = turn.send.sse!;
    list.splice(list.length - 1, 0, { ...started });
    list.forEach((e, i) => (e.index = i));
    transcriptMessages(turn).find((m) => m.role === 'tool')!.content = 'species/';
    const v = only(checkNotRun(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['result', 'step-limit-calls']);
    expect(findingEvidence(v)).toEqual({ callId: 'call_1' });
  });

  it('does not judge a call of an earlier step that ran, beside the step_limit call', () => {
    const turn = simulate({
      status: 'step_limit',
      agent: { max_steps: 2 },
      steps: [{ tools: [{ id: 'call_1', name: 'list' }] }, { text: ['Look'], tools: [{ id: 'call_2', name: 'list' }] }],
    });
    const v = only(checkNotRun(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 calls that never ran are answered [not run: the turn ended first]');
  });

  it('owes no result before the turn is over', () => {
    const turn = stepLimitWithTools();
    keepMessages(turn, (m) => m.role !== 'tool');
    removeSse(turn, sseOfEvent(turn, 'turn.finished'));
    const v = only(checkNotRun(turn));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe(
      'no step_limit call with tools, and the record ends before the turn is over (no result is owed yet)',
    );
  });
});

describe('early-end.stopped: which events and clauses', () => {
  it('fails an expected stop on a turn that ended ok with no [stopped] (clause output only), listing the tool.finished', () => {
    const v = only(checkStopped(validTurn(), { toolStopped: true }));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['output']);
    expect(v.message).toBe('a tool was running when the turn ended (ok), but no tool.finished has output [stopped]');
    expect(findingEvidence(v)).toEqual({ toolFinished: [{ index: 8, call_id: 'call_1', output: 'species/' }] });
  });

  it('names the status in the evidence of only-when-early', () => {
    const turn = validTurn();
    eventData(turn, 'tool.finished').output = '[stopped]';
    transcriptMessages(turn).find((m) => m.role === 'tool')!.content = '[stopped]';
    expect(findingEvidence(only(checkStopped(turn)))).toEqual({ status: 'ok' });
  });

  it('names the transcript result in the evidence of transcript', () => {
    const turn = cancelledTurn();
    const result = transcriptMessages(turn).find((m) => m.role === 'tool')!;
    result.content = 'half done';
    expect(findingEvidence(only(checkStopped(turn, { toolStopped: true })))).toEqual({
      result: { ...result, index: 2 },
    });
  });

  it('judges neither the status nor the transcript before the turn is over', () => {
    const turn = cancelledTurn();
    transcriptMessages(turn).find((m) => m.role === 'tool')!.content = 'half done';
    removeSse(turn, sseOfEvent(turn, 'turn.finished'));
    const v = only(checkStopped(turn, { toolStopped: true }));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 stopped tools: tool.finished and transcript say [stopped]');
  });
});
