// Test-only: builds realistic RecordedTurns the way a conformant vessel and the kit's recorder
// would produce them: the mock model's frames with send times, deltas merged by 50 ms windows,
// step.finished, tool pairs, transcript chunks, the answer, turn.finished, GetTask. Tests take a
// valid turn and break it in one place.
import type {
  DeclaredAgent,
  ModelCall,
  RecordedExchange,
  RecordedSseEvent,
  RecordedTurn,
} from '../../src/a2a/recording.ts';
import type { TaskState } from '../../src/a2a/wire.ts';
import {
  earlyEndMessage,
  NOT_RUN_RESULT,
  STOPPED_OUTPUT,
  TRANSCRIPT_MEDIA_TYPE,
  type TurnStatus,
} from '../../src/a2a/vessel-events.ts';

export interface SimTool {
  id: string;
  name: string;
  /** Argument text as the model streams it (may be invalid JSON). */
  arguments?: string;
  output?: string;
  error?: string;
  file?: { filename: string; mediaType: string; base64: string };
}

export interface SimStep {
  reasoning?: string[];
  text?: string[];
  tools?: SimTool[];
  usage?: { input: number; output: number };
  /** Send interval between pieces, ms (default 20). */
  every?: number;
  /** The model endpoint answered this HTTP status instead of a stream. */
  httpStatus?: number;
  /** Fault: one delta per model piece, no merge windows. */
  perPiece?: boolean;
}

export interface SimTurn {
  steps: SimStep[];
  status?: TurnStatus;
  agent?: Partial<DeclaredAgent>;
  history?: unknown[];
  userText?: string;
  images?: number;
  /** Ask for the transcript (default true). */
  transcript?: boolean;
  acceptedOutputModes?: string[];
  error?: string;
  /** Extra parts of the answer artifact (a primitives data part). */
  answerExtraParts?: unknown[];
}

/** A real 1×1 PNG, so image rules of the envelope hold. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const TASK_ID = 'task-1';
const CONTEXT_ID = 'conv-1';
const REQUEST_ID = 7;
const MERGE_MS = 50;

const STATE_OF: Record<TurnStatus, TaskState> = {
  ok: 'TASK_STATE_COMPLETED',
  step_limit: 'TASK_STATE_COMPLETED',
  deadline: 'TASK_STATE_FAILED',
  cancelled: 'TASK_STATE_CANCELED',
  model_error: 'TASK_STATE_FAILED',
};

type Kind = 'text' | 'reasoning';
interface Delta {
  kind: Kind;
  content: string;
  at: number;
}

/** D6 windows: a window opens on a piece entering an empty buffer, closes 50 ms later; the end of the message flushes. */
export function mergeWindows(pieces: { kind: Kind; text: string; at: number }[], end: number): Delta[] {
  const out: Delta[] = [];
  for (const kind of ['reasoning', 'text'] as const) {
    let buffer = '';
    let opened = 0;
    for (const p of pieces.filter((x) => x.kind === kind)) {
      if (buffer !== '' && p.at >= opened + MERGE_MS) {
        out.push({ kind, content: buffer, at: opened + MERGE_MS });
        buffer = '';
      }
      if (buffer === '') opened = p.at;
      buffer += p.text;
    }
    if (buffer !== '') out.push({ kind, content: buffer, at: Math.min(end, opened + MERGE_MS) });
  }
  return out.sort((a, b) => a.at - b.at);
}

function frame(
  sentAt: number,
  delta: Record<string, unknown>,
  finish: string | null = null,
): { sentAt: number; data: string } {
  return {
    sentAt,
    data: JSON.stringify({
      id: 'c',
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, finish_reason: finish }],
    }),
  };
}

export function statusUpdate(
  type: string,
  data: Record<string, unknown>,
  state: TaskState = 'TASK_STATE_WORKING',
): unknown {
  return {
    jsonrpc: '2.0',
    id: REQUEST_ID,
    result: {
      statusUpdate: {
        taskId: TASK_ID,
        contextId: CONTEXT_ID,
        status: {
          state,
          message: {
            messageId: `m-${type}-${Math.random().toString(36).slice(2, 8)}`,
            role: 'ROLE_AGENT',
            metadata: { 'vessel.event': type },
            parts: [{ mediaType: 'application/json', data: { type, ...data } }],
          },
        },
      },
    },
  };
}

