// The SDK's DefaultRequestHandler, with the one rule of D1 it cannot know: a turn is a task, so a
// message naming a task that is still running starts nothing (the SDK would run a second executor
// on the same task). Unknown, finished and other-context tasks are the SDK's to refuse.
import { taskStateToJSON, type Message, type Task } from '@a2a-js/sdk';
import { UnsupportedOperationError } from '@a2a-js/sdk/errors';
import { DefaultRequestHandler, type AgentExecutor, type ServerCallContext } from '@a2a-js/sdk/server';
import type { Ledger } from './ledger.ts';

type SendParams = Parameters<DefaultRequestHandler['sendMessage']>[0];
const TERMINAL = new Set(['TASK_STATE_COMPLETED', 'TASK_STATE_FAILED', 'TASK_STATE_CANCELED', 'TASK_STATE_REJECTED']);

export class TurnRequestHandler extends DefaultRequestHandler {
  constructor(
    card: unknown,
    private readonly ledger: Ledger,
    executor: AgentExecutor,
  ) {
    super(card as never, ledger, executor);
  }

  override async sendMessage(params: SendParams, context: ServerCallContext): Promise<Message | Task> {
    await this.refuseRunningTask(params, context);
    return super.sendMessage(params, context);
  }

  override async *sendMessageStream(params: SendParams, context: ServerCallContext) {
    await this.refuseRunningTask(params, context);
    yield* super.sendMessageStream(params, context);
  }

  private async refuseRunningTask(params: SendParams, context: ServerCallContext): Promise<void> {
    const taskId = params.message?.taskId;
    if (!taskId) return;
    const task = await this.ledger.load(taskId, context);
    if (!task || (params.message?.contextId && params.message.contextId !== task.contextId)) return;
    const state = task.status?.state;
    if (state !== undefined && !TERMINAL.has(taskStateToJSON(state)))
      throw new UnsupportedOperationError(`task ${taskId} is still running; each turn is a task of its own`);
  }
}
