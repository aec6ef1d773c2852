// turn.same-outcome (D1): the same input played twice gives the same events, content and
// transcript; each clause is seen failing on a second turn changed in that one respect.
import { describe, expect, it } from 'vitest';
import { checkSameOutcome } from '../../src/checks/same-outcome.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import { chunkData, eventData, removeSse, sseOfEvent, validTurn } from './builders.ts';

describe('turn.same-outcome', () => {
  it('passes two turns of the same input', () => {
    expect(checkSameOutcome(validTurn(), validTurn())[0]?.status).toBe('pass');
  });

  it('fails on other events (#events)', () => {
    const second = validTurn();
    removeSse(second, sseOfEvent(second, 'tool.started'), sseOfEvent(second, 'tool.finished'));
    const [v] = checkSameOutcome(validTurn(), second);
    expect(v?.status).toBe('fail');
    expect(brokenClauses(v!)).toEqual(['events']);
    expect(v?.message).toMatch(/the same input gave other events/);
  });

  it('fails on other content (#content)', () => {
    const second = validTurn();
    eventData(second, 'text.delta').content += '!';
    const [v] = checkSameOutcome(validTurn(), second);
    expect(brokenClauses(v!)).toEqual(['content']);
    expect(v?.message).toMatch(/the same input streamed other text\.delta@1/);
  });

  it('fails on another transcript (#transcript)', () => {
    const second = validTurn();
    chunkData(second, 1).messages[0].content = 'changed';
    const [v] = checkSameOutcome(validTurn(), second);
    expect(brokenClauses(v!)).toEqual(['transcript']);
  });

  it('is not tested when a turn has no turn.finished', () => {
    const second = validTurn();
    removeSse(second, sseOfEvent(second, 'turn.finished'));
    expect(checkSameOutcome(validTurn(), second)[0]?.status).toBe('not-tested');
  });
});
