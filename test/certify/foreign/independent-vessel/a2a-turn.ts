// How a turn travels as A2A 1.0 (CONTRACT.md D4, D9): each vessel event is a status update whose
// message holds one JSON data part and names the event in metadata; artifacts are the answer, the
// files and (when requested) the transcript chunks. Every change is recorded in the ledger before
// it is published on the bus, so GetTask and a new subscription never lag behind the stream.
import { randomUUID } from 'node:crypto';
import { Role, TaskState, type Artifact, type Message, type Part, type Task } from '@a2a-js/sdk';
import { AgentEvent, type ExecutionEventBus, type RequestContext } from '@a2a-js/sdk/server';
import type { TranscriptMessage } from '../../../../src/transcript/index.ts';
import type { Ledger } from './ledger.ts';
import type { ToolFile } from './tools.ts';
import type { TurnSink, TurnStatus, TurnSummary, VesselEvent } from './turn.ts';
import { TRANSCRIPT_MEDIA_TYPE } from './turn-input.ts';

export const EVENT_METADATA_KEY = 'vessel.event';

/** D7: the final task state of each turn status. */
const FINAL_STATE: Record<TurnStatus, TaskState> = {
  ok: TaskState.TASK_STATE_COMPLETED,
  step_limit: TaskState.TASK_STATE_COMPLETED,
  deadline: TaskState.TASK_STATE_FAILED,
  cancelled: TaskState.TASK_STATE_CANCELED,
  model_error: TaskState.TASK_STATE_FAILED,
};

const part = (content: Part['content'], mediaType: string, extra: Partial<Part> = {}): Part => ({
  content,
  mediaType,
  filename: '',
  metadata: undefined,
  ...extra,
});

/** Whether a file of `mediaType` may be sent (D16: no modes, its type, `type/*` or `*\/*`). */
export function fileAccepted(acceptedOutputModes: readonly string[], mediaType: string): boolean {
  if (acceptedOutputModes.length === 0) return true;
  const family = `${mediaType.split('/')[0]}/*`;
  return acceptedOutputModes.some((mode) => mode === mediaType || mode === family || mode === '*/*');
}

export class A2ATurn implements TurnSink {
  private readonly task: Task;
  private readonly ids: { taskId: string; contextId: string };
  private readonly accepted: string[];
  private readonly transcriptId = randomUUID();
  private transcriptChunks = 0;

  constructor(
    private readonly bus: ExecutionEventBus,
    private readonly ledger: Ledger,
    private readonly context: RequestContext,
  ) {
    this.ids = { taskId: context.taskId, contextId: context.contextId };
    this.accepted = context.request.configuration?.acceptedOutputModes ?? [];
    this.task = {
      id: context.taskId,
      contextId: context.contextId,
      status: { state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: new Date().toISOString() },
      artifacts: [],
      history: [context.userMessage],
      metadata: undefined,
    };
  }

  /** The task itself, the first thing a turn's stream carries. */
  open(): void {
    this.ledger.record(this.task, this.context.context);
    this.bus.publish(AgentEvent.task(structuredClone(this.task)));
  }

  event(event: VesselEvent): void {
    this.status(TaskState.TASK_STATE_WORKING, event);
  }

  messages(messages: TranscriptMessage[]): void {
    if (!this.accepted.includes(TRANSCRIPT_MEDIA_TYPE)) return;
    this.transcriptChunk({ version: 1, messages }, false);
  }

  file(file: ToolFile, callId: string): boolean {
    if (!fileAccepted(this.accepted, file.mediaType)) return false;
    this.artifact(
      'file',
      part({ $case: 'raw', value: file.bytes }, file.mediaType, {
        filename: file.filename,
        metadata: { call_id: callId },
      }),
    );
    return true;
  }

  answer(text: string): void {
    this.artifact('answer', part({ $case: 'text', value: text }, 'text/markdown'));
  }

  finish(summary: TurnSummary, model: string): void {
    if (this.accepted.includes(TRANSCRIPT_MEDIA_TYPE))
      this.transcriptChunk({ version: 1, messages: [], turn: { ...summary, model } }, true);
    this.status(FINAL_STATE[summary.status], { type: 'turn.finished', ...summary });
  }

  /** A history the gate did not see refused (D3's other form): the task rejected, naming the problem. */
  reject(problem: string): void {
    const message = this.message([part({ $case: 'text', value: problem }, 'text/plain')], undefined);
    this.publishStatus(TaskState.TASK_STATE_REJECTED, message);
  }

  private transcriptChunk(envelope: Record<string, unknown>, last: boolean): void {
    const append = this.transcriptChunks++ > 0;
    this.publishArtifact(
      this.artifactOf(this.transcriptId, 'transcript', part({ $case: 'data', value: envelope }, TRANSCRIPT_MEDIA_TYPE)),
      append,
      last,
    );
  }

  private artifact(name: string, only: Part): void {
    this.publishArtifact(this.artifactOf(randomUUID(), name, only), false, true);
  }

  private artifactOf(artifactId: string, name: string, only: Part): Artifact {
    return { artifactId, name, description: '', parts: [only], metadata: undefined, extensions: [] };
  }

  private publishArtifact(artifact: Artifact, append: boolean, lastChunk: boolean): void {
    const held = this.task.artifacts.find((a) => a.artifactId === artifact.artifactId);
    if (held && append) held.parts.push(...structuredClone(artifact.parts));
    else this.task.artifacts.push(structuredClone(artifact));
    this.ledger.record(this.task, this.context.context);
    this.bus.publish(AgentEvent.artifactUpdate({ ...this.ids, artifact, append, lastChunk, metadata: undefined }));
  }

  private message(parts: Part[], metadata: Message['metadata']): Message {
    return {
      messageId: randomUUID(),
      ...this.ids,
      role: Role.ROLE_AGENT,
      parts,
      metadata,
      extensions: [],
      referenceTaskIds: [],
    };
  }

  private status(state: TaskState, event: VesselEvent): void {
    const message = this.message([part({ $case: 'data', value: event }, 'application/json')], {
      [EVENT_METADATA_KEY]: event.type,
    });
    this.publishStatus(state, message);
  }

  private publishStatus(state: TaskState, message: Message): void {
    const status = { state, message, timestamp: new Date().toISOString() };
    this.task.status = status;
    this.ledger.record(this.task, this.context.context);
    this.bus.publish(AgentEvent.statusUpdate({ ...this.ids, status: structuredClone(status), metadata: undefined }));
  }
}
