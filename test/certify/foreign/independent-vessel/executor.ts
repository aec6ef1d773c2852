// The SDK's AgentExecutor for one agent: each execute() is one turn (D1: one turn is one task),
// stopped by CancelTask or when it runs past deadline_seconds.
import type OpenAI from 'openai';
import type { AgentExecutor } from '@a2a-js/sdk/server';
import { A2ATurn } from './a2a-turn.ts';
import type { AgentConfig } from './config.ts';
import type { Ledger } from './ledger.ts';
import { runTurn, type StopReason } from './turn.ts';
import { readTurnInput } from './turn-input.ts';

/** Lets the SDK's stream read the task event before the turn publishes more (see execute). */
const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

export function turnExecutor(agent: AgentConfig, client: OpenAI, ledger: Ledger): AgentExecutor {
  const running = new Map<string, AbortController>();
  const stopTurn = (taskId: string, reason: StopReason) => running.get(taskId)?.abort(reason);

  return {
    async execute(context, bus) {
      const stop = new AbortController();
      running.set(context.taskId, stop);
      const deadline = setTimeout(() => stopTurn(context.taskId, 'deadline'), agent.deadlineSeconds * 1000);
      const turn = new A2ATurn(bus, ledger, context);
      try {
        turn.open();
        // The SDK maps a task event by reading the store when its stream gets to it; a turn that
        // went on at once would have its first events show in that snapshot too.
        await nextMacrotask();
        const read = readTurnInput(context.userMessage, agent.acceptsImages);
        if ('refusal' in read) return turn.reject(read.refusal.message);
        await runTurn({
          agent,
          client,
          ...read.input,
          ids: { conversationId: context.contextId, turnId: context.taskId },
          sink: turn,
          stop: stop.signal,
        });
      } finally {
        clearTimeout(deadline);
        running.delete(context.taskId);
      }
    },
    async cancelTask(taskId) {
      stopTurn(taskId, 'cancelled');
    },
  };
}
