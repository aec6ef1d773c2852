// stress.load: N concurrent turns, about a fifth cancelled and a fifth hung up, each task polled to
// its end as its turn ends; every stream read whole is held to the turn checks too
// (bench/soak.bench.ts drives the same load for minutes).
import { disturbedBy } from '../../src/a2a/recording.ts';
import type { CaseContext, ConformanceCase, TurnSpec } from '../../src/case/index.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { checkLoad, loadTurnOf, type LoadRecording, type LoadTurn } from '../../src/checks/stress.ts';
import { sentenceOf } from '../sentence.ts';
import { keepFinalTasks, notTaped, pacedAnswer, SECTION, turnToItsEnd } from './common.ts';

/**
 * What each of `n` turns does: a fifth of them (at least one) cancelled, a fifth (at least one) hung
 * up on, the rest read, in an order `random` shuffles. The counts are dealt, not drawn, so every
 * seed exercises all three: a drawn mix left eight turns with no hang-up about one seed in six.
 */
export function loadActions(n: number, random: () => number): LoadTurn['action'][] {
  const each = n >= 3 ? Math.max(1, Math.round(n / 5)) : 0;
  const actions: LoadTurn['action'][] = Array.from({ length: n }, (_, i) =>
    i < each ? 'cancel' : i < 2 * each ? 'hang-up' : 'read',
  );
  for (let i = actions.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [actions[i], actions[j]] = [actions[j]!, actions[i]!];
  }
  return actions;
}

/**
 * Records `n` concurrent turns, each cancelled, hung up on or read as loadActions deals it, and
 * then each task polled to its end. Without the hostile clients (a bundle an older kit recorded),
 * nothing.
 */
export async function recordLoad(ctx: CaseContext, n: number): Promise<LoadRecording[] | undefined> {
  const hostile = ctx.hostile;
  if (!hostile) return undefined;
  const actions = loadActions(n, ctx.random);
  const plans = actions.map((action, index) => {
    const after = { event: 'text.delta' as const, count: 1 + Math.floor(ctx.random() * 3) };
    return { index, action, after };
  });
  const ended = await Promise.all(
    plans.map(({ index, action, after }) => {
      const spec: TurnSpec = {
        steps: pacedAnswer(`load turn ${index}`, 800),
        getTask: false,
        ...(action === 'cancel' ? { cancelAfter: after } : {}),
        ...(action === 'hang-up' ? { hangUpAfter: after } : {}),
      };
      return turnToItsEnd(ctx, hostile, spec);
    }),
  );
  await keepFinalTasks(
    ctx,
    ended.map((e) => e.turn),
  );
  // Each turn ran among n: the kit loaded the vessel, so no turn is timed as one alone (src/checks/disturbance.ts).
  return plans.map(({ index, action }, i) => ({
    index,
    action,
    ...ended[i]!,
    turn: disturbedBy(ended[i]!.turn, 'load'),
  }));
}

/** What the load drove: each turn as recorded, its stream checks' verdicts and what the kit measured of it. */
export interface LoadRun extends LoadRecording {
  verdicts: Verdict[];
  measured: LoadTurn;
}

/** The load case's turns, each judged (bench/soak.bench.ts). */
export async function driveLoad(ctx: CaseContext, n: number): Promise<LoadRun[]> {
  const recorded = (await recordLoad(ctx, n)) ?? [];
  return recorded.map((r) => ({ ...r, ...loadTurnOf(r) }));
}

export const loadCase = (n: number): ConformanceCase => ({
  id: 'stress.concurrent-turns',
  title: `${n} concurrent turns with random cancels and hang-ups each end terminal, every whole stream valid`,
  section: SECTION,
  sentence: `${sentenceOf('stress.load', 0)} […] ${sentenceOf('stress.load', 1)}`,
  rules: ['stress.load'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    const recorded = await recordLoad(ctx, n);
    if (!recorded) return notTaped(['stress.load']);
    return { verdicts: checkLoad(recorded), turns: recorded.map((r) => r.turn) };
  },
});
