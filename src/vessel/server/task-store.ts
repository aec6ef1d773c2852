// The vessel's tasks, in memory: one per turn (D1). A live task holds the turn's cancel switch and
// the streams listening to it; a finished task is kept for GetTask for a bounded time, count and
// size (D17), oldest dropped first, so a long-running vessel's memory stays flat.
import type { Artifact, Message, StreamResponse, Task, TaskState, TaskStatus } from '../../a2a/wire.ts';

export const DEFAULT_MAX_TASKS = 1000;
export const DEFAULT_KEEP_SECONDS = 600;
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

/** About how many bytes a value holds: its strings' lengths plus a little per number, key and node. Iterative. */
function approximateBytes(value: unknown): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') bytes += node.length;
    else if (typeof node === 'object' && node !== null) {
      bytes += 8;
      if (Array.isArray(node)) stack.push(...node);
      else
        for (const [key, inner] of Object.entries(node)) {
          bytes += key.length;
          stack.push(inner);
        }
    } else bytes += 8;
  }
  return bytes;
}

/** Someone reading a task's live events: a SendStreamingMessage or SubscribeToTask stream. */
export interface TaskListener {
  event(response: StreamResponse): void;
  /** The task reached its terminal state; nothing more will come. */
  end(): void;
}

export class StoredTask {
  status: TaskStatus;
  /** Artifacts by id, in the order they first appeared; appended chunks are joined. */
  readonly artifacts = new Map<string, Artifact>();
  /** The messages of the task, oldest first (A2A Task.history): the user's message, then the final status message. */
  readonly history: Message[] = [];
  finished = false;
  readonly cancel = new AbortController();
  readonly listeners = new Set<TaskListener>();
  /** Resolves when the turn has ended and the final task is stored. */
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    readonly id: string,
    readonly contextId: string,
    readonly agent: string,
    public updatedAt: number,
    state: TaskState,
    /** Told when the task has finished, and when its finished snapshot changes after that. */
    private readonly onSettled: (task: StoredTask) => void = () => undefined,
  ) {
    this.status = { state, timestamp: new Date(updatedAt).toISOString() };
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
  }

  get state(): TaskState {
    return this.status.state as TaskState; // the wire schema types state as a string union it cannot narrow
  }

  setStatus(status: TaskStatus, now: number): void {
    this.status = status;
    this.updatedAt = now;
  }

  /** Applies one artifactUpdate to the snapshot: a chunk with `append` joins the artifact's parts. */
  addArtifact(artifact: Artifact, append: boolean, now: number): void {
    const existing = this.artifacts.get(artifact.artifactId);
    this.artifacts.set(
      artifact.artifactId,
      append && existing ? { ...existing, parts: [...existing.parts, ...artifact.parts] } : artifact,
    );
    this.updatedAt = now;
  }

  /** Sends an event to every live listener. */
  broadcast(response: StreamResponse): void {
    for (const listener of this.listeners) listener.event(response);
  }

  /** Replaces the snapshot's artifacts with the turn's final ones (TurnResult.artifacts). */
  replaceArtifacts(artifacts: readonly Artifact[]): void {
    this.artifacts.clear();
    for (const a of artifacts) this.artifacts.set(a.artifactId, a);
    this.#bytes = undefined;
    if (this.finished) this.onSettled(this);
  }

  #bytes: number | undefined;

  /** About how much memory the task's snapshot holds (measured once it is finished, then kept). */
  approximateBytes(): number {
    if (this.#bytes !== undefined) return this.#bytes;
    const bytes = approximateBytes([this.id, this.contextId, this.status, [...this.artifacts.values()], this.history]);
    if (this.finished) this.#bytes = bytes;
    return bytes;
  }

  /**
   * Marks the task finished (its status is terminal), ends every listener's stream and wakes
   * waiters.
   */
  finish(now: number): void {
    if (this.finished) return;
    if (this.status.message) this.history.push(this.status.message);
    this.finished = true;
    this.updatedAt = now;
    for (const listener of this.listeners) listener.end();
    this.listeners.clear();
    this.resolveDone();
    this.onSettled(this);
  }

  /**
   * The A2A Task as GetTask and the stream's first event show it. `historyLength` (A2A §3.2.4):
   * unset, the whole history; 0, none (the field left out); n, the n most recent messages.
   */
  snapshot(options: { artifacts?: boolean; historyLength?: number } = {}): Task {
    const task: Task = { id: this.id, contextId: this.contextId, status: this.status };
    if (options.artifacts !== false) task.artifacts = [...this.artifacts.values()];
    const n = options.historyLength;
    if (n !== 0 && this.history.length > 0) task.history = n === undefined ? [...this.history] : this.history.slice(-n);
    return task;
  }
}

