// The merge-window checks (CONTRACT.md D6; events.txt text.delta row) clause by clause: content
// exact per step and kind, the 512-character cap, the bound on events, pacing with its tolerance
// at its boundaries, and the lateness report. Each pass message and not-tested reason in its words.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkLateness,
  checkMergeContent,
  checkMergeMaxChars,
  checkMergingHappens,
  checkPacing,
} from '../../src/checks/merge.ts';
import { eventData, insertSse, removeSse, simulate, sseOfEvent, statusUpdate, validTurn } from './builders.ts';
import { clausesOf, findingsOf, only } from './content-builders.ts';

const toolsOnly = () => simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list' }] }, {}] });
/** Deltas the vessel sent for a step the model never had, right before turn.finished. */
function withStray(turn: RecordedTurn, step: number, contents: string[], type = 'text.delta'): RecordedTurn {
  for (const content of contents)
    insertSse(turn, sseOfEvent(turn, 'turn.finished').index, statusUpdate(type, { step, content }));
  return turn;
}
/** Four pieces sent 20 ms apart, each its own delta; then the deltas' receive times set. */
function paced(receivedAt: number[]): RecordedTurn {
  const turn = simulate({ steps: [{ text: ['a', 'b', 'c', 'd'], every: 20, perPiece: true }] });
  receivedAt.forEach((at, i) => (sseOfEvent(turn, 'text.delta', i).receivedAt = at));
  return turn;
}

