// Pieces of per-turn stream filters (./turn.ts `stream`): what an output is, the transcript chunks
// of a turn mapped one by one, and one kind of output held back until another goes out.
import { ArtifactNames, type TurnStatus } from '../../a2a/vessel-events.ts';
import type { TranscriptMessage } from '../../transcript/schema.ts';
import type { TurnOutput } from '../../vessel/seams.ts';
import type { StreamFilter } from './engine.ts';

type DeltaType = 'text.delta' | 'reasoning.delta';

export type ArtifactOutput = Extract<TurnOutput, { kind: 'artifact' }>;

export const isEvent = (type: string) => (o: TurnOutput) => o.kind === 'event' && o.event.type === type;
export const isArtifact = (name: string) => (o: TurnOutput) => o.kind === 'artifact' && o.artifact.name === name;
export const isTranscript = (o: TurnOutput): o is ArtifactOutput =>
  o.kind === 'artifact' && o.artifact.name === ArtifactNames.transcript;

/** What a transcript chunk holds. */
export const chunkData = (o: ArtifactOutput) =>
  o.artifact.parts[0]?.data as { version: number; messages: TranscriptMessage[]; turn?: { status: TurnStatus } };

export const withChunkData = (o: ArtifactOutput, data: Record<string, unknown>): ArtifactOutput => ({
  ...o,
  artifact: { ...o.artifact, parts: [{ ...o.artifact.parts[0], data }] },
});

/** A transcript chunk of its own holding `messages`, appended after the others. */
export const extraChunk = (like: ArtifactOutput, messages: unknown[]): TurnOutput => ({
  ...withChunkData(like, { version: 1, messages }),
  append: true,
  lastChunk: false,
});

/** Each transcript chunk of the stream, mapped; `index` counts chunks. */
export const chunks =
  (change: (chunk: ArtifactOutput, index: number) => TurnOutput | TurnOutput[]): StreamFilter =>
  () => {
    let index = 0;
    return (output, sink) => {
      if (!isTranscript(output)) return sink(output);
      const out = change(output, index++);
      for (const o of Array.isArray(out) ? out : [out]) sink(o);
    };
  };

/**
 * Holds one kind of output (`hold`) until an output `goesBefore` it (then the held goes out right
 * after that one); any other output but those that `passesThrough` lets the held go first.
 */
export function holdUntil(
  hold: (o: TurnOutput) => boolean,
  goesBefore: (o: TurnOutput) => boolean,
  passesThrough: (o: TurnOutput) => boolean = () => false,
): StreamFilter {
  return () => {
    let held: TurnOutput | undefined;
    return (output, sink) => {
      if (held && goesBefore(output)) {
        sink(output);
        sink(held);
        held = undefined;
        return;
      }
      if (held && !passesThrough(output)) {
        sink(held);
        held = undefined;
      }
      if (hold(output)) {
        if (held) sink(held);
        held = output;
        return;
      }
      sink(output);
    };
  };
}

/** The first delta of one kind with its content changed; dropped when that leaves it empty. */
export const firstDeltaChanged =
  (type: DeltaType, change: (content: string) => string): StreamFilter =>
  () => {
    let done = false;
    return (output, sink) => {
      if (done || output.kind !== 'event' || output.event.type !== type) return sink(output);
      done = true;
      const content = change(output.event.content);
      if (content !== '') sink({ ...output, event: { ...output.event, content } });
    };
  };
