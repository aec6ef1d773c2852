// The transcript artifact (D9, transcript-format.txt "What comes back"): each completed message
// is streamed once, in order, under one artifactId (append after the first chunk); the last chunk
// holds no messages and the turn summary. Kept whole as well, for GetTask and SendMessage.
import { ArtifactNames, TRANSCRIPT_MEDIA_TYPE, type TurnSummary } from '../../a2a/vessel-events.ts';
import type { Artifact } from '../../a2a/wire.ts';
import { TRANSCRIPT_VERSION, type TranscriptMessage } from '../../transcript/schema.ts';
import type { TurnSink } from './seam.ts';

export function transcriptRequested(acceptedOutputModes: readonly string[] | undefined): boolean {
  return acceptedOutputModes?.some((mode) => mode.trim().toLowerCase() === TRANSCRIPT_MEDIA_TYPE) ?? false;
}

export class TranscriptArtifact {
  readonly artifactId: string;
  readonly #sink: TurnSink;
  readonly #enabled: boolean;
  readonly #messages: TranscriptMessage[] = [];
  #chunks = 0;
  #summary: TurnSummary | undefined;

  constructor(taskId: string, enabled: boolean, sink: TurnSink) {
    this.artifactId = `${taskId}-transcript`;
    this.#enabled = enabled;
    this.#sink = sink;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  send(messages: TranscriptMessage[]): void {
    this.#messages.push(...messages);
    this.#chunk({ version: TRANSCRIPT_VERSION, messages }, false);
  }

  /** The messages sent so far, in order. */
  get messages(): readonly TranscriptMessage[] {
    return this.#messages;
  }

  /** Sends the closing chunk: no messages, the turn summary. */
  close(summary: TurnSummary): void {
    this.#summary = summary;
    this.#chunk({ version: TRANSCRIPT_VERSION, messages: [], turn: summary }, true);
  }

  /** The whole transcript as one part: every message, then the summary (once closed). */
  assembled(): Artifact {
    return this.#artifact({
      version: TRANSCRIPT_VERSION,
      messages: this.#messages,
      ...(this.#summary ? { turn: this.#summary } : {}),
    });
  }

  #chunk(data: object, lastChunk: boolean): void {
    if (!this.#enabled) return;
    this.#sink({ kind: 'artifact', artifact: this.#artifact(data), append: this.#chunks > 0, lastChunk });
    this.#chunks++;
  }

  #artifact(data: object): Artifact {
    return {
      artifactId: this.artifactId,
      name: ArtifactNames.transcript,
      parts: [{ mediaType: TRANSCRIPT_MEDIA_TYPE, data }],
    };
  }
}
