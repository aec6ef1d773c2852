// Faults of the artifact rules (src/rules/artifact.ts): the answer missing, doubled, late, in the
// wrong form or other than the final message; file artifacts malformed, missing or of types not
// asked for; the transcript sent unasked or never, its chunks malformed, late or without summary.
import { taskFieldFault } from './bends/task-field.ts';
import { ArtifactNames } from '../a2a/vessel-events.ts';
import { Methods, type Artifact } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { TranscriptMessage } from '../transcript/schema.ts';
import type { TurnOutput } from '../vessel/seams.ts';
import { isTerminalUpdate, mapStream, rewriteResult } from './bends/server.ts';
import {
  chunkData,
  chunks,
  isArtifact,
  isEvent,
  isTranscript,
  withChunkData,
  type ArtifactOutput,
} from './bends/stream.ts';
import { answerText, artifactsNamed, outputs, policy, stream } from './bends/turn.ts';
import { fault, type ClauseIn, type FaultsOf } from './fault.ts';

const withoutAnswer = (artifacts: unknown[]) =>
  artifacts.filter((a) => !(isObject(a) && a.name === ArtifactNames.answer));

/** For each clause of artifact.file, how a careless vessel bends its file artifacts. */
const FILE_BENDS: readonly {
  clause: ClauseIn<'artifact'>;
  name: string;
  description: string;
  change: (file: Artifact) => Artifact | undefined;
}[] = [
  {
    clause: 'artifact.file#one-raw-part',
    name: 'file-two-parts',
    description: 'each file artifact holds its raw part twice',
    change: (a) => ({ ...a, parts: [...a.parts, ...a.parts] }),
  },
  {
    clause: 'artifact.file#fields',
    name: 'file-without-filename',
    description: "file artifacts' raw part has no filename",
    change: (a) => ({ ...a, parts: a.parts.map(({ filename: _f, ...p }) => p) }),
  },
  {
    clause: 'artifact.file#call-id',
    name: 'file-unknown-call',
    description: "file artifacts' metadata.call_id names no tool call of the turn",
    change: (a) => ({
      ...a,
      parts: a.parts.map((p) => ({ ...p, metadata: { ...p.metadata, call_id: 'call-nobody-made' } })),
    }),
  },
  {
    clause: 'artifact.file#listed',
    name: 'no-file-artifact',
    description: 'lists files in turn.finished but sends no file artifact',
    change: () => undefined,
  },
];

/** For clauses of artifact.transcript-chunks, how a careless vessel bends each transcript chunk (`index` counts them). */
const CHUNK_BENDS: readonly {
  clause: ClauseIn<'artifact'>;
  name: string;
  description: string;
  chunk: (chunk: ArtifactOutput, index: number) => TurnOutput;
}[] = [
  {
    clause: 'artifact.transcript-chunks#one-artifact',
    name: 'transcript-chunk-other-id',
    description: 'transcript chunks after the first carry another artifactId',
    chunk: (c, i) => (i > 0 ? { ...c, artifact: { ...c.artifact, artifactId: `${c.artifact.artifactId}-${i}` } } : c),
  },
  {
    clause: 'artifact.transcript-chunks#append',
    name: 'transcript-chunk-not-appended',
    description: 'transcript chunks after the first say append: false',
    chunk: (c) => ({ ...c, append: false }),
  },
  {
    clause: 'artifact.transcript-chunks#one-part',
    name: 'transcript-chunk-two-parts',
    description: 'transcript chunks carry a text part beside the transcript part',
    chunk: (c) => ({ ...c, artifact: { ...c.artifact, parts: [...c.artifact.parts, { text: 'chunk' }] } }),
  },
  {
    clause: 'artifact.transcript-chunks#envelope',
    name: 'transcript-chunk-version-2',
    description: 'transcript chunks say version 2',
    chunk: (c) => withChunkData(c, { ...chunkData(c), version: 2 }),
  },
  {
    clause: 'artifact.transcript-chunks#last-chunk',
    name: 'transcript-last-chunk-unflagged',
    description: 'the last transcript chunk says lastChunk: false',
    chunk: (c) => ({ ...c, lastChunk: false }),
  },
  {
    clause: 'artifact.transcript-chunks#only-last',
    name: 'transcript-first-chunk-flagged-last',
    description: 'the first transcript chunk says lastChunk: true though more follow',
    chunk: (c, i) => (i === 0 && !c.lastChunk ? { ...c, lastChunk: true } : c),
  },
];

