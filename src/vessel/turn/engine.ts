// One turn of the reference vessel (events.txt; transcript-format.txt; CONTRACT.md D4–D11, D16):
// the agent loop against the model, the events and artifacts it streams through the sink, and
// the turn's messages. Whatever ends the turn, it closes the same way: open calls answered
// "[not run ...]", the early-end message when the model did not answer, the answer artifact,
// the transcript's closing chunk, then turn.finished in the terminal state.
import {
  earlyEndMessage,
  NOT_RUN_RESULT,
  type Tokens,
  type TurnFile,
  type TurnStatus,
  type TurnSummary,
  type VesselEvent,
} from '../../a2a/vessel-events.ts';
import type { Artifact, TaskState } from '../../a2a/wire.ts';
import type { AssistantMessage, TranscriptMessage } from '../../transcript/schema.ts';
import type { AgentConfig } from '../config/schema.ts';
import type { ToolFile } from '../tools/index.ts';
import { answerArtifact, fileArtifact } from './artifacts.ts';
import { ChatStreamState, ModelError } from './chat-stream.ts';
import { systemClock } from './clock.ts';
import { cutCodePoints } from './code-points.ts';
import { MergeBuffer } from './merge-buffer.ts';
import { buildChatRequest } from './model-messages.ts';
import { streamChat, type ModelEndpoint } from './model-client.ts';
import { contractPolicy } from './policy.ts';
import type { Clock, TurnInput, TurnOptions, TurnPolicy, TurnResult, TurnSink } from './seam.ts';
import { planToolCalls, toTranscriptCall, type PlannedCall } from './tool-calls.ts';
import { runToolCall } from './tool-runner.ts';
import { TranscriptArtifact } from './transcript-artifact.ts';

/** D7: the task state each status ends in. */
export const finalStateOf: Readonly<Record<TurnStatus, TaskState>> = {
  ok: 'TASK_STATE_COMPLETED',
  step_limit: 'TASK_STATE_COMPLETED',
  deadline: 'TASK_STATE_FAILED',
  cancelled: 'TASK_STATE_CANCELED',
  model_error: 'TASK_STATE_FAILED',
};

const MAX_TIMER_MS = 2 ** 31 - 1;

export const UNEXPECTED_ERROR = 'the turn failed unexpectedly';

/** How the loop ended: with the model's answer, or early (D8). */
type Ending =
  { status: 'ok' | 'step_limit'; answer: string } | { status: TurnStatus; answer?: undefined; error?: string };

type EarlyStatus = 'deadline' | 'cancelled';

export class Turn {
  readonly #agent: AgentConfig;
  readonly #input: TurnInput;
  readonly #sink: TurnSink;
  readonly #options: TurnOptions;
  readonly #clock: Clock;
  readonly #policy: TurnPolicy;
  readonly #startedAt: number;
  readonly #stop = new AbortController();
  #stopReason: EarlyStatus | undefined;
  #steps = 0;
  readonly #tokens: Tokens = { input: 0, output: 0 };
  readonly #messages: TranscriptMessage[] = [];
  /** Calls of the latest assistant message not yet answered; each gets a result before the turn ends. */
  readonly #openCalls = new Set<string>();
  readonly #files: TurnFile[] = [];
  readonly #artifacts: Artifact[] = [];
  readonly #transcript: TranscriptArtifact;
  /** The tool runs of the current step, so an unexpected failure can wait for them to stop. */
  #running: Promise<void>[] = [];
  /** Set once turn.finished is out: nothing may follow it (D5). */
  #closed = false;

