// One turn, as events.txt and transcript-format.txt describe it, knowing nothing of A2A: model
// calls (steps) until the model answers without tools, each step's deltas merged, its tool calls
// run, every completed message handed on once, and the turn closed with a status (D7, D8, D16).
// What it produces goes to a TurnSink; the A2A layer decides how that travels.
import type OpenAI from 'openai';
import type {
  AssistantMessage,
  ToolCall,
  ToolMessage,
  TranscriptMessage,
  UserMessage,
} from '../../../../src/transcript/index.ts';
import type { AgentConfig } from './config.ts';
import { MergeWindow } from './merge-window.ts';
import { callModel, ModelFailure, type ModelReply, type ModelToolCall, type Usage } from './model-call.ts';
import { assistantMessage, modelMessages } from './model-messages.ts';
import { finishedEvent, runToolCall, startedEvent } from './tool-call.ts';
import { TOOLS, type ToolFile } from './tools.ts';

export type TurnStatus = 'ok' | 'step_limit' | 'deadline' | 'cancelled' | 'model_error';
/** Why the turn was stopped from outside: CancelTask, or deadline_seconds passed. */
export type StopReason = 'cancelled' | 'deadline';

export interface SentFile {
  filename: string;
  media_type: string;
  size: number;
  call_id: string;
}

/** turn.finished's fields; the transcript's summary is the same plus `model`. */
export interface TurnSummary {
  status: TurnStatus;
  tokens: Usage;
  steps: number;
  elapsed_ms: number;
  files: SentFile[];
  error?: string;
}

export type VesselEvent = { type: string } & Record<string, unknown>;

export interface TurnSink {
  event(event: VesselEvent): void;
  /** Completed messages of the turn, in order, each once. */
  messages(messages: TranscriptMessage[]): void;
  /** Offers a file a tool returned; true when it was sent (the client accepts its type). */
  file(file: ToolFile, callId: string): boolean;
  answer(text: string): void;
  finish(summary: TurnSummary, model: string): void;
}

export interface TurnRun {
  agent: AgentConfig;
  client: OpenAI;
  history: TranscriptMessage[];
  user: UserMessage;
  ids: { conversationId: string; turnId: string };
  sink: TurnSink;
  /** Aborted with a StopReason as its reason. */
  stop: AbortSignal;
}

export const NOT_RUN = '[not run: the turn ended first]';

/** How a turn ends: with the model's answer, or early with a status (and the error for model_error). */
type Ending =
  { status: 'ok' | 'step_limit'; answer: string } | { status: TurnStatus; answer?: undefined; error?: string };

class Turn {
  private readonly started = performance.now();
  private readonly messages: TranscriptMessage[];
  private readonly tokens: Usage = { input: 0, output: 0 };
  private readonly files: SentFile[] = [];
  private steps = 0;
  /** Calls of the last assistant message that have no result yet. */
  private unanswered: ToolCall[] = [];

  constructor(private readonly run: TurnRun) {
    this.messages = [run.user];
  }

  async play(): Promise<void> {
    const { sink, ids } = this.run;
    sink.event({ type: 'turn.started', conversation_id: ids.conversationId, turn_id: ids.turnId });
    sink.messages([this.run.user]);
    let ending: Ending;
    try {
      ending = await this.playSteps();
    } catch {
      // A fault of the vessel itself still ends the turn, with a reason that shows nothing of it.
      ending = { status: 'model_error', error: 'the turn failed unexpectedly' };
    }
    this.close(ending);
  }

  /** Model calls until one ends the turn. */
  private async playSteps(): Promise<Ending> {
    for (let step = 1; ; step++) {
      const last = step >= this.run.agent.maxSteps;
      const reply = await this.modelCall(step, last);
      if ('status' in reply) return reply;
      const message = assistantMessage(reply);
      this.add(message);
      this.stepFinished(step, reply.toolCalls.length, reply.usage, reply.finishReason);
      this.unanswered = message.tool_calls ?? [];
      const stopped = this.stopReason();
      if (stopped) return { status: stopped };
      if (this.unanswered.length === 0) return { status: last ? 'step_limit' : 'ok', answer: message.content ?? '' };
      // Tools called on the max_steps call anyway are kept, never run, and the turn closes early.
      if (last) return { status: 'step_limit' };
      await this.toolCalls(reply.toolCalls);
      const stoppedInTools = this.stopReason();
      if (stoppedInTools) return { status: stoppedInTools };
    }
  }