export function artifactUpdate(
  name: string,
  artifactId: string,
  parts: unknown[],
  extra: Record<string, unknown> = {},
): unknown {
  return {
    jsonrpc: '2.0',
    id: REQUEST_ID,
    result: {
      artifactUpdate: { taskId: TASK_ID, contextId: CONTEXT_ID, artifact: { artifactId, name, parts }, ...extra },
    },
  };
}

const transcriptPart = (messages: unknown[], turn?: unknown) => ({
  mediaType: TRANSCRIPT_MEDIA_TYPE,
  data: { version: 1, messages, ...(turn ? { turn } : {}) },
});

/** Builds a consistent turn: what a conformant vessel streams for this script. */
export function simulate(sim: SimTurn): RecordedTurn {
  const status = sim.status ?? 'ok';
  const agent: DeclaredAgent = {
    name: 'agent',
    url: 'http://127.0.0.1:9/a/',
    max_steps: 8,
    send_reasoning: false,
    accepts_images: false,
    ...sim.agent,
  };
  const userText = sim.userText ?? 'vessel-kit:script=s1\nWhat is here?';
  const wantsTranscript = sim.transcript ?? true;
  const modes = sim.acceptedOutputModes ?? (wantsTranscript ? [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'] : undefined);
  const history = sim.history ?? [];
  const userMessage = sim.images
    ? {
        role: 'user',
        content: [
          { type: 'text', text: userText },
          ...Array.from({ length: sim.images }, () => ({
            type: 'image_url',
            image_url: { url: `data:image/png;base64,${PNG_BASE64}` },
          })),
        ],
      }
    : { role: 'user', content: userText };
  // What a conformant vessel sends the model: earlier reasoning only when send_reasoning (D11).
  const historyForModel = history.map((m) => {
    if (agent.send_reasoning || typeof m !== 'object' || m === null || !('reasoning_content' in m)) return m;
    const { reasoning_content: _dropped, ...rest } = m as Record<string, unknown>;
    return rest;
  });

  const stream: { json: unknown; at: number }[] = [];
  const push = (json: unknown, at: number) => stream.push({ json, at });
  let chunkNo = 0;
  const chunk = (messages: unknown[], at: number, last = false, turnSummary?: unknown) => {
    if (!wantsTranscript) return;
    push(
      artifactUpdate('transcript', 'transcript-1', [transcriptPart(messages, turnSummary)], {
        ...(chunkNo > 0 ? { append: true } : {}),
        ...(last ? { lastChunk: true } : {}),
      }),
      at,
    );
    chunkNo++;
  };

  push(
    {
      jsonrpc: '2.0',
      id: REQUEST_ID,
      result: { task: { id: TASK_ID, contextId: CONTEXT_ID, status: { state: 'TASK_STATE_SUBMITTED' } } },
    },
    1,
  );
  push(statusUpdate('turn.started', { conversation_id: CONTEXT_ID, turn_id: TASK_ID }), 2);
  chunk([userMessage], 3);

  const modelCalls: ModelCall[] = [];
  const sent: unknown[] = [
    { role: 'system', content: 'You are a careful agent. (briefing)' },
    ...historyForModel,
    userMessage,
  ];
  const transcript: unknown[] = [userMessage];
  const files: unknown[] = [];
  const totals = { input: 0, output: 0 };
  let t = 100;
  let steps = 0;
  const early = status !== 'ok' && !(status === 'step_limit' && !sim.steps.at(-1)?.tools?.length);

  sim.steps.forEach((step, i) => {
    const n = i + 1;
    const lastStep = i === sim.steps.length - 1;
    const every = step.every ?? 20;
    const toolsOffered = n < agent.max_steps!;
    const request = {
      model: 'mock',
      stream: true,
      messages: structuredClone(sent),
      ...(toolsOffered ? { tools: [{ type: 'function', function: { name: 'list', parameters: {} } }] } : {}),
    };
    const call: ModelCall = {
      index: i,
      receivedAt: t,
      scriptId: 's1',
      step: i,
      headers: { host: '127.0.0.1:4555', authorization: 'Bearer sk-test-secret-123' },
      request,
      status: step.httpStatus ?? 200,
      frames: [],
      mismatches: [],
    };
    modelCalls.push(call);
    if (step.httpStatus) return;
    const pieces = [
      ...(step.reasoning ?? []).map((text) => ({ kind: 'reasoning' as const, text })),
      ...(step.text ?? []).map((text) => ({ kind: 'text' as const, text })),
    ].map((p, j) => ({ ...p, at: t + 10 + j * every }));
    for (const p of pieces)
      call.frames.push(frame(p.at, p.kind === 'text' ? { content: p.text } : { reasoning_content: p.text }));
    let end = (pieces.at(-1)?.at ?? t + 10) + 1;
    (step.tools ?? []).forEach((tool, j) => {
      call.frames.push(
        frame(end, {
          tool_calls: [{ index: j, id: tool.id, type: 'function', function: { name: tool.name, arguments: '' } }],
        }),
      );
      call.frames.push(frame(end, { tool_calls: [{ index: j, function: { arguments: tool.arguments ?? '{}' } }] }));
    });
    const finish = step.tools?.length ? 'tool_calls' : 'stop';
    call.frames.push(frame(end, {}, finish));
    const usage = step.usage ?? { input: 10 * n, output: 5 };
    call.frames.push({
      sentAt: end,
      data: JSON.stringify({
        id: 'c',
        object: 'chat.completion.chunk',
        choices: [],
        usage: {
          prompt_tokens: usage.input,
          completion_tokens: usage.output,
          total_tokens: usage.input + usage.output,
        },
      }),
    });
    call.frames.push({ sentAt: end, data: '[DONE]' });
    const deltas = step.perPiece
      ? pieces.map((p) => ({ kind: p.kind, content: p.text, at: p.at }))
      : mergeWindows(pieces, end);
    for (const d of deltas)
      push(
        statusUpdate(d.kind === 'text' ? 'text.delta' : 'reasoning.delta', { step: n, content: d.content }),
        d.at + 1,
      );
    end += 2;
    totals.input += usage.input;
    totals.output += usage.output;
    steps++;
    push(
      statusUpdate('step.finished', {
        step: n,
        tool_calls: step.tools?.length ?? 0,
        tokens: usage,
        finish_reason: finish,
      }),
      end,
    );
    const text = (step.text ?? []).join('');
    const reasoning = (step.reasoning ?? []).join('');
    const assistant: Record<string, unknown> = {
      role: 'assistant',
      content: step.tools?.length && text === '' ? null : text,
    };
    if (step.tools?.length)
      assistant.tool_calls = step.tools.map((tool) => ({
        id: tool.id,
        type: 'function',
        function: { name: tool.name, arguments: safeArguments(tool.arguments ?? '{}') },
      }));
    if (reasoning) assistant.reasoning_content = reasoning;
    transcript.push(assistant);
    sent.push(assistant);
    chunk([assistant], end + 1);
    t = end + 5;
    for (const tool of step.tools ?? []) {
      const notRun = lastStep && status === 'step_limit';
      const stopped = lastStep && (status === 'cancelled' || status === 'deadline');
      const result = notRun ? NOT_RUN_RESULT : stopped ? STOPPED_OUTPUT : (tool.error ?? tool.output ?? 'ok');
      if (!notRun) {
        push(
          statusUpdate('tool.started', {
            call_id: tool.id,
            name: tool.name,
            arguments: parsedOrRaw(tool.arguments ?? '{}'),
          }),
          t++,
        );
        if (tool.file && !stopped) {
          const size = Buffer.from(tool.file.base64, 'base64').length;
          push(
            artifactUpdate('file', `file-${tool.id}`, [
              {
                raw: tool.file.base64,
                mediaType: tool.file.mediaType,
                filename: tool.file.filename,
                metadata: { call_id: tool.id },
              },
            ]),
            t++,
          );
          files.push({ filename: tool.file.filename, media_type: tool.file.mediaType, size, call_id: tool.id });
        }
        const output = Array.from(result).slice(0, 4000).join('');
        push(
          statusUpdate('tool.finished', {
            call_id: tool.id,
            name: tool.name,
            output,
            error: stopped ? null : (tool.error ?? null),
            truncated: Array.from(result).length > 4000,
            elapsed_ms: 3,
          }),
          t++,
        );
      }
      const message = { role: 'tool', tool_call_id: tool.id, content: result };
      transcript.push(message);
      sent.push(message);
      chunk([message], t++);
    }
    t += 20;
  });

  const closing = early ? earlyEndMessage(status) : undefined;
  if (closing) {
    const message = { role: 'assistant', content: closing };
    transcript.push(message);
    chunk([message], t++);
  }
  const answer = closing ?? (sim.steps.at(-1)?.text ?? []).join('');
  push(
    artifactUpdate('answer', 'answer-1', [
      { text: answer, mediaType: 'text/markdown' },
      ...(sim.answerExtraParts ?? []),
    ]),
    t++,
  );
  const error = sim.error ?? (status === 'model_error' ? 'the model endpoint failed' : undefined);
  const finished = { status, tokens: totals, steps, elapsed_ms: t, files, ...(error ? { error } : {}) };
  chunk([], t++, true, { ...finished, model: 'mock' });
  const final = statusUpdate('turn.finished', finished, STATE_OF[status]);
  push(final, t++);

  const sse: RecordedSseEvent[] = stream.map(({ json, at }, index) => {
    const data = JSON.stringify(json);
    return { index, receivedAt: at, data, bytes: Buffer.byteLength(data), json };
  });
  const finalTask = (final as { result: { statusUpdate: { status: unknown } } }).result.statusUpdate.status;
  // The task as GetTask shows it: every artifact the stream sent, appended chunks joined (A2A append).
  const taskArtifacts = new Map<string, { artifactId: string; parts: unknown[] } & Record<string, unknown>>();
  for (const { json } of stream) {
    const update = (json as { result?: { artifactUpdate?: { artifact: any; append?: boolean } } }).result
      ?.artifactUpdate;
    if (!update) continue;
    const existing = taskArtifacts.get(update.artifact.artifactId);
    if (update.append && existing) existing.parts.push(...structuredClone(update.artifact.parts));
    else taskArtifacts.set(update.artifact.artifactId, structuredClone(update.artifact));
  }
  const exchange = (requestBody: unknown, extra: Partial<RecordedExchange>): RecordedExchange => ({
    url: agent.url,
    method: 'POST',
    requestHeaders: { 'a2a-version': '1.0', 'content-type': 'application/json' },
    requestBody,
    sentAt: 0,
    status: 200,
    end: { at: t + 1, how: 'complete' },
    ...extra,
  });
  return {
    caseId: 'case-1',
    agent,
    input: {
      history,
      userText,
      ...(sim.images ? { images: sim.images } : {}),
      ...(modes ? { acceptedOutputModes: modes } : {}),
    },
    send: exchange(
      { jsonrpc: '2.0', id: REQUEST_ID, method: 'SendStreamingMessage', params: {} },
      { responseHeaders: { 'content-type': 'text/event-stream' }, sse },
    ),
    getTask: exchange(
      { jsonrpc: '2.0', id: 8, method: 'GetTask', params: { id: TASK_ID } },
      {
        responseHeaders: { 'content-type': 'application/json' },
        body: jsonBody({
          jsonrpc: '2.0',
          id: 8,
          result: {
            id: TASK_ID,
            contextId: CONTEXT_ID,
            status: structuredClone(finalTask),
            artifacts: [...taskArtifacts.values()],
          },
        }),
      },
    ),
    modelCalls,
    scriptId: 's1',
  };
}

function parsedOrRaw(raw: string): unknown {
  try {
    return raw === '' ? raw : JSON.parse(raw);
  } catch {
    return Array.from(raw).slice(0, 2000).join('');
  }
}
function safeArguments(raw: string): string {
  try {
    if (raw === '') return '{}';
    JSON.parse(raw);
    return raw;
  } catch {
    return '{}';
  }
}

export const jsonBody = (json: unknown): RecordedExchange['body'] => ({ text: JSON.stringify(json), json });

/** A realistic turn: reasoning and text, one tool call, a second step that answers. */
export const validTurn = (over: Partial<SimTurn> = {}): RecordedTurn =>
  simulate({
    steps: [
      {
        reasoning: ['Let me ', 'look.'],
        text: ['Looking. '],
        tools: [{ id: 'call_1', name: 'list', arguments: '{"path":"."}', output: 'species/' }],
      },
      { text: ['There ', 'is ', 'one ', 'folder', ', ', 'species/', '.'], every: 25 },
    ],
    ...over,
  });

// Mutation helpers: each reaches one place of a recorded turn.

type Json = Record<string, any>;
const sseList = (turn: RecordedTurn): RecordedSseEvent[] => turn.send.sse ?? [];
const eventDataOf = (e: RecordedSseEvent): Json | undefined =>
  (e.json as Json)?.result?.statusUpdate?.status?.message?.parts?.[0]?.data;

/** The n-th SSE event carrying the vessel event of this type. */
export function sseOfEvent(turn: RecordedTurn, type: string, nth = 0): RecordedSseEvent {
  const found = sseList(turn).filter((e) => eventDataOf(e)?.type === type)[nth];
  if (!found) throw new Error(`builder: no ${type} #${nth}`);
  return found;
}
/** The data of the n-th vessel event of this type, for mutation. */
export const eventData = (turn: RecordedTurn, type: string, nth = 0): Json =>
  eventDataOf(sseOfEvent(turn, type, nth)) as Json;
/** The status update holding the n-th event of this type. */
export const statusOf = (turn: RecordedTurn, type: string, nth = 0): Json =>
  (sseOfEvent(turn, type, nth).json as Json).result.statusUpdate;

export function artifactSse(turn: RecordedTurn, name: string, nth = 0): RecordedSseEvent {
  const found = sseList(turn).filter((e) => (e.json as Json)?.result?.artifactUpdate?.artifact?.name === name)[nth];
  if (!found) throw new Error(`builder: no ${name} artifact #${nth}`);
  return found;
}
export const artifactUpdateOf = (turn: RecordedTurn, name: string, nth = 0): Json =>
  (artifactSse(turn, name, nth).json as Json).result.artifactUpdate;
/** The transcript part's data of the n-th transcript chunk. */
export const chunkData = (turn: RecordedTurn, nth: number): Json =>
  artifactUpdateOf(turn, 'transcript', nth).artifact.parts[0].data;
export const transcriptChunkCount = (turn: RecordedTurn): number =>
  sseList(turn).filter((e) => (e.json as Json)?.result?.artifactUpdate?.artifact?.name === 'transcript').length;

/** Removes SSE events and renumbers the rest, as if the vessel never sent them. */
export function removeSse(turn: RecordedTurn, ...events: RecordedSseEvent[]): void {
  turn.send.sse = sseList(turn).filter((e) => !events.includes(e));
  turn.send.sse.forEach((e, i) => (e.index = i));
}
/** Moves an SSE event to a new position (its receive time follows its neighbours). */
export function moveSse(turn: RecordedTurn, event: RecordedSseEvent, to: number): void {
  const list = sseList(turn).filter((e) => e !== event);
  list.splice(to, 0, event);
  const before = list[to - 1];
  if (before) event.receivedAt = before.receivedAt;
  turn.send.sse = list;
  list.forEach((e, i) => (e.index = i));
}
export function insertSse(turn: RecordedTurn, at: number, json: unknown): RecordedSseEvent {
  const data = JSON.stringify(json);
  const event: RecordedSseEvent = {
    index: at,
    receivedAt: sseList(turn)[at - 1]?.receivedAt ?? 0,
    data,
    bytes: data.length,
    json,
  };
  const list = sseList(turn);
  list.splice(at, 0, event);
  list.forEach((e, i) => (e.index = i));
  return event;
}
/** Re-serialises every event's data after a mutation of its JSON (keeps `data` honest). */
export function resync(turn: RecordedTurn): RecordedTurn {
  for (const e of sseList(turn)) e.data = JSON.stringify(e.json);
  return turn;
}