  constructor(agent: AgentConfig, input: TurnInput, sink: TurnSink, options: TurnOptions) {
    this.#agent = agent;
    this.#input = input;
    this.#sink = sink;
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
    this.#policy = options.policy ?? contractPolicy;
    this.#startedAt = this.#clock.now();
    this.#transcript = new TranscriptArtifact(
      input.taskId,
      this.#policy.sendsTranscript(input.acceptedOutputModes),
      sink,
    );
  }

  async run(): Promise<TurnResult> {
    this.#event({ type: 'turn.started', conversation_id: this.#input.contextId, turn_id: this.#input.taskId });
    this.#record(this.#input.userMessage);

    // Timers overflow past 2^31-1 ms (they would fire at once), so a longer deadline is capped there.
    const deadlineMs = Math.min(this.#agent.deadline_seconds * 1000, MAX_TIMER_MS);
    const deadline = this.#clock.setTimeout(() => this.#end('deadline'), deadlineMs);
    const onCancel = () => this.#end('cancelled');
    this.#options.cancel.addEventListener('abort', onCancel, { once: true });
    if (this.#options.cancel.aborted) onCancel();
    let ending: Ending;
    try {
      ending = await this.#loop();
    } catch {
      // A bug or a broken tool must still end the turn properly, with a generic reason (D7):
      // tools still running are stopped and answered before the turn closes.
      ending = { status: this.#stopReason ?? 'model_error', error: this.#stopReason ? undefined : UNEXPECTED_ERROR };
      this.#stop.abort(new Error('turn failed'));
      await Promise.allSettled(this.#running);
    } finally {
      this.#clock.clearTimeout(deadline);
      this.#options.cancel.removeEventListener('abort', onCancel);
    }
    return this.#finish(ending);
  }

  #end(reason: EarlyStatus): void {
    if (this.#stop.signal.aborted) return;
    this.#stopReason = reason;
    this.#stop.abort(new Error(`turn ended: ${reason}`));
  }

  get #stopped(): boolean {
    return this.#stop.signal.aborted;
  }

  async #loop(): Promise<Ending> {
    for (let step = 1; ; step++) {
      if (this.#stopReason) return { status: this.#stopReason };
      const lastStep = step >= this.#agent.max_steps;
      const state = new ChatStreamState();
      const text = this.#deltas('text.delta', step);
      const reasoning = this.#deltas('reasoning.delta', step);
      const request = buildChatRequest(this.#agent, this.#input.history, this.#messages, {
        offerTools: !lastStep || this.#policy.lastStepOffersTools,
      });
      let failure: string | undefined;
      try {
        await streamChat(this.#endpoint(), request, state, {
          signal: this.#stop.signal,
          ...(this.#options.fetch ? { fetch: this.#options.fetch } : {}),
          onContent: (piece) => text.push(piece),
          onReasoning: (piece) => reasoning.push(piece),
        });
      } catch (error) {
        if (!this.#stopped) failure = error instanceof ModelError ? error.message : 'the model endpoint failed';
      }
      reasoning.flush();
      text.flush();

      if (failure !== undefined || this.#stopReason) {
        // D16: a call cut after it streamed output still gets its step.finished; its partial text is kept.
        if (state.content !== '' || state.reasoning !== '')
          this.#record(assistantMessage(state.content, state.reasoning, []));
        // Its finish_reason is null even if one arrived before a later bad frame: the call did not complete.
        if (state.sawOutput) this.#stepFinished(step, 0, state.usage, null);
        return this.#stopReason ? { status: this.#stopReason } : { status: 'model_error', error: failure };
      }

      const calls = planToolCalls(state.orderedToolCalls(), step);
      this.#record(assistantMessage(state.content, state.reasoning, calls));
      this.#stepFinished(step, calls.length, state.usage, state.finishReason);
      if (calls.length === 0) return { status: lastStep ? 'step_limit' : 'ok', answer: state.content };
      // D16: tools called on the call that offered none are kept, never run, and the turn ends.
      if (lastStep) return { status: 'step_limit' };
      const failed = await this.#runTools(calls);
      if (failed && this.#policy.toolFailureEndsTurn) return { status: 'model_error', error: 'a tool failed' };
    }
  }

  #endpoint(): ModelEndpoint {
    const keyEnv = this.#agent.model.api_key_env;
    const apiKey = keyEnv ? process.env[keyEnv] : undefined;
    return { baseUrl: this.#agent.model.base_url, ...(apiKey ? { apiKey } : {}) };
  }

  /** D6: one merge buffer per kind and step. */
  #deltas(type: 'text.delta' | 'reasoning.delta', step: number): Pick<MergeBuffer, 'push' | 'flush'> {
    return new MergeBuffer({
      clock: this.#clock,
      emit: (content) => this.#event({ type, step, content }),
      windowMs: Math.min(this.#policy.mergeWindowMs, MAX_TIMER_MS),
      maxChars: this.#policy.mergeMaxChars,
    });
  }

  #stepFinished(step: number, toolCalls: number, usage: Tokens | null, finishReason: string | null): void {
    const tokens = usage ?? { input: 0, output: 0 };
    this.#steps++;
    this.#tokens.input += tokens.input;
    this.#tokens.output += tokens.output;
    this.#event({
      type: 'step.finished',
      step,
      tool_calls: toolCalls,
      tokens: { ...tokens },
      finish_reason: finishReason,
    });
  }

  /** D5, D16: tool.started in call order, the calls run concurrently, results in completion order. True when a tool failed. */
  async #runTools(calls: PlannedCall[]): Promise<boolean> {
    this.#running = [];
    const failures: boolean[] = [];
    for (const call of calls) {
      this.#event({ type: 'tool.started', call_id: call.id, name: call.name, arguments: call.shown });
      this.#running.push(this.#runTool(call).then((failed) => void failures.push(failed)));
    }
    await Promise.all(this.#running);
    return failures.includes(true);
  }

  async #runTool(call: PlannedCall): Promise<boolean> {
    const startedAt = this.#clock.now();
    const { output, error, file } = await runToolCall(call, this.#agent.tools, {
      signal: this.#stop.signal,
      clock: this.#clock,
    });
    this.#record({ role: 'tool', tool_call_id: call.id, content: output });
    const preview = cutCodePoints(output, this.#policy.toolOutputPreviewChars);
    this.#event({
      type: 'tool.finished',
      call_id: call.id,
      name: call.name,
      output: preview.text,
      error,
      truncated: preview.truncated,
      elapsed_ms: Math.max(0, Math.round(this.#clock.now() - startedAt)),
    });
    if (file) this.#sendFile(file, call.id);
    return typeof error === 'string' && error !== '';
  }

  #sendFile(file: ToolFile, callId: string): void {
    if (!this.#policy.sendsFile(file.media_type, this.#input.acceptedOutputModes)) return;
    const artifact = fileArtifact(this.#input.taskId, this.#files.length + 1, file, callId);
    this.#files.push({
      filename: file.filename,
      media_type: file.media_type,
      size: file.bytes.length,
      call_id: callId,
    });
    this.#artifact(artifact);
  }

  #finish(ending: Ending): TurnResult {
    // D8: every call still open gets its result; the early-end message closes a turn the model did not answer.
    for (const id of [...this.#openCalls]) this.#record({ role: 'tool', tool_call_id: id, content: NOT_RUN_RESULT });
    const { status } = ending;
    let answer = ending.answer;
    if (answer === undefined) {
      answer = earlyEndMessage(status);
      this.#record({ role: 'assistant', content: answer });
    }
    const error = ending.answer === undefined ? ending.error : undefined;
    const summary: TurnSummary = {
      status,
      steps: this.#steps,
      tokens: { ...this.#tokens },
      elapsed_ms: Math.max(0, Math.round(this.#clock.now() - this.#startedAt)),
      files: this.#files.map((f) => ({ ...f })),
      ...(error ? { error } : {}),
      model: this.#agent.model.name,
    };
    this.#artifact(answerArtifact(this.#input.taskId, answer));
    this.#transcript.close(summary);
    const finalState = finalStateOf[status];
    const { model: _model, ...finished } = summary;
    this.#sink({ kind: 'event', event: { type: 'turn.finished', ...finished }, state: finalState });
    this.#closed = true;
    return {
      status,
      finalState,
      messages: [...this.#transcript.messages],
      artifacts: this.#transcript.enabled ? [...this.#artifacts, this.#transcript.assembled()] : [...this.#artifacts],
      summary,
    };
  }

  /** Adds a message to the turn: to what the model sees next, and to the streamed transcript. */
  #record(message: TranscriptMessage): void {
    if (this.#closed) return;
    if (message.role === 'assistant') {
      this.#openCalls.clear();
      for (const call of message.tool_calls ?? []) this.#openCalls.add(call.id);
    } else if (message.role === 'tool') {
      this.#openCalls.delete(message.tool_call_id);
    }
    this.#messages.push(message);
    this.#transcript.send([message]);
  }

  #event(event: VesselEvent): void {
    if (!this.#closed) this.#sink({ kind: 'event', event, state: 'TASK_STATE_WORKING' });
  }

  #artifact(artifact: Artifact): void {
    if (this.#closed) return;
    this.#artifacts.push(artifact);
    this.#sink({ kind: 'artifact', artifact, append: false, lastChunk: true });
  }
}

function assistantMessage(content: string, reasoning: string, calls: PlannedCall[]): AssistantMessage {
  const message: AssistantMessage = { role: 'assistant', content: content === '' && calls.length > 0 ? null : content };
  if (calls.length > 0) message.tool_calls = calls.map(toTranscriptCall);
  if (reasoning !== '') message.reasoning_content = reasoning;
  return message;
}
