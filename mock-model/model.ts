// The mock model: a script registry, the journal and the engine, behind two transports (the
// node:http server and msw handlers). Everything transport-specific lives in the adapters;
// this file builds the core they share (its shape is in core.ts), so both record and send the
// same things.
import type { RequestHandler } from 'msw';
import { control } from './control.ts';
import type { IncomingCall, ModelCore } from './core.ts';
import { respond } from './engine.ts';
import { answerFetch, controlResponse, incomingOf } from './fetch-transport.ts';
import { listenHttp, type Listening } from './http-server.ts';
import { DEFAULT_JOURNAL_LIMIT, Journal, type JournalEntry, type JournalFilter, type LiveEntry } from './journal.ts';
import { mswHandlers } from './msw-handlers.ts';
import { errorAnswer, jsonAnswer, type Answer } from './answer.ts';
import { play, type Playback } from './player.ts';
import { METHOD_OF, routeOf } from './routes.ts';
import type { Dialect, Script } from './script-schema.ts';
import { validateScript } from './script-validate.ts';
import { SCRIPT_HEADER } from './select.ts';
import { modelsJson } from './wire.ts';

export interface MockModelOptions {
  /** Which delta field carries reasoning when a script does not say (default `reasoning_content`). */
  defaultDialect?: Dialect;
  /** Answer 400 when a step's request expectations do not hold (default: only journal them). */
  strictExpectations?: boolean;
  /** Largest request body read, in bytes (default 16 MiB); larger ones get a 400. */
  maxBodyBytes?: number;
  /** The monotonic clock for the journal and the schedule (default `performance.now`). */
  now?: () => number;
  /** Journal entries kept; the oldest are dropped beyond it (default 1000). */
  journalLimit?: number;
}

