// The kit's A2A 1.0 JSON-RPC client: every call is a recorded exchange (src/a2a/recorder.ts), so
// what the target answered is evidence, never just a return value. It speaks the contract's
// conventions (A2A-Version header, PascalCase methods) but judges nothing.
import { randomUUID } from 'node:crypto';
import {
  A2A_PROTOCOL_VERSION,
  A2A_VERSION_HEADER,
  AGENT_CARD_PATH,
  Methods,
  type JsonRpcRequest,
  type MethodName,
} from './wire.ts';
import type { RecordedExchange, RecordedSseEvent } from './recording.ts';
import type { RecorderCaps } from './caps.ts';
import type { HostileEndpoint } from './hostile/endpoint.ts';
import { recordExchange, type CaseBudget, type ExchangeControl } from './recorder.ts';

export interface A2AClientOptions {
  /** The agent's base URL: its card is at `{baseUrl}/.well-known/agent-card.json`. */
  baseUrl: string;
  /** The JSON-RPC endpoint; defaults to the base URL (a card may name another, see `useCard`). */
  rpcUrl?: string;
  /** Extra headers on every request, e.g. the profile's auth header. */
  headers?: Record<string, string>;
  /** Names of headers among `headers` that are credentials: sent, but recorded as `[redacted]`. */
  secretHeaders?: string[];
  caps?: Partial<RecorderCaps>;
  /** The case budget every exchange of this client records against (see `forCase`). */
  budget?: CaseBudget;
}

export interface CallOptions {
  signal?: AbortSignal;
  onEvent?: (event: RecordedSseEvent, control: ExchangeControl) => void;
  /** Headers replacing or adding to the defaults (a case may send a wrong A2A-Version). */
  headers?: Record<string, string>;
  caps?: Partial<RecorderCaps>;
  /** The JSON-RPC id; a fresh one by default. */
  id?: string | number;
}

export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

export class A2AClient {
  readonly baseUrl: string;
  rpcUrl: string;
  private readonly headers: Record<string, string>;
  private readonly caps: Partial<RecorderCaps>;
  private readonly secretHeaders: string[];
  private readonly budget: CaseBudget | undefined;

  constructor(options: A2AClientOptions) {
    this.baseUrl = options.baseUrl;
    this.rpcUrl = options.rpcUrl ?? options.baseUrl;
    this.headers = { ...options.headers };
    this.caps = { ...options.caps };
    this.secretHeaders = [...(options.secretHeaders ?? [])];
    this.budget = options.budget;
  }

  /** The same client (its URLs, headers and caps as they are now) recording against a case's budget. */
  forCase(budget: CaseBudget): A2AClient {
    return new A2AClient({
      baseUrl: this.baseUrl,
      rpcUrl: this.rpcUrl,
      headers: this.headers,
      secretHeaders: this.secretHeaders,
      caps: this.caps,
      budget,
    });
  }

  /** GET the agent card; recorded like any other exchange. */
  getCard(options: CallOptions = {}): Promise<RecordedExchange> {
    return recordExchange({
      url: joinUrl(this.baseUrl, AGENT_CARD_PATH),
      method: 'GET',
      headers: { accept: 'application/json', ...this.headers, ...options.headers },
      caps: { ...this.caps, ...options.caps },
      signal: options.signal,
      redactHeaders: this.secretHeaders,
      budget: this.budget,
    });
  }

  /**
   * Points later calls at the JSON-RPC url a card names (when it names one): its first JSONRPC
   * interface that is not A2A 0.3, which a 1.0 card may list beside its 1.0 one.
   */
  useCard(card: unknown): void {
    const interfaces = (
      card as { supportedInterfaces?: { url?: unknown; protocolBinding?: unknown; protocolVersion?: unknown }[] } | null
    )?.supportedInterfaces;
    const listed = Array.isArray(interfaces) ? interfaces.filter((i) => i?.protocolBinding === 'JSONRPC') : [];
    const jsonrpc = listed.find((i) => !/^0\.3(\.|$)/.test(String(i.protocolVersion).trim())) ?? listed[0];
    if (typeof jsonrpc?.url === 'string' && jsonrpc.url.length > 0) this.rpcUrl = jsonrpc.url;
  }

  /** Where and with what headers this client posts, for the hostile clients (src/a2a/hostile/) that send past the recorder. */
  endpoint(): HostileEndpoint {
    return { url: this.rpcUrl, headers: this.rpcHeaders(), secretHeaders: [...this.secretHeaders] };
  }

  /** The contract's headers on a JSON-RPC call, and this client's own (the profile's auth). */
  private rpcHeaders(): Record<string, string> {
    return { 'content-type': 'application/json', [A2A_VERSION_HEADER]: A2A_PROTOCOL_VERSION, ...this.headers };
  }

  /** One JSON-RPC call with the contract's headers; the body may be any value or a raw string. */
  post(body: unknown, options: CallOptions & { url?: string } = {}): Promise<RecordedExchange> {
    return recordExchange({
      url: options.url ?? this.rpcUrl,
      method: 'POST',
      headers: { accept: 'application/json, text/event-stream', ...this.rpcHeaders(), ...options.headers },
      body,
      caps: { ...this.caps, ...options.caps },
      signal: options.signal,
      onEvent: options.onEvent,
      redactHeaders: this.secretHeaders,
      budget: this.budget,
    });
  }

  call(
    method: MethodName | string,
    params: unknown,
    options: CallOptions & { url?: string } = {},
  ): Promise<RecordedExchange> {
    const body: JsonRpcRequest = { jsonrpc: '2.0', id: options.id ?? randomUUID(), method, params };
    return this.post(body, options);
  }

  sendStreamingMessage(params: unknown, options: CallOptions = {}): Promise<RecordedExchange> {
    return this.call(Methods.SendStreamingMessage, params, options);
  }
  sendMessage(params: unknown, options: CallOptions = {}): Promise<RecordedExchange> {
    return this.call(Methods.SendMessage, params, options);
  }
  getTask(id: string, options: CallOptions = {}): Promise<RecordedExchange> {
    return this.call(Methods.GetTask, { id }, options);
  }
  cancelTask(id: string, options: CallOptions = {}): Promise<RecordedExchange> {
    return this.call(Methods.CancelTask, { id }, options);
  }
  /** A second stream of a running task (SSE), recorded like the turn's own. */
  subscribeToTask(id: string, options: CallOptions = {}): Promise<RecordedExchange> {
    return this.call(Methods.SubscribeToTask, { id }, options);
  }
  listTasks(params: unknown = {}, options: CallOptions = {}): Promise<RecordedExchange> {
    return this.call(Methods.ListTasks, params, options);
  }
}
