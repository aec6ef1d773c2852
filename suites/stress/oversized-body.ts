// stress.oversized-body: a SendMessage 1 MiB over the profile's max_body_bytes, sent once with its
// length stated and once chunked, each generated as it goes (src/a2a/hostile/oversized.ts).
//
//   D17: "A request body over the vessel's stated cap is refused with HTTP 413 or -32600 before
//   it is read whole"
import type { ConformanceCase } from '../../src/case/index.ts';
import { checkOversizedBody } from '../../src/checks/stress.ts';
import { DEFAULT_PROFILE_MAX_BODY_BYTES } from '../../src/profile/schema.ts';
import { sentenceOf } from '../sentence.ts';
import { MiB, notTaped, SECTION } from './common.ts';

/** How long each send waits for its answer or its close. */
const ANSWER_LIMIT_MS = 60_000;

export const oversizedBodyCase: ConformanceCase = {
  id: 'stress.body-over-limit',
  title: "A body 1 MiB over the profile's max_body_bytes is refused before the kit has sent it whole",
  section: SECTION,
  sentence: sentenceOf('stress.oversized-body'),
  rules: ['stress.oversized-body'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    const hostile = ctx.hostile;
    if (!hostile) return notTaped(['stress.oversized-body']);
    const cap = ctx.profile.max_body_bytes ?? DEFAULT_PROFILE_MAX_BODY_BYTES;
    const send = { bodyBytes: cap + MiB, limitMs: ANSWER_LIMIT_MS * ctx.timeoutScale };
    const sends = [
      await hostile.oversized({ ...send, mode: 'declared-length' }),
      await hostile.oversized({ ...send, mode: 'unstated-length' }),
    ];
    return { verdicts: checkOversizedBody(cap, sends) };
  },
};
