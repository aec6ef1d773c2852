// Versioning (A2A 1.0 §3.6; CONTRACT.md › A2A layer): an A2A-Version the server does not support
// gets -32009; a patch version is served as its minor; an empty one means 0.3, refused.
import type { ConformanceCase } from '../../src/case/index.ts';
import { cardOf, checkVersionNegotiation, checkVersionUnsupported } from '../../src/checks/index.ts';
import { sentenceOf } from '../sentence.ts';
import { ERROR_RULES, singleCallError, SPEC_SECTION, unknownTaskId, withAnswerShapes } from './shared.ts';

export const versionUnsupported = singleCallError({
  id: 'a2a.versioning.version-unsupported',
  rule: 'a2a.version-unsupported',
  title: 'A request with A2A-Version 99.0 gets -32009',
  send: (ctx) => ctx.client.getTask(unknownTaskId(ctx), { headers: { 'A2A-Version': '99.0' } }),
  check: checkVersionUnsupported,
});

export const versions: ConformanceCase = {
  id: 'a2a.versioning.version-negotiation',
  title: 'A2A-Version 1.0.7 is served as 1.0; an empty A2A-Version is 0.3, refused with -32009',
  section: `${SPEC_SECTION} › 3.6, 3.6.2`,
  sentence: sentenceOf('a2a.version-negotiation'),
  rules: ['a2a.version-negotiation', ...ERROR_RULES],
  needs: [],
  async run(ctx) {
    const card = cardOf(await ctx.client.getCard());
    const id = unknownTaskId(ctx);
    const [patch, empty] = await Promise.all([
      ctx.client.getTask(id, { headers: { 'A2A-Version': '1.0.7' } }),
      ctx.client.getTask(id, { headers: { 'A2A-Version': '' } }),
    ]);
    return withAnswerShapes(checkVersionNegotiation(patch, empty, card), [patch, empty]);
  },
};
