// turn.same-outcome (D1): the same input played twice gives the same events, content and
// transcript; each clause is seen failing on a second turn changed in that one respect, and what
// is not compared (how deltas split, the script directive) is seen not to matter.
import { describe, expect, it } from 'vitest';
import { checkSameOutcome } from '../../src/checks/same-outcome.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import {
  chunkData,
  eventData,
  insertSse,
  removeSse,
  simulate,
  sseOfEvent,
  validTurn,
  type SimTurn,
} from './builders.ts';
import { only } from './content-builders.ts';

const VALID_EVENTS =
  'turn.started reasoning.delta@1 text.delta@1 step.finished tool.started tool.finished text.delta@2 step.finished turn.finished';

/** The valid turn's script with every model piece streamed as a delta of its own. */
const splitTurn = (over: Partial<SimTurn> = {}) =>
  simulate({
    steps: [
      {
        reasoning: ['Let me ', 'look.'],
        text: ['Looking. '],
        tools: [{ id: 'call_1', name: 'list', arguments: '{"path":"."}', output: 'species/' }],
        perPiece: true,
      },
      { text: ['There ', 'is ', 'one ', 'folder', ', ', 'species/', '.'], every: 25, perPiece: true },
    ],
    ...over,
  });

describe('turn.same-outcome', () => {
  it('passes two turns of the same input, counting the merged events and the messages', () => {
    const v = only(checkSameOutcome(validTurn(), validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the same events (9 after merging deltas), content and transcript (4 messages) twice');
  });

  it('does not compare how deltas split, of either kind', () => {
    const second = splitTurn();
    expect(second.send.sse!.length).toBeGreaterThan(validTurn().send.sse!.length);
    const v = only(checkSameOutcome(validTurn(), second));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the same events (9 after merging deltas), content and transcript (4 messages) twice');
  });

  it('does not compare the script directive in the user words', () => {
    const v = only(checkSameOutcome(validTurn(), validTurn({ userText: 'vessel-kit:script=s2\nWhat is here?' })));
    expect(v.status).toBe('pass');
  });

  it('fails on other events, listing both sequences, with them as evidence (#events)', () => {
    const second = validTurn();
    removeSse(second, sseOfEvent(second, 'tool.started'), sseOfEvent(second, 'tool.finished'));
    const v = only(checkSameOutcome(validTurn(), second));
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['events']);
    const shorter =
      'turn.started reasoning.delta@1 text.delta@1 step.finished text.delta@2 step.finished turn.finished';
    expect(v.message).toBe(`the same input gave other events: ${VALID_EVENTS} then ${shorter}`);
    expect((v.evidence as any).findings[0].evidence).toEqual({
      first: VALID_EVENTS.split(' '),
      second: shorter.split(' '),
    });
  });

  it('fails on an event repeated, which merging does not hide (#events)', () => {
    const second = validTurn();
    const started = sseOfEvent(second, 'tool.started');
    insertSse(second, started.index + 1, structuredClone(started.json));
    const v = only(checkSameOutcome(validTurn(), second));
    expect(brokenClauses(v)).toEqual(['events']);
  });

  it('fails on other content in one delta of several (#content)', () => {
    const second = validTurn();
    eventData(second, 'text.delta', 1).content = 'THERE is ';
    const v = only(checkSameOutcome(validTurn(), second));
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['content']);
    expect(v.message).toBe(
      'the same input streamed other text.delta@2: "There is one folder, species/." then "THERE is one folder, species/."',
    );
  });

  it('fails on other reasoning (#content)', () => {
    const second = validTurn();
    eventData(second, 'reasoning.delta').content = 'Hmm.';
    const v = only(checkSameOutcome(validTurn(), second));
    expect(brokenClauses(v)).toEqual(['content']);
    expect(v.message).toBe('the same input streamed other reasoning.delta@1: "Let me look." then "Hmm."');
  });

  it('adds nothing to the content for a delta carrying no text', () => {
    const second = validTurn();
    const last = sseOfEvent(second, 'text.delta', 4);
    const extra = structuredClone(last.json) as any;
    extra.result.statusUpdate.status.message.parts[0].data.content = 42;
    insertSse(second, last.index + 1, extra);
    expect(only(checkSameOutcome(validTurn(), second)).status).toBe('pass');
  });

  it('compares no content of events other than deltas', () => {
    const second = validTurn();
    eventData(second, 'turn.started').content = 'extra';
    expect(only(checkSameOutcome(validTurn(), second)).status).toBe('pass');
  });

  it('fails on another transcript, with both as evidence, the directive left out (#transcript)', () => {
    const second = validTurn();
    chunkData(second, 1).messages[0].content = 'changed';
    const v = only(checkSameOutcome(validTurn(), second));
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['transcript']);
    expect(v.message).toBe('the same input gave another transcript');
    const { first, second: other } = (v.evidence as any).findings[0].evidence;
    expect(first).toHaveLength(4);
    expect(first[0]).toEqual({ role: 'user', content: '\nWhat is here?' });
    expect(other[1].content).toBe('changed');
  });

  it('is not tested when either turn has no turn.finished', () => {
    const second = validTurn();
    removeSse(second, sseOfEvent(second, 'turn.finished'));
    const a = only(checkSameOutcome(validTurn(), second));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe('one of the two turns has no turn.finished');
    const first = validTurn();
    removeSse(first, sseOfEvent(first, 'turn.finished'));
    expect(only(checkSameOutcome(first, validTurn())).status).toBe('not-tested');
  });
});
