// Test doubles and a small client for the vessel server's tests: a scripted RunTurn, a minimal
// transcript validator, and fetch-based JSON-RPC / SSE helpers that keep the raw bytes.
import { createParser } from 'eventsource-parser';
import type { Artifact, StreamResponse, TaskState } from '../../../src/a2a/wire.ts';
import type { TurnFinished, TurnStatus, VesselEvent } from '../../../src/a2a/vessel-events.ts';
import type { RunTurn, TurnInput, TurnOutput, TurnResult } from '../../../src/vessel/turn/seam.ts';
import type { AgentConfig } from '../../../src/vessel/config/schema.ts';
import { finalStateOf } from '../../../src/vessel/turn/engine.ts';

export function testAgent(name: string, overrides: Partial<AgentConfig> = {}): AgentConfig {
  return {
    name,
    briefing: 'test',
    model: { base_url: 'http://127.0.0.1:1/v1', name: 'test-model', accepts_images: true },
    max_steps: 4,
    deadline_seconds: 30,
    send_reasoning: false,
    tools: ['echo'],
    ...overrides,
  };
}

export function finished(status: TurnStatus, steps = 1): TurnFinished {
  return { type: 'turn.finished', status, tokens: { input: 3, output: 2 }, steps, elapsed_ms: 1, files: [] };
}

export const answerArtifact = (text: string): Artifact => ({
  artifactId: 'answer-1',
  name: 'answer',
  parts: [{ text, mediaType: 'text/markdown' }],
});

export interface FakeTurnControl {
  /** The inputs the engine was handed, in call order. */
  inputs: TurnInput[];
  /** Resolves the gate of the turn with this index (0-based), letting it finish `ok`. */
  release(index?: number): void;
  /** Resolves once `count` turns have started. */
  started(count?: number): Promise<void>;
}

/**
 * A RunTurn that plays: turn.started, a text delta, step.finished; then waits at a gate (when
 * `gated`) until released or cancelled; then the answer artifact and turn.finished.
 */
export function fakeRunTurn(options: { gated?: boolean; answer?: string } = {}): RunTurn & FakeTurnControl {
  const gates: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const inputs: TurnInput[] = [];
  const run: RunTurn = async (_agent, input, sink, turnOptions) => {
    inputs.push(input);
    const index = inputs.length - 1;
    for (const w of waiters.filter((w) => inputs.length >= w.count)) w.resolve();
    const event = (e: VesselEvent, state: TaskState = 'TASK_STATE_WORKING') => sink({ kind: 'event', event: e, state });
    const answer = options.answer ?? 'Hello.';
    event({ type: 'turn.started', conversation_id: input.contextId, turn_id: input.taskId });
    event({ type: 'text.delta', step: 1, content: answer });
    event({ type: 'step.finished', step: 1, tool_calls: 0, tokens: { input: 3, output: 2 }, finish_reason: 'stop' });
    let status: TurnStatus = 'ok';
    if (options.gated) {
      status = await new Promise<TurnStatus>((resolve) => {
        gates[index] = () => resolve('ok');
        if (turnOptions.cancel.aborted) resolve('cancelled');
        turnOptions.cancel.addEventListener('abort', () => resolve('cancelled'), { once: true });
      });
    }
    const text = status === 'ok' ? answer : `[this turn ended early: ${status}]`;
    const artifact = answerArtifact(text);
    sink({ kind: 'artifact', artifact, append: false, lastChunk: true });
    const done = finished(status);
    event(done, finalStateOf[status]);
    const result: TurnResult = {
      status,
      finalState: finalStateOf[status],
      messages: [input.userMessage, { role: 'assistant', content: text }],
      artifacts: [artifact],
      summary: { status, steps: 1, tokens: done.tokens, elapsed_ms: 1, files: [], model: 'test-model' },
    };
    return result;
  };
  return Object.assign(run, {
    inputs,
    release(index = 0) {
      const gate = gates[index];
      if (!gate) throw new Error(`turn ${index} is not at its gate`);
      gate();
    },
    started(count = 1) {
      if (inputs.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
  });
}

export const A2A_HEADERS = { 'Content-Type': 'application/json', 'A2A-Version': '1.0' };

let nextId = 1;
export async function rpc(url: string, method: string, params: unknown, headers: Record<string, string> = A2A_HEADERS) {
  const id = nextId++;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
  const text = await response.text();
  return {
    id,
    status: response.status,
    headers: response.headers,
    text,
    json: JSON.parse(text) as Record<string, any>,
  };
}

export interface SseEvent {
  raw: string;
  json: { jsonrpc: string; id: unknown; result?: StreamResponse; error?: unknown };
}

/** POSTs a streaming call and collects every SSE event until the server closes the stream. */
export async function stream(
  url: string,
  method: string,
  params: unknown,
  options: { headers?: Record<string, string>; signal?: AbortSignal; onEvent?: (e: SseEvent) => void } = {},
) {
  const id = nextId++;
  const response = await fetch(url, {
    method: 'POST',
    headers: options.headers ?? A2A_HEADERS,
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    signal: options.signal,
  });
  const events: SseEvent[] = [];
  let body = '';
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { id, status: response.status, headers: response.headers, events, body: await response.text() };
  }
  const parser = createParser({
    onEvent: (e) => {
      const event = { raw: e.data, json: JSON.parse(e.data) };
      events.push(event);
      options.onEvent?.(event);
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const text = decoder.decode(chunk, { stream: true });
    body += text;
    parser.feed(text);
  }
  return { id, status: response.status, headers: response.headers, events, body };
}

/**
 * Opens SubscribeToTask and waits until its first event has arrived, so the subscription is
 * known to be attached; `done` resolves with the whole stream once the server ends it.
 */
export async function subscribed(url: string, taskId: string): Promise<{ done: ReturnType<typeof stream> }> {
  let attached!: () => void;
  const gotFirst = new Promise<void>((resolve) => (attached = resolve));
  const done = stream(url, 'SubscribeToTask', { id: taskId }, { onEvent: () => attached() });
  await gotFirst;
  return { done };
}

export function userMessage(parts: unknown[], extra: Record<string, unknown> = {}) {
  return { message: { role: 'ROLE_USER', messageId: `m-${nextId++}`, parts, ...extra } };
}

export const textMessage = (text: string) => userMessage([{ text }]);

export function resultKind(result: StreamResponse | undefined): string {
  return Object.keys(result ?? {}).join('+');
}

export type { TurnOutput };
