// Identifiers (A2A 1.0 §3.4): a message without a contextId gets one generated, each new task an
// id of its own; a message naming an unknown task, or a running task under another context, is
// refused.
import { randomBytes } from 'node:crypto';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import type { ConformanceCase } from '../../src/case/index.ts';
import {
  answeredWithMessage,
  checkContextIdGenerated,
  checkContextTaskMismatch,
  checkMessageUnknownTask,
  checkTaskIdUnique,
  checkTurn,
  notApplicable,
} from '../../src/checks/index.ts';
import { sentenceOf } from '../sentence.ts';
import { SLOW_FIRST_TOKEN_MS, slowStep } from '../slow-step.ts';
import { ERROR_RULES, onTaskNamed, plainMessage, SPEC_SECTION, unknownTaskId, withAnswerShapes } from './shared.ts';

export const ids: ConformanceCase = {
  id: 'a2a.identifiers.new-ids',
  title: 'A message without contextId gets a generated one; every new task gets an id of its own',
  section: `${SPEC_SECTION} › 3.4.1, 3.4.2`,
  sentence: `${sentenceOf('a2a.context-id-generated')} […] ${sentenceOf('a2a.task-id-unique')}`,
  rules: ['a2a.context-id-generated', 'a2a.task-id-unique', 'a2a.result-response'],
  needs: [],
  async run(ctx) {
    const first = await ctx.client.sendMessage({ message: plainMessage('no-context') });
    const second = await ctx.client.sendMessage({ message: plainMessage('no-context') });
    return withAnswerShapes([...checkContextIdGenerated(first), ...checkTaskIdUnique(first, second)], [first, second]);
  },
};

export const messageTaskIds: ConformanceCase = {
  id: 'a2a.identifiers.message-task-ids',
  title: 'A message naming an unknown task gets -32001; one naming a running task but another context, an error',
  section: `${SPEC_SECTION} › 3.4.2, 3.4.3`,
  sentence: `${sentenceOf('a2a.message-unknown-task')} […] ${sentenceOf('a2a.context-task-mismatch')}`,
  rules: ['a2a.message-unknown-task', 'a2a.context-task-mismatch', ...ERROR_RULES],
  needs: [],
  expectedMs: SLOW_FIRST_TOKEN_MS,
  async run(ctx) {
    const unknown = await ctx.client.sendMessage({
      message: plainMessage('unknown-task', { taskId: unknownTaskId(ctx) }),
    });
    let mismatch: Promise<RecordedExchange> | undefined;
    // Once the stream names its task, a message naming it under another context: the slow model keeps it running.
    const turn = await ctx.recordTurn(
      {
        text: 'Take a moment.',
        steps: [slowStep('Done, slowly.', ctx.timeoutScale)],
      },
      onTaskNamed(
        (taskId) =>
          (mismatch = ctx.client.sendMessage({
            message: plainMessage('mismatch', {
              taskId,
              contextId: `vessel-kit-other-${randomBytes(4).toString('hex')}`,
            }),
          })),
      ),
    );
    const verdicts = [...checkMessageUnknownTask(unknown)];
    const exchanges = [unknown];
    if (answeredWithMessage(turn)) verdicts.push(...notApplicable(['a2a.context-task-mismatch'], 'to name'));
    else {
      verdicts.push(...checkTurn(turn, { status: 'ok' }));
      const answer = mismatch && (await mismatch);
      if (answer) exchanges.push(answer);
      verdicts.push(...checkContextTaskMismatch(answer));
    }
    return { ...withAnswerShapes(verdicts, exchanges), turns: [turn] };
  },
};