describe('merge.content-exact', () => {
  it('passes, counting the step/kind streams', () => {
    const v = only(checkMergeContent(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("3 step/kind streams: deltas equal the model's output character for character");
  });

  it('is not-tested when the model streamed no text or reasoning', () => {
    const v = only(checkMergeContent(toolsOnly()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the model streamed no text or reasoning in this turn');
  });

  it('fails text deltas differing, showing 20 code points of each from the first difference (clause text)', () => {
    const turn = validTurn();
    eventData(turn, 'text.delta', 1).content = 'There is! ';
    const v = only(checkMergeContent(turn));
    expect(clausesOf(v)).toEqual(['text']);
    expect(v.message).toBe(
      'step 2 text: the deltas differ from what the model streamed at code point 8: deltas "! one folder, specie", model " one folder, species"',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({
      step: 2,
      kind: 'text',
      streamed: 'There is one folder, species/.',
      deltas: [
        { index: 10, content: 'There ' + 'is! ' },
        { index: 11, content: 'one folder' },
        { index: 12, content: ', species/' },
        { index: 13, content: '.' },
      ],
    });
  });

  it('fails a delta cut inside a character although its halves join again (clause whole-characters, D6: code points)', () => {
    const turn = simulate({ steps: [{ text: ['Hi 🙂', ' there'], perPiece: true }] });
    expect(only(checkMergeContent(turn)).status).toBe('pass');
    eventData(turn, 'text.delta', 0).content = 'Hi \ud83d';
    eventData(turn, 'text.delta', 1).content = '\ude42 there';
    const v = only(checkMergeContent(turn));
    expect(clausesOf(v)).toEqual(['whole-characters']);
    expect(v.message).toMatch(
      /^step 1 text: event #\d+ \(text\.delta step 1\) begins or ends inside a character \(half of a surrogate pair, at UTF-16 unit 3\), though the model streamed whole code points$/,
    );
  });

  it("leaves a half character the model itself streamed to the model: not the vessel's cut", () => {
    const turn = simulate({ steps: [{ text: ['Hi \ud83d', ' there'], perPiece: true }] });
    expect(only(checkMergeContent(turn)).status).toBe('pass');
  });

  it('fails reasoning deltas differing (clause reasoning)', () => {
    const turn = validTurn();
    eventData(turn, 'reasoning.delta').content = 'Let me think.';
    const v = only(checkMergeContent(turn));
    expect(clausesOf(v)).toEqual(['reasoning']);
    expect(v.message).toBe(
      'step 1 reasoning: the deltas differ from what the model streamed at code point 7: deltas "think.", model "look."',
    );
  });

  it('reads a delta whose content is not a string as no text', () => {
    const turn = validTurn();
    eventData(turn, 'text.delta').content = 42;
    const v = only(checkMergeContent(turn));
    expect(v.message).toBe(
      'step 1 text: the deltas differ from what the model streamed at code point 0: deltas "", model "Looking. "',
    );
  });

  it('fails a step whose model output never came as deltas', () => {
    const turn = validTurn();
    removeSse(
      turn,
      ...[0, 1, 2, 3].map((i) => sseOfEvent(turn, 'text.delta', i + 1)),
      sseOfEvent(turn, 'step.finished', 1),
    );
    const v = only(checkMergeContent(turn));
    expect(clausesOf(v)).toEqual(['text']);
    expect(v.message).toBe(
      'step 2 text: the deltas differ from what the model streamed at code point 0: deltas "", model "There is one folder,"',
    );
  });

  it('fails deltas of a step the model was never called for, judging steps in order', () => {
    const turn = validTurn();
    insertSse(turn, 2, statusUpdate('text.delta', { step: 3, content: 'zz' }));
    eventData(turn, 'text.delta', 1).content = 'Looking!';
    const v = only(checkMergeContent(turn));
    expect(clausesOf(v)).toEqual(['text']);
    expect(v.message).toBe(
      'step 1 text: the deltas differ from what the model streamed at code point 7: deltas "!", model ". " (and 1 more)',
    );
    expect(findingsOf(v)[1]!.message).toBe('step 3 text: 1 text.delta events, but the model was called only 2 times');
    expect(findingsOf(v)[1]!.evidence).toEqual({
      step: 3,
      kind: 'text',
      streamed: '',
      deltas: [{ index: 2, content: 'zz' }],
    });
  });
});

describe('merge.max-chars', () => {
  it('passes, counting the deltas and naming the largest', () => {
    const v = only(checkMergeMaxChars(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('6 deltas, the largest 12 characters');
  });

  it('is not-tested when the turn streamed no delta', () => {
    const v = only(checkMergeMaxChars(toolsOnly()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the turn streamed no delta');
  });

  it('passes a delta of exactly 512 characters and fails one of 513 (clause whole)', () => {
    expect(only(checkMergeMaxChars(simulate({ steps: [{ text: ['x'.repeat(512)] }] }))).status).toBe('pass');
    const v = only(checkMergeMaxChars(simulate({ steps: [{ reasoning: ['é'.repeat(513)], text: ['ok'] }] })));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toMatch(/^event #\d+ \(reasoning\.delta step 1\) holds 513 characters, more than 512$/);
    expect(findingsOf(v)[0]!.evidence).toEqual({ index: 3, chars: 513 });
  });
});

describe('merge.merging-happens', () => {
  it('passes, with what it measured per step and kind as evidence', () => {
    const v = only(checkMergingHappens(simulate({ steps: [{ reasoning: ['r'], text: ['ab', 'cd'] }] })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('every step/kind stays within ceil(T/50) + ceil(chars/512) + 1 events');
    expect(v.evidence).toEqual({
      measured: [
        { step: 1, kind: 'text', pieces: 2, spanMs: 20, chars: 4, bound: 3, events: 1 },
        { step: 1, kind: 'reasoning', pieces: 1, spanMs: 0, chars: 1, bound: 2, events: 1 },
      ],
    });
  });

  it('is not-tested when the model streamed no text or reasoning', () => {
    const v = only(checkMergingHappens(toolsOnly()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the model streamed no text or reasoning in this turn');
  });

  it('passes exactly the bound of events and fails one more (clause whole)', () => {
    const pieces = (n: number) =>
      simulate({ steps: [{ text: Array.from({ length: n }, () => 'ab'), every: 1, perPiece: true }] });
    // Three pieces over 2 ms: ceil(2/50) + ceil(6/512) + 1 = 3.
    expect(only(checkMergingHappens(pieces(3))).status).toBe('pass');
    const v = only(checkMergingHappens(pieces(4)));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      'step 1 text: 4 text.delta events for 4 pieces over 3 ms (8 characters); at most 3 are allowed',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({
      step: 1,
      kind: 'text',
      pieces: 4,
      spanMs: 3,
      chars: 8,
      bound: 3,
      events: 4,
    });
  });

  it('leaves out deltas the model never streamed: a step never called, a kind it did not stream', () => {
    const turn = withStray(simulate({ steps: [{ text: ['ok'] }] }), 1, ['x', 'y', 'z'], 'reasoning.delta');
    withStray(turn, 4, ['p', 'q', 'r']);
    const v = only(checkMergingHappens(turn));
    expect(v.status).toBe('pass');
    expect((v.evidence as any).measured).toHaveLength(1);
  });
});

describe('merge.pacing', () => {
  it('passes, counting the pairs judged, with the slack and tolerance as evidence', () => {
    const v = only(checkPacing(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('2 consecutive deltas at least 30 ms apart (tolerance 20 ms)');
    expect(v.evidence).toMatchObject({ pairs: 2, toleranceMs: 20 });
    expect(only(checkPacing(validTurn(), { pacingToleranceMs: 5 })).message).toBe(
      '2 consecutive deltas at least 45 ms apart (tolerance 5 ms)',
    );
  });

  it('is not-tested without two deltas of one kind before a final flush', () => {
    const v = only(checkPacing(simulate({ steps: [{ text: ['Hello.'] }] })));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no step had two deltas of one kind before its final flush');
  });

  it('fails a delta closer than the window to the one before, and to its first piece (clause whole)', () => {
    const v = only(checkPacing(paced([111, 131, 151, 171])));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toMatch(
      /^event #(\d+) \(text\.delta step 1\) arrived 20\.0 ms after event #\d+ \(text\.delta step 1\) and 1\.0 ms after the model sent its first piece; windows are 50 ms \(tolerance 20 ms\) \(and 1 more\)$/,
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({
      step: 1,
      kind: 'text',
      gapMs: 20,
      windowAgeMs: 1,
      from: 3,
      to: 4,
    });
    expect(findingsOf(v)[1]!.message).toMatch(
      / arrived 20\.0 ms after .* and 1\.0 ms after the model sent its first piece;/,
    );
  });

  it('passes a gap of exactly the window less the tolerance', () => {
    expect(only(checkPacing(paced([111, 141, 171, 201]))).status).toBe('pass');
  });

  it('passes a short gap after a late first event when the window was open long enough', () => {
    // The second delta came 10 ms after the first but exactly 30 ms after its piece was sent (130).
    expect(only(checkPacing(paced([150, 160, 200, 240]))).status).toBe('pass');
    expect(only(checkPacing(paced([150, 159, 200, 240]))).status).toBe('fail');
  });

  it('finds when each window opened among the pieces of its own kind', () => {
    const turn = simulate({
      steps: [{ reasoning: ['r1', 'r2'], text: ['a', 'b', 'c', 'd'], every: 20, perPiece: true }],
    });
    // Text pieces were sent at 150, 170, 190, 210 (after the two reasoning pieces).
    [175, 185, 260, 300].forEach((at, i) => (sseOfEvent(turn, 'text.delta', i).receivedAt = at));
    const v = only(checkPacing(turn));
    expect(v.message).toMatch(/ arrived 10\.0 ms after .* and 15\.0 ms after the model sent its first piece;/);
  });

  it('takes the piece holding the first character of a delta that begins inside merged pieces', () => {
    const turn = simulate({ steps: [{ text: ['ab', 'c', 'de', 'f'], every: 20, perPiece: true }] });
    // Deltas "abc", "de", "f" after the vessel merged the first two pieces: "de" opened at 150.
    const deltas = [0, 1, 2, 3].map((i) => sseOfEvent(turn, 'text.delta', i));
    eventData(turn, 'text.delta', 0).content = 'abc';
    removeSse(turn, deltas[1]!);
    [160, 170, 230].forEach((at, i) => (sseOfEvent(turn, 'text.delta', i).receivedAt = at));
    const v = only(checkPacing(turn, { pacingToleranceMs: 20 }));
    expect(v.message).toMatch(/ arrived 10\.0 ms after .* and 20\.0 ms after the model sent its first piece;/);
  });

  it('judges deltas of a step the model never had on their gaps alone', () => {
    const turn = withStray(simulate({ steps: [{ text: ['ok'] }] }), 3, ['x', 'y', 'z']);
    const v = only(checkPacing(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(
      /^event #\d+ \(text\.delta step 3\) arrived 0\.0 ms after event #\d+ \(text\.delta step 3\); windows are 50 ms \(tolerance 20 ms\)$/,
    );
    expect(findingsOf(v)[0]!.evidence.windowAgeMs).toBeUndefined();
  });
});

describe('merge.lateness', () => {
  it('reports the spread of piece lateness, sorted, rounded to 0.1 ms', () => {
    // Pieces sent at 110 and 130, both held by one delta received at 132.
    const turn = simulate({ steps: [{ text: ['ab', 'cd'] }] });
    sseOfEvent(turn, 'text.delta').receivedAt = 132.04;
    const v = only(checkLateness(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('lateness over 2 pieces: p50 22 ms, p90 22 ms, max 22 ms');
    expect(v.evidence).toEqual({ pieces: 2, minMs: 2, p50Ms: 22, p90Ms: 22, maxMs: 22 });
  });

  it('takes each piece at the delta holding its last character', () => {
    const turn = simulate({ steps: [{ text: ['ab', 'cd', 'ef'], every: 20, perPiece: true }] });
    [115, 140, 190].forEach((at, i) => (sseOfEvent(turn, 'text.delta', i).receivedAt = at));
    expect(only(checkLateness(turn)).evidence).toEqual({ pieces: 3, minMs: 5, p50Ms: 10, p90Ms: 40, maxMs: 40 });
  });

  it('counts the pieces of each kind against its own deltas', () => {
    const v = only(checkLateness(validTurn()));
    expect(v.message).toMatch(/^lateness over 10 pieces: /);
    // Reasoning "ab" sent at 110, text "cd" at 130, each kind's one delta received at 132.
    const turn = simulate({ steps: [{ reasoning: ['ab'], text: ['cd'] }] });
    sseOfEvent(turn, 'reasoning.delta').receivedAt = 132;
    sseOfEvent(turn, 'text.delta').receivedAt = 132;
    expect(only(checkLateness(turn)).evidence).toEqual({ pieces: 2, minMs: 2, p50Ms: 22, p90Ms: 22, maxMs: 22 });
  });

  it('leaves out a step/kind whose deltas are no prefix of the model output, and pieces no delta reached', () => {
    const other = validTurn();
    eventData(other, 'text.delta', 4).content = '!';
    expect(only(checkLateness(other)).message).toMatch(/^lateness over 3 pieces: /);

    const short = validTurn();
    removeSse(short, sseOfEvent(short, 'text.delta', 4));
    expect(only(checkLateness(short)).message).toMatch(/^lateness over 9 pieces: /);
  });

  it('is not-tested when no piece reached a delta', () => {
    const v = only(checkLateness(toolsOnly()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no streamed piece reached a delta');
  });
});
