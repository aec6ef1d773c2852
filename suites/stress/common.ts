// What the robustness cases share: their section, how long they wait for a turn a client left to
// end, the paced answers their turns play, and the outcome of a case judged again from a bundle
// whose tape holds no hostile client's recordings.
import type { RecordedTaskPolls, RecordedTurn } from '../../src/a2a/recording.ts';
import { taskIdOf } from '../../src/a2a/stream-events.ts';
import type { CaseContext, CaseOutcome, HostileClients, TurnSpec } from '../../src/case/index.ts';
import { notTested } from '../../src/checks/verdict.ts';
import type { RuleId } from '../../src/rules/index.ts';
import type { ScriptStep } from '../../mock-model/script-schema.ts';

export const SECTION = 'CONTRACT.md › D17';
export const MiB = 1024 * 1024;

/**
 * How long the kit polls GetTask for a turn it stopped reading or hung up on: its scripts play in
 * 3 s at most, and a turn the client left goes on and ends like any other (D17), so 15 s, scaled.
 */
const TURN_END_LIMIT_MS = 15_000;
export const turnEndLimitMs = (ctx: CaseContext): number => TURN_END_LIMIT_MS * ctx.timeoutScale;

/** `chars` characters of text, 4 every 10 ms (1 s per 400). */
export const pacedAnswer = (words: string, chars = 400): ScriptStep[] => [
  {
    text: `${words} `.repeat(Math.ceil(chars / (words.length + 1))).slice(0, chars),
    timing: { chunk_chars: 4, interval_ms: 10 },
  },
];

/** A case judged again from a bundle an older kit recorded, whose tape cannot answer the hostile clients. */
export const notTaped = (rules: readonly RuleId[]): CaseOutcome => ({
  verdicts: rules.map((rule) =>
    notTested(
      rule,
      'not judged again from this bundle: the kit that recorded it did not tape the hostile clients this case sends with',
    ),
  ),
});

const taskIdOfTurn = (turn: RecordedTurn): string | undefined =>
  (turn.send.sse ?? []).map((e) => taskIdOf(e.json)).find((id) => id !== undefined);

/** The turn `spec` says, then its task polled until terminal, from the moment the turn's recording ended. */
export async function turnToItsEnd(
  ctx: CaseContext,
  hostile: HostileClients,
  spec: TurnSpec,
): Promise<{ turn: RecordedTurn; task: RecordedTaskPolls }> {
  const turn = await ctx.recordTurn(spec);
  return { turn, task: await hostile.polled(taskIdOfTurn(turn), { limitMs: turnEndLimitMs(ctx) }) };
}

/**
 * GetTask for each turn read to its end, once its task was polled terminal: a turn read to its
 * end keeps that last GetTask as its own, judged with it; a hung-up one does not, for its model
 * journal was taken when the kit hung up while the turn went on, so the task's final word and the
 * journal would not describe the same moment. Asked in the turns' order once all have ended, not
 * as each ends, so a rejudge answers each turn's GetTask with its own recording.
 */
export async function keepFinalTasks(ctx: CaseContext, turns: readonly RecordedTurn[]): Promise<void> {
  await Promise.all(
    turns.map(async (turn) => {
      const id = taskIdOfTurn(turn);
      if (id !== undefined && turn.send.end.how === 'complete') turn.getTask = await ctx.client.getTask(id);
    }),
  );
}
