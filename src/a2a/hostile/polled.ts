// The task poller (stress.*#turn-ends, stress.load#terminal): GetTask every `everyMs` until the
// task shows a terminal state or `limitMs` passed, each answer read only as far as the task's
// state. A turn the kit left unread or hung up on may have streamed megabytes into its task's
// artifacts, and GetTask answers with them: the recording client would hold them all, against the
// case's byte cap, to learn one word.
import { performance } from 'node:perf_hooks';
import type { RecordedTaskPolls } from '../recording.ts';
import { isTerminalState } from '../wire.ts';
import { errorText, requestOf, sleep, type HostileEndpoint } from './endpoint.ts';

export interface PollSpec {
  limitMs: number;
  /** The pause between two GetTasks (default 50 ms). */
  everyMs?: number;
}

/** The longest one GetTask may take before it counts as failed. */
const GET_TASK_LIMIT_MS = 10_000;
/** How far back from the newest byte the state is looked for (a field split across two chunks is still found). */
const SEEN_CHARS = 65_536;
/** A task's state field: the task's one TaskStatus holds it (historyLength 0 leaves no message that could). */
const STATE_PATTERN = /"state"\s*:\s*"([A-Z_]+)"/;

/** Polls `taskId` as `spec` says; with no task id, asks nothing. Never throws for what the target does. */
export async function recordPolled(
  endpoint: HostileEndpoint,
  taskId: string | undefined,
  spec: PollSpec,
): Promise<RecordedTaskPolls> {
  const everyMs = spec.everyMs ?? 50;
  const recording: RecordedTaskPolls = {
    url: endpoint.url,
    ...(taskId !== undefined ? { taskId } : {}),
    everyMs,
    limitMs: spec.limitMs,
    startedAt: performance.now(),
    polls: [],
  };
  if (taskId === undefined) return recording;
  let state: string | undefined;
  for (;;) {
    const poll = await taskState(endpoint, taskId).then(
      (read) => (read === undefined ? {} : { state: read }),
      (error: unknown) => ({ error: errorText(error) }),
    );
    const at = performance.now();
    recording.polls.push({ at, ...poll });
    // A GetTask that failed tells nothing new: the state stays what the last answer showed.
    if (!('error' in poll)) state = poll.state;
    if (isTerminalState(state) || at - recording.startedAt > spec.limitMs) return recording;
    await sleep(everyMs);
  }
}

/** GetTask's task state, read from the answer's first bytes that hold it, the rest left unread. */
function taskState(endpoint: HostileEndpoint, taskId: string): Promise<string | undefined> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: taskId, historyLength: 0 } });
  const url = new URL(endpoint.url);
  return new Promise((resolve, reject) => {
    const req = requestOf(url)(url, {
      method: 'POST',
      headers: { ...endpoint.headers, 'content-length': Buffer.byteLength(body) },
      timeout: GET_TASK_LIMIT_MS,
    });
    req.on('response', (res) => {
      let seen = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        seen = (seen + chunk).slice(-SEEN_CHARS);
        const state = STATE_PATTERN.exec(seen)?.[1];
        if (state !== undefined) {
          resolve(state);
          req.destroy();
        }
      });
      res.on('end', () => resolve(STATE_PATTERN.exec(seen)?.[1]));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GetTask gave no answer within ${GET_TASK_LIMIT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
