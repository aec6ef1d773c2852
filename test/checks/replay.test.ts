// checkReplayAccepted (CONTRACT.md D8), the replay property end to end, as the property suite calls
// it: the next turn, sent with the earlier turn's messages appended to its history, is judged like
// any turn expected to end ok, and content.replay-valid says whether it ran.
import { describe, expect, it } from 'vitest';
import { checkTurn } from '../../src/checks/check-turn.ts';
import { checkReplayAccepted } from '../../src/checks/replay.ts';
import { validTurn } from './builders.ts';
import { modelErrorTurn, refusedTurn } from './turn-cases.ts';
import { clausesOf } from './artifacts-builders.ts';

describe('content.replay-valid (checkReplayAccepted)', () => {
  it("passes a next turn that ran, after that turn's own verdicts judged as a turn expected to end ok", () => {
    const verdicts = checkReplayAccepted(validTurn(), 3);
    const own = checkTurn(validTurn(), { status: 'ok' });
    expect(verdicts.slice(0, -1).map((v) => [v.rule, v.status])).toEqual(own.map((v) => [v.rule, v.status]));
    const v = verdicts.at(-1)!;
    expect(v.rule).toBe('content.replay-valid');
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the next turn ran on the history with the 3 messages appended');
  });

  it('fails a next turn that was refused, or did not end ok, quoting status.expected', () => {
    for (const [next, appended] of [
      [refusedTurn(), 4],
      [modelErrorTurn(), 2],
    ] as const) {
      const verdicts = checkReplayAccepted(next, appended);
      const expected = verdicts.find((v) => v.rule === 'status.expected')!;
      expect(expected.status).not.toBe('pass');
      const v = verdicts.at(-1)!;
      expect(v.rule).toBe('content.replay-valid');
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['whole']);
      expect(v.message).toBe(
        `the next turn, sent with the ${appended} messages appended to its history, did not run: ${expected.message}`,
      );
    }
  });

  it('judges the next turn against the status ok, not the status its script would infer', () => {
    const verdicts = checkReplayAccepted(modelErrorTurn(), 2);
    expect(verdicts.find((v) => v.rule === 'status.expected')?.message).toMatch(/\bok\b/);
  });
});
