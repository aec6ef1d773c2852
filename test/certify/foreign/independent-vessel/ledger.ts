// The task store, kept by the turns themselves. The SDK's request handler saves a task whenever a
// reader of the event bus gets to an event: the stored task lags behind the turn by as much as the
// slowest stream does, and a second reader stores what it reads again (a CancelTask during a turn
// feeds the rest of the turn through its own ResultManager: tried, a cancelled turn whose stream
// carried 5 transcript chunks was stored with 8). Here only the turn writes: it records its task
// before it publishes each event, so GetTask and a new subscription's snapshot hold exactly what
// was published, and the SDK's own saves are ignored. Reading (GetTask, ListTasks with its filters
// and paging) is the SDK's InMemoryTaskStore.
import type { Task } from '@a2a-js/sdk';
import { InMemoryTaskStore, type ServerCallContext } from '@a2a-js/sdk/server';

export class Ledger extends InMemoryTaskStore {
  /** The SDK's saves: ignored, since the turn has recorded the same task already. */
  override async save(): Promise<void> {}

  /** The turn's own write: what GetTask, ListTasks and SubscribeToTask read from now on. */
  record(task: Task, context: ServerCallContext): void {
    // InMemoryTaskStore.save stores a clone synchronously, before its promise resolves.
    void super.save(task, context);
  }
}
