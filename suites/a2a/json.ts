// The JSON of a request (A2A 1.0 §5.5, §5.7): a turn spelled in snake_case runs like the camelCase
// one, and fields A2A 1.0 does not define are ignored.
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import type { ConformanceCase } from '../../src/case/index.ts';
import {
  checkErrorShapes,
  checkSnakeCaseAccepted,
  checkTurn,
  checkUnknownFieldsIgnored,
} from '../../src/checks/index.ts';
import { isObject } from '../../src/transcript/read.ts';
import { sentenceOf } from '../sentence.ts';
import { CONTRACT_SECTION, plainMessage, SPEC_SECTION, withAnswerShapes } from './shared.ts';

export const snakeCase: ConformanceCase = {
  id: 'a2a.json.snake-case',
  title:
    'A turn spelled in snake_case (message_id, context_id, media_type, accepted_output_modes) runs like the camelCase one',
  section: CONTRACT_SECTION,
  sentence: sentenceOf('a2a.snake-case-accepted'),
  rules: ['a2a.snake-case-accepted'],
  needs: [],
  async run(ctx) {
    // A history (a data part needing its media_type) and the transcript asked for, so every snake_case field matters.
    const turn = await ctx.recordTurn({
      text: 'Answer, in snake_case.',
      history: [
        { role: 'user', content: 'Earlier question.' },
        { role: 'assistant', content: 'Earlier answer.' },
      ],
      acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'],
      snakeCase: true,
      steps: [{ text: 'Answered, whatever the spelling.' }],
    });
    // The rule the case is about comes first, so a refusal is reported as the snake_case failure it is;
    // a refusal is an error answer, judged as one, with no stream for the turn's rules to judge.
    const refused = !turn.send.sse && isObject(turn.send.body?.json) && 'error' in turn.send.body.json;
    return {
      verdicts: [
        ...checkSnakeCaseAccepted(turn.send),
        ...(refused ? checkErrorShapes([turn.send]) : checkTurn(turn, { status: 'ok' })),
      ],
      turns: [turn],
    };
  },
};

export const unknownFields: ConformanceCase = {
  id: 'a2a.json.unknown-fields',
  title: 'A request carrying fields A2A 1.0 does not define is served as if they were absent',
  section: `${SPEC_SECTION} › 5.7`,
  sentence: sentenceOf('a2a.unknown-fields-ignored'),
  rules: ['a2a.unknown-fields-ignored'],
  needs: [],
  async run(ctx) {
    const answer = await ctx.client.sendMessage({
      message: plainMessage('unknown-fields', { vesselKitFutureField: { since: '9.9' } }),
      vesselKitFutureParam: true,
    });
    return withAnswerShapes(checkUnknownFieldsIgnored(answer), [answer]);
  },
};