  /** One model call, its pieces merged into deltas; a call that fails ends the turn. */
  private async modelCall(step: number, last: boolean): Promise<ModelReply | Ending> {
    const { agent, sink } = this.run;
    const windows = {
      reasoning: new MergeWindow((content) => sink.event({ type: 'reasoning.delta', step, content })),
      text: new MergeWindow((content) => sink.event({ type: 'text.delta', step, content })),
    };
    const flush = () => {
      windows.reasoning.flush();
      windows.text.flush();
    };
    const request = {
      model: agent.model,
      messages: modelMessages(agent, [...this.run.history, ...this.messages]),
      // The call that reaches max_steps offers no tools.
      tools: last ? [] : agent.tools.map((name) => TOOLS[name]!.definition),
    };
    try {
      return await callModel(this.run.client, request, this.run.stop, (kind, piece) => windows[kind].push(piece));
    } catch (failure) {
      const cut =
        failure instanceof ModelFailure ? failure : new ModelFailure('the turn failed unexpectedly', false, null);
      // A call cut short after it streamed output gets its step.finished; its message never completed.
      if (cut.streamed) {
        flush();
        this.stepFinished(step, 0, cut.usage, null);
      }
      const stopped = this.stopReason();
      return stopped ? { status: stopped } : { status: 'model_error', error: cut.reason };
    } finally {
      // The end of the model message: what the windows hold goes out before anything else.
      flush();
    }
  }

  /** Every call starts in call order; they run together and finish in completion order. */
  private async toolCalls(calls: ModelToolCall[]): Promise<void> {
    const { agent, sink, stop } = this.run;
    for (const call of calls) sink.event(startedEvent(call));
    await Promise.all(
      calls.map(async (call) => {
        const outcome = await runToolCall(call, agent, stop);
        if (outcome.file && sink.file(outcome.file, call.id)) {
          const { filename, mediaType, bytes } = outcome.file;
          this.files.push({ filename, media_type: mediaType, size: bytes.length, call_id: call.id });
        }
        sink.event(finishedEvent(call, outcome));
        this.unanswered = this.unanswered.filter((c) => c.id !== call.id);
        this.add({ role: 'tool', tool_call_id: call.id, content: outcome.output });
      }),
    );
  }

  /** D8: an early end answers every call that never ran, then closes with its status; the answer is sent either way. */
  private close(ending: Ending): void {
    const { sink, agent } = this.run;
    let answer = ending.answer;
    if (answer === undefined) {
      const notRun = this.unanswered.map((c): ToolMessage => ({ role: 'tool', tool_call_id: c.id, content: NOT_RUN }));
      const closing: AssistantMessage = { role: 'assistant', content: `[this turn ended early: ${ending.status}]` };
      this.add(...notRun, closing);
      answer = closing.content as string;
    }
    sink.answer(answer);
    const error = 'error' in ending ? ending.error : undefined;
    sink.finish(
      {
        status: ending.status,
        tokens: this.tokens,
        steps: this.steps,
        elapsed_ms: Math.round(performance.now() - this.started),
        files: this.files,
        ...(error !== undefined ? { error } : {}),
      },
      agent.model,
    );
  }

  private add(...messages: TranscriptMessage[]): void {
    this.messages.push(...messages);
    this.run.sink.messages(messages);
  }

  private stepFinished(step: number, calls: number, usage: Usage | null, finishReason: string | null): void {
    const tokens = { input: usage?.input ?? 0, output: usage?.output ?? 0 };
    this.steps++;
    this.tokens.input += tokens.input;
    this.tokens.output += tokens.output;
    this.run.sink.event({ type: 'step.finished', step, tool_calls: calls, tokens, finish_reason: finishReason });
  }

  private stopReason(): StopReason | undefined {
    return this.run.stop.aborted ? (this.run.stop.reason as StopReason) : undefined;
  }
}

export function runTurn(run: TurnRun): Promise<void> {
  return new Turn(run).play();
}