export interface ListQuery {
  agent: string;
  contextId?: string;
  status?: TaskState;
  /** Only tasks whose status changed at or after this time (ms since the epoch). */
  statusAfter?: number;
  pageSize: number;
  /** Opaque cursor from a previous page. */
  pageToken?: string;
}

export interface ListPage {
  tasks: StoredTask[];
  nextPageToken: string;
  totalSize: number;
}

/** Tasks sorted by last update, newest first; ties by id so a cursor is stable. */
function newestFirst(a: StoredTask, b: StoredTask): number {
  return b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface Cursor {
  u: number;
  id: string;
}
function encodeCursor(task: StoredTask): string {
  return Buffer.from(JSON.stringify({ u: task.updatedAt, id: task.id } satisfies Cursor)).toString('base64url');
}
function decodeCursor(token: string): Cursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<Cursor>;
    return typeof value.u === 'number' && typeof value.id === 'string' ? { u: value.u, id: value.id } : undefined;
  } catch {
    return undefined;
  }
}

export class TaskStore {
  private readonly tasks = new Map<string, StoredTask>();
  /** The finished tasks in the order they finished (oldest first), each with the bytes it was counted at. */
  private readonly finished = new Map<StoredTask, number>();
  private finishedBytes = 0;

  constructor(
    private readonly limits: { maxTasks: number; keepMs: number; maxBytes?: number },
    private readonly now: () => number = Date.now,
  ) {}

  create(id: string, contextId: string, agent: string, state: TaskState): StoredTask {
    this.evict();
    const task = new StoredTask(id, contextId, agent, this.now(), state, this.settled);
    this.tasks.set(id, task);
    return task;
  }

  /** The agent's task with this id, unless it is unknown or was dropped. */
  get(agent: string, id: string): StoredTask | undefined {
    this.evict();
    const task = this.tasks.get(id);
    return task && task.agent === agent ? task : undefined;
  }

  /** Every live task (for shutting down). */
  live(): StoredTask[] {
    return [...this.tasks.values()].filter((t) => !t.finished);
  }

  /** Whether `token` is a cursor this store gave out (as a ListTasks nextPageToken). */
  isPageToken(token: string): boolean {
    return decodeCursor(token) !== undefined;
  }

  list(query: ListQuery): ListPage {
    this.evict();
    const matching = [...this.tasks.values()]
      .filter(
        (t) =>
          t.agent === query.agent &&
          (query.contextId === undefined || t.contextId === query.contextId) &&
          (query.status === undefined || t.state === query.status) &&
          (query.statusAfter === undefined || t.updatedAt >= query.statusAfter),
      )
      .sort(newestFirst);
    const cursor = query.pageToken ? decodeCursor(query.pageToken) : undefined;
    const start = cursor
      ? matching.findIndex((t) => t.updatedAt < cursor.u || (t.updatedAt === cursor.u && t.id > cursor.id))
      : 0;
    const from = start < 0 ? matching.length : start;
    const page = matching.slice(from, from + query.pageSize);
    const last = page.at(-1);
    const hasMore = from + page.length < matching.length;
    return { tasks: page, nextPageToken: hasMore && last ? encodeCursor(last) : '', totalSize: matching.length };
  }

  /** Counts a task that finished (or whose finished snapshot changed) toward the store's size. */
  private readonly settled = (task: StoredTask): void => {
    if (this.tasks.get(task.id) !== task) return; // dropped already
    const bytes = task.approximateBytes();
    this.finishedBytes += bytes - (this.finished.get(task) ?? 0);
    this.finished.set(task, bytes);
  };

  /**
   * Drops finished tasks past their keep time, then the oldest finished ones past the count or the
   * size. Finished tasks are kept in the order they finished, which is the order of their last
   * update, so only the oldest are ever looked at.
   */
  private evict(): void {
    const now = this.now();
    const maxBytes = this.limits.maxBytes ?? DEFAULT_MAX_BYTES;
    for (const [task, bytes] of this.finished) {
      const expired = now - task.updatedAt > this.limits.keepMs;
      if (!expired && this.finished.size <= this.limits.maxTasks && this.finishedBytes <= maxBytes) return;
      this.tasks.delete(task.id);
      this.finished.delete(task);
      this.finishedBytes -= bytes;
    }
  }
}
