// A plain A2A 1.0 agent whose tasks take a while: @a2a-js/sdk's own server (startSdkAgent) running
// an executor that publishes the task, a few working status updates with text, then the completed
// status, `stepMs` apart; CancelTask ends a running task TASK_STATE_CANCELED. No vessel events, so
// a case that waits for one (turn.started, text.delta) never acts, and one that reads the A2A
// task and status events does: SubscribeToTask, CancelTask and a mismatched contextId all meet a
// task still running.
import type { AgentExecutor, ExecutionEventBus } from '@a2a-js/sdk/server';
import { TaskState } from '@a2a-js/sdk';
import { startSdkAgent, statusUpdateEvent, workingTask, type ForeignTarget } from './servers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes the task, `steps` working updates and the completed status, `stepMs` apart, unless
 * cancelled; with `ignoresCancel` a CancelTask changes nothing and the task completes all the same.
 */
function slowExecutor(steps: number, stepMs: number, ignoresCancel: boolean): AgentExecutor {
  const cancelled = new Set<string>();
  const contexts = new Map<string, string>();
  return {
    async execute(context, bus: ExecutionEventBus) {
      const ids = { taskId: context.taskId, contextId: context.contextId };
      contexts.set(context.taskId, context.contextId);
      bus.publish(workingTask(context));
      for (let step = 1; step <= steps; step++) {
        await sleep(stepMs);
        if (cancelled.has(context.taskId)) return;
        bus.publish(statusUpdateEvent(ids, TaskState.TASK_STATE_WORKING, `step ${step} of ${steps}`));
      }
      await sleep(stepMs);
      if (cancelled.has(context.taskId)) return;
      bus.publish(statusUpdateEvent(ids, TaskState.TASK_STATE_COMPLETED, 'done'));
      bus.finished();
    },
    async cancelTask(taskId, bus) {
      if (ignoresCancel) return;
      cancelled.add(taskId);
      bus.publish(statusUpdateEvent({ taskId, contextId: contexts.get(taskId) ?? '' }, TaskState.TASK_STATE_CANCELED));
      bus.finished();
    },
  };
}

/** The slow-task agent: each task runs about (steps + 1) × stepMs before it completes. */
export function startSlowTaskAgent(
  options: { steps?: number; stepMs?: number; ignoresCancel?: boolean } = {},
): Promise<ForeignTarget> {
  const { steps = 4, stepMs = 300, ignoresCancel = false } = options;
  return startSdkAgent(slowExecutor(steps, stepMs, ignoresCancel), 'slow-task');
}
