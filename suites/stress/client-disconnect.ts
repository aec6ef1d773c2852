// stress.client-disconnect: two turns the kit hangs up on mid-stream (after the task, after the
// first text), each task then polled until terminal (src/a2a/hostile/polled.ts).
//
//   D17: "the turn goes on and ends in a terminal state `GetTask` reports."
import type { ConformanceCase, TurnSpec } from '../../src/case/index.ts';
import { checkTurn } from '../../src/checks/check-turn.ts';
import { checkClientDisconnect } from '../../src/checks/stress.ts';
import { sentenceOf } from '../sentence.ts';
import { keepFinalTasks, notTaped, pacedAnswer, SECTION, turnToItsEnd } from './common.ts';

export const clientDisconnectCase: ConformanceCase = {
  id: 'stress.hang-up-mid-stream',
  title: 'A client that hangs up mid-stream (after the task, after the first text) leaves a turn that ends terminal',
  section: SECTION,
  sentence: sentenceOf('stress.client-disconnect'),
  rules: ['stress.client-disconnect'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    const hostile = ctx.hostile;
    if (!hostile) return notTaped(['stress.client-disconnect']);
    const specs: TurnSpec[] = [
      { steps: pacedAnswer('hang up after the task'), hangUpAfter: { event: 'task' }, getTask: false },
      { steps: pacedAnswer('hang up mid-text'), hangUpAfter: { event: 'text.delta', count: 3 }, getTask: false },
    ];
    const ended = await Promise.all(specs.map((spec) => turnToItsEnd(ctx, hostile, spec)));
    const turns = ended.map((e) => e.turn);
    await keepFinalTasks(ctx, turns);
    // Each turn hung up on is judged too, on what the hang-up left readable (src/checks/disturbance.ts).
    return {
      verdicts: [...checkClientDisconnect(ended.map((e) => e.task)), ...turns.flatMap((turn) => checkTurn(turn))],
      turns,
    };
  },
};