export const faults = [
  fault(
    'artifact.answer-once#sent',
    'no-answer-artifact',
    'never sends the answer artifact (in the stream or the task)',
    artifactsNamed(ArtifactNames.answer, () => undefined),
    { alsoBreaks: ['order.sequence'] },
  ),
  fault(
    'artifact.answer-once#sent',
    'send-message-without-answer',
    'the task SendMessage returns holds no answer artifact (the stream still has one)',
    rewriteResult(Methods.SendMessage, (result) =>
      isObject(result.task) && Array.isArray(result.task.artifacts)
        ? { task: { ...result.task, artifacts: withoutAnswer(result.task.artifacts) } }
        : undefined,
    ),
  ),
  fault(
    'artifact.answer-once#sent',
    'get-task-without-answer',
    'the task GetTask returns holds no answer artifact (the stream had one)',
    rewriteResult(Methods.GetTask, (task) =>
      Array.isArray(task.artifacts) ? { ...task, artifacts: withoutAnswer(task.artifacts) } : undefined,
    ),
    { alsoBreaks: ['content.get-task-agrees'] },
  ),
  fault(
    'artifact.answer-once#once',
    'answer-twice',
    'sends the answer artifact twice',
    stream(() => (output, sink) => {
      sink(output);
      if (isArtifact(ArtifactNames.answer)(output)) sink(output);
    }),
  ),
  fault(
    'artifact.answer-once#before-finished',
    'answer-after-turn-finished',
    'sends the answer artifact after turn.finished',
    mapStream(() => {
      let answer: unknown;
      return (r) => {
        if (r.result.artifactUpdate?.artifact.name === ArtifactNames.answer) {
          answer = r;
          return [];
        }
        return isTerminalUpdate(r) && answer !== undefined ? [r, answer] : [r];
      };
    }),
    { alsoBreaks: ['order.sequence', 'a2a.nothing-after-terminal'] },
  ),
  fault(
    'artifact.answer-markdown#markdown-part',
    'answer-plain-text',
    'sends the answer part as text/plain instead of text/markdown',
    artifactsNamed(ArtifactNames.answer, (a) => ({
      ...a,
      parts: a.parts.map((p) => ({ ...p, mediaType: 'text/plain' })),
    })),
    { alsoBreaks: ['artifact.answer-equals-final'] },
  ),
  fault(
    'artifact.answer-markdown#other-parts-data',
    'answer-extra-text-part',
    'the answer carries a text/plain part beside its markdown',
    artifactsNamed(ArtifactNames.answer, (a) => ({
      ...a,
      parts: [...a.parts, { text: 'plain', mediaType: 'text/plain' }],
    })),
  ),
  fault(
    'artifact.answer-equals-final#whole',
    'answer-mismatch',
    'the answer artifact differs from the final message',
    outputs({ artifact: (a) => answerText(a, (text) => `${text} [answer]`) }),
  ),
  ...FILE_BENDS.map(({ clause, name, description, change }) =>
    fault(clause, name, description, artifactsNamed(ArtifactNames.file, change)),
  ),
  fault(
    'artifact.file-accepted#whole',
    'file-ignores-accepted-modes',
    'sends file artifacts of types acceptedOutputModes does not accept',
    policy({ sendsFile: () => true }),
  ),
  fault(
    'artifact.transcript-requested#sent-when-asked',
    'transcript-never-sent',
    'never sends the transcript artifact, even when acceptedOutputModes asks for it',
    policy({ sendsTranscript: () => false }),
  ),
  fault(
    'artifact.transcript-requested#not-sent-unasked',
    'transcript-unrequested',
    'sends the transcript artifact when acceptedOutputModes does not ask for it',
    policy({ sendsTranscript: () => true }),
  ),
  ...CHUNK_BENDS.map(({ clause, name, description, chunk }) => fault(clause, name, description, stream(chunks(chunk)))),
  fault(
    'artifact.transcript-chunks#last-empty',
    'transcript-last-chunk-messages',
    'sends the final message in the last transcript chunk, beside the summary',
    stream(() => {
      let held: ArtifactOutput | undefined;
      return (output, sink) => {
        if (!isTranscript(output)) return sink(output);
        if (output.lastChunk) {
          const messages = [...(held ? chunkData(held).messages : []), ...chunkData(output).messages];
          held = undefined;
          return sink(withChunkData(output, { ...chunkData(output), messages }));
        }
        if (held) sink(held);
        held = output;
      };
    }),
  ),
  fault(
    ['artifact.transcript-chunks#last-turn', 'artifact.transcript-summary#present'],
    'no-turn-summary',
    'closes the transcript without the turn summary',
    outputs({ transcriptTurn: () => undefined }),
  ),
  fault(
    'artifact.transcript-timely#once',
    'duplicate-transcript-message',
    'sends the user message twice in the transcript',
    outputs({ transcript: (ms) => ms.flatMap((m): TranscriptMessage[] => (m.role === 'user' ? [m, m] : [m])) }),
    { alsoBreaks: ['content.message-order'] },
  ),
  fault(
    'artifact.transcript-timely#timely',
    'transcript-held-to-the-end',
    'holds every transcript chunk back until the turn ends',
    stream(() => {
      const held: TurnOutput[] = [];
      return (output, sink) => {
        if (isTranscript(output) && !output.lastChunk) return void held.push(output);
        if (isTranscript(output) || isEvent('turn.finished')(output)) for (const h of held.splice(0)) sink(h);
        sink(output);
      };
    }),
    { alsoBreaks: ['content.prefix-usable'] },
  ),
  fault(
    'artifact.transcript-summary#fields',
    'summary-without-model',
    "the transcript's closing summary leaves out model",
    outputs({ transcriptTurn: ({ model: _model, ...t }) => t as never }),
  ),
  // One field of the task bent in one view (src/faults/task-fields.ts).
  taskFieldFault('artifact.answer-once#sent', 'artifacts[].name', 'stream', {
    alsoBreaks: ['order.sequence', 'views.get-task'],
  }),
  taskFieldFault('artifact.answer-equals-final#whole', 'artifacts[].parts', 'stream', {
    alsoBreaks: ['content.get-task-agrees', 'views.get-task'],
  }),
] satisfies FaultsOf<'artifact'>;
