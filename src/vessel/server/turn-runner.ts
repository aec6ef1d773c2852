// Runs one turn for a task: hands the engine its input, wraps each TurnOutput into an A2A stream
// event (D4: a statusUpdate whose status message carries the vessel event; or an artifactUpdate),
// keeps the task's snapshot current, and finishes the task at the terminal status.
import { randomUUID } from 'node:crypto';
import type { Message, StreamResponse, TaskState } from '../../a2a/wire.ts';
import { isTerminalState } from '../../a2a/wire.ts';
import { EVENT_MEDIA_TYPE, EVENT_METADATA_KEY, type TurnFinished, type VesselEvent } from '../../a2a/vessel-events.ts';
import type { AgentConfig } from '../config/schema.ts';
import { UNEXPECTED_ERROR } from '../turn/engine.ts';
import type { RunTurn, TurnInput, TurnOutput, TurnResult } from '../turn/seam.ts';
import type { StoredTask } from './task-store.ts';

export interface RunnerContext {
  runTurn: RunTurn;
  now(): number;
  /** Where an engine failure is reported (never to the client, which sees a generic error). */
  log(message: string): void;
}

/** The status message that carries one vessel event (D4). */
function eventMessage(task: StoredTask, event: VesselEvent): Message {
  return {
    messageId: randomUUID(),
    role: 'ROLE_AGENT',
    taskId: task.id,
    contextId: task.contextId,
    metadata: { [EVENT_METADATA_KEY]: event.type },
    parts: [{ mediaType: EVENT_MEDIA_TYPE, data: event }],
  };
}

/** Applies one output to the task and returns the stream event that carries it. */
function applyOutput(task: StoredTask, output: TurnOutput, ctx: RunnerContext): StreamResponse {
  const now = ctx.now();
  if (output.kind === 'artifact') {
    task.addArtifact(output.artifact, output.append, now);
    return {
      artifactUpdate: {
        taskId: task.id,
        contextId: task.contextId,
        artifact: output.artifact,
        append: output.append,
        lastChunk: output.lastChunk,
      },
    };
  }
  const status = {
    state: output.state,
    message: eventMessage(task, output.event),
    timestamp: new Date(now).toISOString(),
  };
  task.setStatus(status, now);
  return { statusUpdate: { taskId: task.id, contextId: task.contextId, status } };
}

/** What a turn that ended without its own terminal event reports (the engine failed). */
function fallbackFinish(result: TurnResult | undefined, elapsedMs: number): { event: TurnFinished; state: TaskState } {
  if (result) {
    // The summary is turn.finished's fields plus the model name (TurnSummarySchema).
    const { model: _model, ...fields } = result.summary;
    return { event: { type: 'turn.finished', ...fields }, state: result.finalState };
  }
  return {
    event: {
      type: 'turn.finished',
      status: 'model_error',
      tokens: { input: 0, output: 0 },
      steps: 0,
      elapsed_ms: elapsedMs,
      files: [],
      error: UNEXPECTED_ERROR,
    },
    state: 'TASK_STATE_FAILED',
  };
}

/**
 * Starts the engine on the task. Events reach the task's listeners in the order the engine emits
 * them; the terminal status ends every stream. Resolves when the engine has returned and the
 * final artifacts are stored; never rejects.
 */
export async function runTask(
  task: StoredTask,
  agent: AgentConfig,
  input: TurnInput,
  ctx: RunnerContext,
): Promise<void> {
  const started = ctx.now();
  const emit = (output: TurnOutput) => {
    if (task.finished) return; // nothing follows the terminal status (D5)
    const response = applyOutput(task, output, ctx);
    task.broadcast(response);
    if (output.kind === 'event' && isTerminalState(output.state)) task.finish(ctx.now());
  };
  let result: TurnResult | undefined;
  try {
    result = await ctx.runTurn(agent, input, emit, { cancel: task.cancel.signal });
  } catch (error) {
    ctx.log(`turn ${task.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  if (!task.finished) {
    const { event, state } = fallbackFinish(result, ctx.now() - started);
    emit({ kind: 'event', event, state: isTerminalState(state) ? state : 'TASK_STATE_FAILED' });
  }
  if (result) task.replaceArtifacts(result.artifacts);
}