export interface MockModel {
  /** Adds scripts, replacing any with the same id. Throws on an invalid script, naming the problem. */
  register(scripts: Script | Script[]): void;
  scripts(): Script[];
  journal(filter?: JournalFilter): JournalEntry[];
  clearJournal(): void;
  /** Serves over node:http; the returned url is the base URL, ending in `/v1`. */
  listen(opts?: { port?: number; host?: string }): Promise<Listening>;
  /**
   * msw 2 handlers over the same engine, for in-process tests (`baseUrl` ends in `/v1`). Needs msw
   * installed; `http` is msw's, when the caller holds the application's instance.
   */
  handlers(baseUrl: string, http?: typeof import('msw').http): RequestHandler[];
  /**
   * The mock model as a fetch function, in this process: no socket, no msw. The URL's path routes
   * it (`…/v1/chat/completions`, `…/v1/models`, `/_mock/…`); its origin is ignored. A vessel in the
   * same process takes it as its model transport. A cut answers as fetch does: a rejected
   * promise before the head, an erroring body after it.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Ends every answer in progress (even one stalled forever) and closes every listener. */
  shutdown(): Promise<void>;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

export function createMockModel(options: MockModelOptions = {}): MockModel {
  const now = options.now ?? (() => performance.now());
  const dialect = options.defaultDialect ?? 'reasoning_content';
  const strictExpectations = options.strictExpectations ?? false;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const journal = new Journal(options.journalLimit ?? DEFAULT_JOURNAL_LIMIT);
  const registry = new Map<string, Script>();
  const playing = new Set<Playback>();
  const listeners = new Set<Listening>();

  // Kept as copies: a step's frames are rendered once per step object, so a registered script
  // must not change under the mock model when its caller edits the object it passed in.
  const register = (scripts: Script[]) => {
    for (const script of scripts) registry.set(script.id, structuredClone(script));
  };
  const listScripts = () => [...registry.values()].map((s) => structuredClone(s));

  /** The answer to a model-API call; fills in what the engine chose for the journal. */
  const answerCall = (incoming: IncomingCall, entry: LiveEntry): Answer => {
    const route = routeOf(incoming.path);
    if (route === 'chat' && incoming.method === METHOD_OF.chat) {
      const body =
        typeof incoming.body === 'string'
          ? incoming.body
          : { tooLargeBytes: incoming.body.tooLargeBytes, limit: maxBodyBytes };
      const named = incoming.headers[SCRIPT_HEADER];
      const outcome = respond(
        { body, createdSeconds: Math.floor(Date.now() / 1000), ...(named ? { scriptId: named } : {}) },
        { script: (id) => registry.get(id), dialect, strictExpectations },
      );
      entry.scriptId = outcome.scriptId;
      entry.step = outcome.step;
      entry.scriptStep = outcome.scriptStep;
      entry.mismatches = outcome.mismatches;
      entry.request = outcome.request;
      return outcome.answer;
    }
    if (route === 'models' && incoming.method === METHOD_OF.models) return jsonAnswer(modelsJson());
    if (route === 'chat' || route === 'models') {
      return errorAnswer(
        405,
        `${incoming.method} is not allowed on ${incoming.path}; use ${METHOD_OF[route]}`,
        'method_not_allowed',
      );
    }
    return errorAnswer(
      404,
      `no such endpoint: ${incoming.method} ${incoming.path} (the mock model serves POST /v1/chat/completions and GET /v1/models)`,
      'not_found',
    );
  };

  const core: ModelCore = {
    maxBodyBytes,
    now,
    call(incoming, sink) {
      const index = journal.nextIndex();
      const entry: LiveEntry = {
        index,
        receivedAt: incoming.receivedAt,
        path: incoming.path,
        scriptId: null,
        step: null,
        scriptStep: null,
        headers: incoming.headers,
        request: null,
        status: 0,
        sent: { frames: [], startedAt: incoming.receivedAt, writes: [] },
        mismatches: [],
      };
      const answer = answerCall(incoming, entry);
      entry.status = answer.status;
      journal.add(entry);
      const playback = play(answer, sink, entry, now, incoming.receivedAt);
      playing.add(playback);
      void playback.done.then(() => playing.delete(playback));
      return playback;
    },
    control(incoming) {
      return control(
        { register, scripts: listScripts, journal },
        incoming.method,
        incoming.path,
        incoming.search,
        typeof incoming.body === 'string' ? incoming.body : null,
      );
    },
  };

  return {
    register(scripts) {
      const list = Array.isArray(scripts) ? scripts : [scripts];
      const problems = list.flatMap((s) => {
        const result = validateScript(s);
        return result.ok ? [] : [`script ${JSON.stringify((s as { id?: unknown }).id)}: ${result.problems.join('; ')}`];
      });
      if (problems.length > 0) throw new TypeError(`invalid script: ${problems.join(' | ')}`);
      register(list);
    },
    scripts: listScripts,
    journal: (filter) => journal.list(filter),
    clearJournal: () => journal.clear(),
    async listen(opts = {}) {
      const listening = await listenHttp(core, opts);
      listeners.add(listening);
      const close = listening.close;
      return {
        ...listening,
        close: async () => {
          listeners.delete(listening);
          await close();
        },
      };
    },
    handlers: (baseUrl, http) => mswHandlers(core, baseUrl, http),
    async fetch(input, init) {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const incoming = await incomingOf(core, request, path);
      if (routeOf(path) === 'control') return controlResponse(core, incoming);
      // The caller's own signal, not request.signal: undici's Request follows the caller's signal
      // through a WeakRef to its controller, which goes with the Request once it is collected, so
      // an abort after that never reached a playback holding its answer open (a turn whose
      // deadline fired mid-call then waited forever; seen once in a full run).
      const signal = init?.signal ?? (input instanceof Request ? input.signal : request.signal);
      const answer = await answerFetch(core, incoming, signal);
      if (answer !== 'network-error') return answer;
      signal.throwIfAborted();
      throw new TypeError('fetch failed', { cause: new Error('the mock model closed the connection') });
    },
    async shutdown() {
      for (const p of playing) p.serverClosing();
      await Promise.all([...listeners].map((l) => l.close()));
      listeners.clear();
    },
  };
}
