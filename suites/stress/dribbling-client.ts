// stress.dribbling-client: a GetTask written a byte at a time, head and body
// (src/a2a/hostile/dribbled.ts), while one turn runs beside its head and another beside its body.
// The rule rests on D17's sentence on clients that stop reading (src/rules/stress.ts).
import { disturbedBy, type RecordedTurn } from '../../src/a2a/recording.ts';
import type { ConformanceCase } from '../../src/case/index.ts';
import { checkTurn } from '../../src/checks/check-turn.ts';
import { checkDribblingClient } from '../../src/checks/stress.ts';
import { sentenceOf } from '../sentence.ts';
import { notTaped, SECTION } from './common.ts';

const DRIBBLE_PAUSE_MS = 8;
const ANSWER_LIMIT_MS = 5_000;

export const dribblingClientCase: ConformanceCase = {
  id: 'stress.byte-at-a-time-request',
  title: 'While a client sends its headers and body a byte at a time, other turns run; the dribbler is answered',
  section: SECTION,
  sentence: sentenceOf('stress.dribbling-client'),
  rules: ['stress.dribbling-client'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    const hostile = ctx.hostile;
    if (!hostile) return notTaped(['stress.dribbling-client']);
    const others: Promise<RecordedTurn>[] = [ctx.recordTurn({ text: 'A turn while headers dribble.' })];
    const dribble = await hostile.dribbled(
      {
        body: { jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'stress-dribbled-unknown-task' } },
        pauseMs: DRIBBLE_PAUSE_MS,
        answerLimitMs: ANSWER_LIMIT_MS * ctx.timeoutScale,
      },
      () => others.push(ctx.recordTurn({ text: 'A turn while a body dribbles.' })),
    );
    // The turns beside the dribbler are judged whole too, but for their timing (src/checks/disturbance.ts).
    const turns = (await Promise.all(others)).map((turn) => disturbedBy(turn, 'dribbled'));
    return {
      verdicts: [
        ...checkDribblingClient({ dribble, others: turns }),
        ...turns.flatMap((turn) => checkTurn(turn, { status: 'ok' })),
      ],
      turns,
    };
  },
};
