// stress.slow-reader: a client that reads nothing of a long stream (src/a2a/hostile/unread.ts)
// while another turn runs, then, once its turn has ended, a stream far larger than a send buffer
// left unread the same way and read on as far as the bound.
//
//   D17: "A client that stops reading a stream is not given unbounded memory: the vessel may drop
//   it after a send buffer or time cap it chooses; the turn goes on and ends in a terminal state
//   `GetTask` reports."
import {
  disturbedBy,
  type RecordedTaskPolls,
  type RecordedTurn,
  type RecordedUnreadStream,
} from '../../src/a2a/recording.ts';
import type { CaseContext, ConformanceCase, HostileClients } from '../../src/case/index.ts';
import { checkTurn } from '../../src/checks/check-turn.ts';
import { checkSlowReader, taskEndOf, type SlowReaderRecordings } from '../../src/checks/stress.ts';
import type { ScriptStep } from '../../mock-model/script-schema.ts';
import { sentenceOf } from '../sentence.ts';
import { MiB, notTaped, SECTION, turnEndLimitMs } from './common.ts';

/** How long a held stream may take to send its first event. */
const FIRST_EVENT_MS = 10_000;
/** How long the client of the first stream reads nothing before another turn starts: the sockets' buffers fill meanwhile. */
const QUIET_MS = 1_000;
/** How long the other turn has once the unread one ended, the stream still unread. */
const OTHER_TURN_GRACE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A text answer of `chars` characters, streamed `chunk` characters a frame `intervalMs` apart. */
const longAnswer = (chars: number, chunk: number, intervalMs: number): ScriptStep[] => [
  { text: 'x'.repeat(chars), timing: { chunk_chars: chunk, interval_ms: intervalMs } },
];

/**
 * A stream of ~10 MiB in ~1 s (more than the sockets hold: the vessel keeps the rest), held
 * unread while another turn runs and the unread turn's task is polled to its end.
 */
async function unreadWithAnother(
  ctx: CaseContext,
  hostile: HostileClients,
): Promise<{ unread: RecordedUnreadStream; unreadTask?: RecordedTaskPolls; other?: RecordedTurn }> {
  const limitMs = turnEndLimitMs(ctx);
  let other: Promise<RecordedTurn> | undefined;
  let unreadTask: RecordedTaskPolls | undefined;
  const unread = await hostile.unread(
    { steps: longAnswer(3 * MiB, 65_536, 20), text: 'A long answer nobody reads.' },
    { firstEventMs: FIRST_EVENT_MS * ctx.timeoutScale, quietMs: QUIET_MS, readOnMs: limitMs },
    async (taskId) => {
      other = ctx.recordTurn({ text: 'A turn beside one nobody reads.' });
      unreadTask = await hostile.polled(taskId, { limitMs });
      // The other turn has until the unread one ended and a grace more, still unread; then the kit reads on.
      await Promise.race([other, sleep(OTHER_TURN_GRACE_MS * ctx.timeoutScale)]);
    },
  );
  // The other turn ran beside a stream held unread: the kit loaded the vessel meanwhile.
  return {
    unread,
    ...(unreadTask ? { unreadTask } : {}),
    ...(other ? { other: disturbedBy(await other, 'load') } : {}),
  };
}

/**
 * The large stream: tens of MiB as fast as the vessel goes, held unread until GetTask shows its
 * turn terminal (four times the wait), then read on as far as the bound, twice its answer's
 * characters: past it the vessel has shown it held too much, and the kit reads no further.
 */
async function largeUnread(
  ctx: CaseContext,
  hostile: HostileClients,
  chars: number,
): Promise<{ stream: RecordedUnreadStream; task?: RecordedTaskPolls }> {
  const limitMs = 4 * turnEndLimitMs(ctx);
  let task: RecordedTaskPolls | undefined;
  const stream = await hostile.unread(
    { steps: longAnswer(chars, 65_536, 0), text: 'A very long answer.' },
    { firstEventMs: FIRST_EVENT_MS * ctx.timeoutScale, readOnMs: limitMs, stopAfterBytes: 2 * chars },
    async (taskId) => void (task = await hostile.polled(taskId, { limitMs })),
  );
  return { stream, ...(task ? { task } : {}) };
}

export const slowReaderCase = (largeChars: number): ConformanceCase => ({
  id: 'stress.unread-long-stream',
  title:
    'A client that reads nothing of a long stream holds up no other turn; its turn ends; the stream is not held whole',
  section: SECTION,
  sentence: sentenceOf('stress.slow-reader'),
  rules: ['stress.slow-reader'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    const hostile = ctx.hostile;
    if (!hostile) return notTaped(['stress.slow-reader']);
    const recorded: SlowReaderRecordings = await unreadWithAnother(ctx, hostile);
    // When the first unread turn never ended (or was never held), the larger one is not tried.
    if (largeChars > 0 && recorded.unreadTask && taskEndOf(recorded.unreadTask).terminal)
      recorded.large = await largeUnread(ctx, hostile, largeChars);
    // The other turn is judged whole too, but for its timing (src/checks/disturbance.ts).
    const others = recorded.other ? [recorded.other] : [];
    return {
      verdicts: [...checkSlowReader(recorded), ...others.flatMap((turn) => checkTurn(turn, { status: 'ok' }))],
      turns: others,
    };
  },
});
