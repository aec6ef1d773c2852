// Reads an incoming chat-completions request body. Only what the mock model needs is checked:
// anything a real endpoint would refuse outright (not JSON, no `messages`, an unknown role) is
// answered 400 instead of being played, so a vessel's bad request is visible in the journal.

/** Roles OpenAI's chat-completions endpoint accepts. */
const KNOWN_ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);

export interface ChatMessage {
  role: string;
  content?: unknown;
  tool_calls?: unknown;
  tool_call_id?: unknown;
  reasoning_content?: unknown;
  reasoning?: unknown;
  [key: string]: unknown;
}

export interface ChatRequest {
  model: string | undefined;
  messages: ChatMessage[];
  stream: boolean;
  includeUsage: boolean;
  /** Names of the function tools offered, in order. */
  toolNames: string[];
}

export type RequestReading =
  { ok: true; request: ChatRequest; body: Record<string, unknown> } | { ok: false; problem: string; body: unknown };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The journal keeps a bounded excerpt of a body that is not JSON. */
const RAW_EXCERPT_CHARS = 2048;

function toolNames(tools: unknown): string[] | string {
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) return '`tools` must be a list';
  const names: string[] = [];
  for (const [i, tool] of tools.entries()) {
    const fn = isObject(tool) ? tool['function'] : undefined;
    const name = isObject(fn) ? fn['name'] : undefined;
    if (typeof name !== 'string') return `tools[${i}]: a function tool needs function.name`;
    names.push(name);
  }
  return names;
}

export function readChatRequest(text: string): RequestReading {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const excerpt = text.length > RAW_EXCERPT_CHARS ? `${text.slice(0, RAW_EXCERPT_CHARS)}…` : text;
    return { ok: false, problem: `the request body is not JSON (${(error as Error).message})`, body: excerpt };
  }
  if (!isObject(body)) return { ok: false, problem: 'the request body must be a JSON object', body };
  const messages = body['messages'];
  if (!Array.isArray(messages)) return { ok: false, problem: '`messages` is required and must be a list', body };
  if (messages.length === 0) return { ok: false, problem: '`messages` must not be empty', body };
  for (const [i, message] of messages.entries()) {
    if (!isObject(message)) return { ok: false, problem: `messages[${i}] must be an object`, body };
    const role = message['role'];
    if (typeof role !== 'string' || !KNOWN_ROLES.has(role)) {
      return {
        ok: false,
        problem: `messages[${i}]: unknown role ${JSON.stringify(role)} (expected one of ${[...KNOWN_ROLES].join(', ')})`,
        body,
      };
    }
  }
  const names = toolNames(body['tools']);
  if (typeof names === 'string') return { ok: false, problem: names, body };
  const streamOptions = body['stream_options'];
  return {
    ok: true,
    body,
    request: {
      model: typeof body['model'] === 'string' ? body['model'] : undefined,
      messages: messages as ChatMessage[],
      stream: body['stream'] === true,
      includeUsage: isObject(streamOptions) && streamOptions['include_usage'] === true,
      toolNames: names,
    },
  };
}

/** The text a message's content holds: a string, or its `text` parts joined by newlines. */
export function messageText(message: ChatMessage): string {
  const content = message.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((part): part is { text: string } => isObject(part) && typeof part['text'] === 'string')
    .map((part) => part.text)
    .join('\n');
}

export function hasImagePart(message: ChatMessage): boolean {
  return Array.isArray(message.content) && message.content.some((p) => isObject(p) && p['type'] === 'image_url');
}
