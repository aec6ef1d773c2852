// What the HTML report shows of a case's recorded evidence, built from results alone: per turn,
// the request, the events with their receive times beside the mock model's frames with their
// send times (one clock: the kit serves the mock model), the D6 merge windows those make, the
// transcript chunks and the ends. Evidence in results is plain JSON (its shape is src/a2a's
// RecordedTurn), so every field is read defensively: a report never throws on old results.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Longest text shown inline; the rest is in results.json or the bundle. */
const EXCERPT = 400;
const excerpt = (text: string, max = EXCERPT) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** Longest pretty-printed request or response shown. */
const BODY_CHARS = 20_000;

export function pretty(value: unknown, max = BODY_CHARS): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}\n…[${text.length - max} more characters in results.json]` : text;
}

export interface EventView {
  index: number;
  /** ms since the turn's request was sent. */
  at: number;
  kind: string;
  text: string;
  bytes: number;
}

export interface FrameView {
  call: number;
  at: number;
  kind: 'text' | 'reasoning' | 'tool' | 'finish' | 'done' | 'other';
  text: string;
}

export interface WindowView {
  kind: 'text' | 'reasoning';
  from: number;
  to: number;
  chars: number;
  event: number;
}

export interface ExchangeView {
  label: string;
  status?: number;
  at: number;
  end: string;
  request: string;
  response: string;
}

export interface ModelCallView {
  call: number;
  at: number;
  status?: number;
  step?: number | null;
  messages: number;
  tools: number;
  mismatches: string[];
  request: string;
}

export interface TurnView {
  label: string;
  agent: string;
  userText: string;
  history: number;
  request: string;
  status?: number;
  end: string;
  endAt: number;
  events: EventView[];
  frames: FrameView[];
  windows: WindowView[];
  calls: ModelCallView[];
  transcript: { event: number; role: string; text: string }[];
  others: ExchangeView[];
}

export interface CaseEvidenceView {
  turns: TurnView[];
  exchanges: ExchangeView[];
}

/** An SSE event's kind as the vessel contract names it: its vessel event type, `task`, `artifact:<name>`, or what it is. */
export function eventKind(sse: Json): { kind: string; text: string } {
  const json = sse.json;
  if (!isObject(json)) return { kind: sse.parseError !== undefined ? 'not JSON' : 'event', text: excerpt(str(sse.data) ?? '') };
  if (isObject(json.error)) return { kind: 'error', text: excerpt(pretty(json.error, EXCERPT)) };
  const result = json.result;
  if (!isObject(result)) return { kind: 'other', text: excerpt(str(sse.data) ?? '') };
  if (isObject(result.statusUpdate)) {
    const status = result.statusUpdate.status;
    const message = isObject(status) ? status.message : undefined;
    const state = isObject(status) ? str(status.state) : undefined;
    if (isObject(message)) {
      const data = arr(message.parts).find((p) => isObject(p) && isObject(p.data) && typeof p.data.type === 'string');
      const event = isObject(data) && isObject(data.data) ? data.data : undefined;
      const named = isObject(message.metadata) ? str(message.metadata['vessel.event']) : undefined;
      const type = str(event?.type) ?? named;
      if (type !== undefined) {
        const { type: _t, ...rest } = event ?? {};
        const content = str(rest.content);
        return { kind: type, text: excerpt(content !== undefined ? JSON.stringify(content) : pretty(rest, EXCERPT)) };
      }
    }
    return { kind: `status ${state ?? ''}`.trim(), text: '' };
  }
  if (isObject(result.artifactUpdate)) {
    const artifact = result.artifactUpdate.artifact;
    const name = isObject(artifact) ? (str(artifact.name) ?? '?') : '?';
    const parts = isObject(artifact) ? arr(artifact.parts) : [];
    const text = parts
      .map((p) => (isObject(p) ? (str(p.text) ?? (p.data !== undefined ? pretty(p.data, EXCERPT) : str(p.url) ?? '[file]')) : ''))
      .join(' ');
    return { kind: `artifact:${name}`, text: excerpt(text) };
  }
  if (isObject(result.task)) {
    const status = result.task.status;
    return { kind: 'task', text: isObject(status) ? (str(status.state) ?? '') : '' };
  }
  if (isObject(result.message)) return { kind: 'message', text: excerpt(pretty(result.message, EXCERPT)) };
  return { kind: 'other', text: excerpt(str(sse.data) ?? '') };
}

/** A mock-model frame's kind and text (OpenAI chat-completions chunks; anything else is `other`). */
function frameKind(data: string): { kind: FrameView['kind']; text: string } {
  if (data.trim() === '[DONE]') return { kind: 'done', text: '[DONE]' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'other', text: excerpt(data, 120) };
  }
  const choice = isObject(json) ? arr(json.choices)[0] : undefined;
  const delta = isObject(choice) ? choice.delta : undefined;
  if (isObject(delta)) {
    const reasoning = str(delta.reasoning_content) ?? str(delta.reasoning);
    if (reasoning) return { kind: 'reasoning', text: reasoning };
    if (str(delta.content)) return { kind: 'text', text: str(delta.content)! };
    if (arr(delta.tool_calls).length > 0) return { kind: 'tool', text: excerpt(JSON.stringify(delta.tool_calls), 120) };
  }
  if (isObject(choice) && choice.finish_reason) return { kind: 'finish', text: String(choice.finish_reason) };
  return { kind: 'other', text: excerpt(data, 120) };
}

function endOf(exchange: Json, t0: number): { end: string; at: number } {
  const end = isObject(exchange.end) ? exchange.end : {};
  const how = str(end.how) ?? '?';
  const detail = str(end.detail);
  return { end: `${how}${end.cap ? ` (${String(end.cap)} cap)` : ''}${detail ? `: ${detail}` : ''}`, at: (num(end.at) ?? t0) - t0 };
}

export function exchangeView(exchange: unknown, label?: string): ExchangeView {
  const e = isObject(exchange) ? exchange : {};
  const body = isObject(e.requestBody) ? e.requestBody : undefined;
  const method = str(body?.method) ?? str(e.method) ?? '?';
  const t0 = num(e.sentAt) ?? 0;
  const response = e.sse
    ? arr(e.sse)
        .map((s) => (isObject(s) ? str(s.data) ?? '' : ''))
        .join('\n')
    : isObject(e.body)
      ? (e.body.json !== undefined ? pretty(e.body.json) : (str(e.body.text) ?? ''))
      : '';
  return {
    label: label ?? `${method} ${str(e.url) ?? ''}`.trim(),
    ...(num(e.status) !== undefined ? { status: num(e.status) } : {}),
    at: 0,
    end: endOf(e, t0).end,
    request: pretty(e.requestBody ?? ''),
    response: pretty(response),
  };
}

/** D6 merge windows: each delta of a kind closes the window its kind's first frame after the previous delta opened. */
function mergeWindows(events: EventView[], frames: FrameView[]): WindowView[] {
  const windows: WindowView[] = [];
  for (const kind of ['text', 'reasoning'] as const) {
    let previous = -Infinity;
    for (const e of events.filter((ev) => ev.kind === `${kind}.delta`)) {
      const opened = frames.find((f) => f.kind === kind && f.at > previous && f.at <= e.at);
      let chars = 0;
      try {
        const parsed: unknown = JSON.parse(e.text);
        chars = typeof parsed === 'string' ? [...parsed].length : 0;
      } catch {
        chars = 0;
      }
      windows.push({ kind, from: opened?.at ?? Math.max(previous, e.at - 50), to: e.at, chars, event: e.index });
      previous = e.at;
    }
  }
  return windows;
}

function transcriptChunks(sse: unknown[]): TurnView['transcript'] {
  const chunks: TurnView['transcript'] = [];
  for (const s of sse) {
    const json = isObject(s) ? s.json : undefined;
    const update = isObject(json) && isObject(json.result) ? json.result.artifactUpdate : undefined;
    const artifact = isObject(update) ? update.artifact : undefined;
    if (!isObject(artifact) || artifact.name !== 'transcript') continue;
    for (const part of arr(artifact.parts)) {
      const data = isObject(part) ? part.data : undefined;
      const messages = isObject(data) && Array.isArray(data.messages) ? data.messages : [data];
      for (const m of messages) {
        if (!isObject(m)) continue;
        const content = typeof m.content === 'string' ? m.content : pretty(m.content ?? m, EXCERPT);
        const role = str(m.role) ?? (m.status !== undefined ? 'summary' : '?');
        chunks.push({ event: num((s as Json).index) ?? 0, role, text: excerpt(role === 'summary' ? pretty(m, EXCERPT) : content) });
      }
    }
  }
  return chunks;
}

export function turnView(turn: unknown, n: number): TurnView {
  const t = isObject(turn) ? turn : {};
  const send = isObject(t.send) ? t.send : {};
  const t0 = num(send.sentAt) ?? 0;
  const body = isObject(send.requestBody) ? send.requestBody : undefined;
  const sse = arr(send.sse);
  const events: EventView[] = sse.filter(isObject).map((s) => ({
    index: num(s.index) ?? 0,
    at: (num(s.receivedAt) ?? t0) - t0,
    bytes: num(s.bytes) ?? 0,
    ...eventKind(s),
  }));
  const calls = arr(t.modelCalls).filter(isObject);
  const frames: FrameView[] = calls.flatMap((c, i) =>
    arr(c.frames)
      .filter(isObject)
      .map((f) => ({ call: num(c.index) ?? i, at: (num(f.sentAt) ?? t0) - t0, ...frameKind(str(f.data) ?? '') })),
  );
  const input = isObject(t.input) ? t.input : {};
  const agent = isObject(t.agent) ? (str(t.agent.name) ?? '?') : '?';
  const { end, at } = endOf(send, t0);
  const others = [
    ...(t.cancel !== undefined ? [exchangeView(t.cancel, 'CancelTask (during the turn)')] : []),
    ...(t.getTask !== undefined ? [exchangeView(t.getTask, 'GetTask (after the turn)')] : []),
  ];
  return {
    label: `turn ${n} · ${str(body?.method) ?? 'SendStreamingMessage'} · agent ${agent}`,
    agent,
    userText: excerpt(str(input.userText) ?? ''),
    history: arr(input.history).length,
    request: pretty(send.requestBody ?? ''),
    ...(num(send.status) !== undefined ? { status: num(send.status) } : {}),
    end,
    endAt: at,
    events,
    frames,
    windows: mergeWindows(events, frames),
    calls: calls.map((c, i) => {
      const request = isObject(c.request) ? c.request : {};
      return {
        call: num(c.index) ?? i,
        at: (num(c.receivedAt) ?? t0) - t0,
        ...(num(c.status) !== undefined ? { status: num(c.status) } : {}),
        step: c.step === null ? null : num(c.step),
        messages: arr(request.messages).length,
        tools: arr(request.tools).length,
        mismatches: arr(c.mismatches).map(String),
        request: pretty(c.request ?? ''),
      };
    }),
    transcript: transcriptChunks(sse),
    others,
  };
}

export function caseEvidenceView(evidence: { turns: unknown[]; exchanges: unknown[] }): CaseEvidenceView {
  return {
    turns: evidence.turns.map((t, i) => turnView(t, i + 1)),
    exchanges: evidence.exchanges.map((e) => exchangeView(e)),
  };
}
