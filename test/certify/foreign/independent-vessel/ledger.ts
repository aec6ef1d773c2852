// The task store, kept by the turns themselves. The SDK's request handler saves a task each time a
// consumer of the event bus reads an event, so with two readers (a stream and a CancelTask, or a
// SubscribeToTask) an appended artifact chunk would be stored twice, and with none (a client that
// hung up) nothing would be stored at all. Here only the turn writes: it records its task before
// it publishes each event, and the SDK's own saves are ignored. Reading (GetTask, ListTasks with
// its filters and paging) is the SDK's InMemoryTaskStore.
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
