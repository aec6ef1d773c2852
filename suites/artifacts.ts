// events.txt › "Artifacts" and transcript-format.txt › "What comes back" (CONTRACT.md D9, D10,
// D16): the answer artifact, the transcript artifact when asked for, its chunks and closing
// summary, and file artifacts for the types the client accepts (fixtures/turns/artifacts/).
//
//   "With the transcript media type in acceptedOutputModes, the transcript artifact streams each
//   completed message of the turn, in order […] Each message is sent once, as soon as it is
//   complete, so a dropped stream still leaves a usable prefix."
//   D16: "A file is sent when acceptedOutputModes is empty or absent, or lists its media type,
//   type/* or */*."
import type { ConformanceCase } from '../src/case/index.ts';
import { checkTurn } from '../src/checks/index.ts';
import { fixtureCases } from './fixture-case.ts';
import { sentenceOf } from './sentence.ts';
import type { TurnFixture } from './turn-fixture.ts';

/** A file case whose acceptedOutputModes are built from the declared file's media type. */
function fileAcceptedAs(id: string, title: string, modes: (mediaType: string) => string[]): ConformanceCase {
  return {
    id,
    title,
    section: 'events.txt › Artifacts',
    sentence: `${sentenceOf('artifact.file')} | ${sentenceOf('artifact.file-accepted')} (D16: ${sentenceOf('artifact.file-accepted', 1)})`,
    rules: ['artifact.file', 'artifact.file-accepted'],
    needs: ['tools.file'],
    async run(ctx) {
      const mediaType = ctx.agent.tools!.file!.media_type;
      const steps = [{ tool_calls: [{ id: 'call_file', name: '$file' }] }, { text: 'Here is your file.' }];
      const turn = await ctx.recordTurn({
        text: 'Make a file.',
        steps,
        acceptedOutputModes: ['text/markdown', ...modes(mediaType)],
      });
      return { verdicts: checkTurn(turn, { status: 'ok' }), turns: [turn] };
    },
  };
}

const fileExactType = fileAcceptedAs(
  'artifacts.file-exact-type',
  'A file whose media type acceptedOutputModes lists is sent',
  (t) => [t],
);
const fileTypeWildcard = fileAcceptedAs(
  'artifacts.file-type-wildcard',
  'type/* in acceptedOutputModes accepts files of that type',
  (t) => [`${t.split('/')[0]}/*`],
);

export const artifactCases = (fixtures: readonly TurnFixture[]): ConformanceCase[] => [
  ...fixtureCases(fixtures, 'artifacts'),
  fileExactType,
  fileTypeWildcard,
];
