// Results to render in the report tests: a real run of the runner against a target that serves
// only a card, with cases built from plain functions on rule ids of the real catalogue, so every
// status, level and report section appears (a MUST failure, a SHOULD failure, a pass, a skip for
// want of a declared tool, a case that throws) without starting a vessel.
import type { CaseOutcome } from '../../../src/case/index.ts';
import type { RuleId } from '../../../src/rules/index.ts';
import { catalogue } from '../../../src/rules/index.ts';
import type { LoadedEntry } from '../../../src/results/baseline.ts';
import type { Results } from '../../../src/results/schema.ts';
import type { RunPolicy } from '../../../src/evidence/rejudge.ts';
import { runCertification } from '../../../src/runner/run.ts';
import { runSettings } from '../../support/run-settings.ts';
import { cardServer, fakeModel, fnCase, profileAt, KIT } from '../../runner/fakes.ts';

const verdict = (rule: RuleId, status: 'pass' | 'fail', message: string): CaseOutcome => ({
  verdicts: [{ rule, status, message }],
});

export const MIXED_CASES = [
  fnCase('events.bad', async () => verdict('event.shape', 'fail', 'event #3 (text.delta step 2) has no content'), {
    rules: ['event.shape'],
  }),
  fnCase('merge.late', async () => verdict('merge.pacing', 'fail', 'events #4 and #5 are 3 ms apart'), {
    rules: ['merge.pacing'],
  }),
  fnCase('a2a.good', async () => verdict('a2a.card-served', 'pass', 'served'), { rules: ['a2a.card-served'] }),
  fnCase('statuses.slow', async () => verdict('status.expected', 'pass', 'ok'), {
    rules: ['status.expected'],
    needs: ['tools.slow'],
  }),
  fnCase(
    'artifacts.boom',
    async () => {
      throw new Error('kaboom <&> "quoted"');
    },
    { rules: ['artifact.answer-once'] },
  ),
];

/** A run of MIXED_CASES (or `cases`) against a card-only target, with the real catalogue. */
export async function mixedResults(
  options: {
    policy?: RunPolicy;
    cases?: typeof MIXED_CASES;
    seed?: number;
    judgeAs?: Parameters<typeof runCertification>[0]['judgeAs'];
  } = {},
): Promise<Results> {
  const target = await cardServer();
  try {
    return await runCertification({
      profile: profileAt(target.url),
      target: { kind: 'url', modelUrl: 'http://127.0.0.1:9100/v1' },
      model: fakeModel(),
      cases: options.cases ?? MIXED_CASES,
      rules: catalogue,
      kit: KIT,
      seed: options.seed ?? 4,
      settings: runSettings(
        {
          target: target.url,
          ...(options.policy?.require ? { require: options.policy.require } : {}),
          ...(options.policy?.failOn ? { failOn: options.policy.failOn } : {}),
          ...(options.policy?.expectedFailures ? { expectedFailures: options.policy.expectedFailures.file } : {}),
        },
        { kind: 'url', modelUrl: 'http://127.0.0.1:9100/v1' },
      ),
      ...(options.policy?.expectedFailures ? { expectedFailures: options.policy.expectedFailures.entries } : {}),
      ...(options.judgeAs ? { judgeAs: options.judgeAs } : {}),
    });
  } finally {
    await target.close();
  }
}

export const entry = (e: LoadedEntry) => e;
