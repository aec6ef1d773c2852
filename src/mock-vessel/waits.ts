// Waiting for what the application does, without polling: the next request it sends, the next
// turn to start or to finish. Each wait hands out records in arrival order, every one once, so a
// test that awaits after the application already sent still gets that request, and two waits in a
// row get two requests. Every wait is bounded: past its timeout it rejects naming what it waited
// for and what did arrive, so a test never hangs on an application that sent nothing.
import type { MockVesselRequest, RecordedTurnStart } from './requests.ts';

/** How long a wait lasts when it is given no `timeoutMs`: below the 5 s test timeout of vitest and Jest, so the wait's message is the one a test reports. */
export const DEFAULT_WAIT_MS = 2_000;

export interface WaitOptions {
  /** How long to wait before rejecting (default 2,000 ms); a positive, finite number. */
  timeoutMs?: number;
}

export interface NextRequestOptions extends WaitOptions {
  /** Only a request of this JSON-RPC method (`SendStreamingMessage`, `CancelTask`, …). */
  method?: string;
  /** Only a request to this agent. */
  agent?: string;
}

export interface WaitForTurnOptions extends WaitOptions {
  /** Only a turn of this agent. */
  agent?: string;
  /** Resolve once the turn has finished (its `status` is set), not when it starts. */
  finished?: boolean;
}

interface Wait {
  /** Settles the wait when what it waits for is there; true when it did. */
  check(): boolean;
  fail(error: Error): void;
}

const quoted = (value: string) => `'${value}'`;

function timeoutOf(call: string, options: WaitOptions): number {
  const ms = options.timeoutMs ?? DEFAULT_WAIT_MS;
  if (!(ms > 0) || !Number.isFinite(ms))
    throw new TypeError(`${call}: timeoutMs must be a positive, finite number of milliseconds, not ${ms}`);
  return ms;
}

function describeCall(name: string, options: object): string {
  const shown = Object.entries(options)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? quoted(v) : String(v)}`);
  return `vessel.${name}(${shown.length > 0 ? `{ ${shown.join(', ')} }` : ''})`;
}

export class Waits {
  readonly #requests: readonly MockVesselRequest[];
  readonly #turns: readonly RecordedTurnStart[];
  readonly #waiting = new Set<Wait>();
  /** What each kind of wait has handed out already. */
  readonly #givenRequests = new Set<MockVesselRequest>();
  readonly #givenStarts = new Set<RecordedTurnStart>();
  readonly #givenEnds = new Set<RecordedTurnStart>();
  #closed = false;

  constructor(requests: readonly MockVesselRequest[], turns: readonly RecordedTurnStart[]) {
    this.#requests = requests;
    this.#turns = turns;
  }

  /** Checks every wait again: called whenever a request or a turn is recorded, or a turn finishes. */
  changed(): void {
    for (const wait of [...this.#waiting]) if (wait.check()) this.#waiting.delete(wait);
  }

  /** The records are gone: nothing handed out before counts any more. */
  reset(): void {
    this.#givenRequests.clear();
    this.#givenStarts.clear();
    this.#givenEnds.clear();
  }

  /** Rejects every wait, and every later one: the vessel is closed. */
  close(): void {
    this.#closed = true;
    for (const wait of this.#waiting) wait.fail(new Error('the mock vessel was closed while waiting'));
    this.#waiting.clear();
  }

  nextRequest(options: NextRequestOptions = {}): Promise<MockVesselRequest> {
    const call = describeCall('nextRequest', options);
    const matches = (r: MockVesselRequest) =>
      (options.method === undefined || r.method === options.method) &&
      (options.agent === undefined || r.agent === options.agent);
    const sought = `the next ${options.method ?? ''}${options.method ? ' ' : ''}request${options.agent ? ` to agent ${quoted(options.agent)}` : ''}`;
    return this.#until(
      call,
      options,
      sought,
      () => this.#requests.find((r) => matches(r) && !this.#givenRequests.has(r)),
      (r) => this.#givenRequests.add(r),
      () => {
        const seen = this.#requests.map((r) => `${r.method ?? 'not JSON-RPC'} to ${r.agent}`);
        const given = this.#requests.filter((r) => this.#givenRequests.has(r)).length;
        return seen.length === 0
          ? 'no request was recorded'
          : `recorded: ${seen.join(', ')}; ${given} of them already returned by nextRequest()`;
      },
    );
  }

  waitForTurn(options: WaitForTurnOptions = {}): Promise<RecordedTurnStart> {
    const call = describeCall('waitForTurn', options);
    const given = options.finished ? this.#givenEnds : this.#givenStarts;
    const candidate = () =>
      this.#turns.find((t) => !given.has(t) && (options.agent === undefined || t.agent === options.agent));
    const sought = `the next turn${options.agent ? ` of agent ${quoted(options.agent)}` : ''} to ${options.finished ? 'finish' : 'start'}`;
    return this.#until(
      call,
      options,
      sought,
      () => {
        const turn = candidate();
        return turn && (!options.finished || turn.status !== undefined) ? turn : undefined;
      },
      (t) => given.add(t),
      () => {
        const running = candidate();
        if (options.finished && running)
          return `turn ${running.taskId} (script ${running.scriptId}${running.description ? `, ${quoted(running.description)}` : ''}) started and is still running`;
        return this.#turns.length === 0
          ? 'no turn started'
          : `${this.#turns.length} turn(s) started, every one already returned by waitForTurn(${options.finished ? '{ finished: true }' : ''})`;
      },
    );
  }

  #until<T>(
    call: string,
    options: WaitOptions,
    sought: string,
    find: () => T | undefined,
    take: (found: T) => void,
    seen: () => string,
  ): Promise<T> {
    const timeoutMs = timeoutOf(call, options);
    if (this.#closed) return Promise.reject(new Error(`${call}: the mock vessel is closed`));
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const wait: Wait = {
        check: () => {
          const found = find();
          if (found === undefined) return false;
          clearTimeout(timer);
          take(found);
          resolve(found);
          return true;
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(new Error(`${call}: ${error.message} for ${sought}`));
        },
      };
      if (wait.check()) return;
      // A ref'd timer: the wait itself keeps the process alive until it settles, so it always ends in its message.
      timer = setTimeout(() => {
        this.#waiting.delete(wait);
        reject(new Error(`${call} waited ${timeoutMs} ms for ${sought}, which did not come: ${seen()}`));
      }, timeoutMs);
      this.#waiting.add(wait);
    });
  }
}
