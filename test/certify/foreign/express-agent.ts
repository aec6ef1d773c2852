// A2A agent on @a2a-js/sdk's own HTTP layer, the way the SDK's sample-agent is served: express,
// the SDK's `agentCardHandler` at the well-known path and its `jsonRpcHandler` for every call.
// The kit's code does not touch one of its bytes: the SDK parses, validates, streams and errors.
// Its executor plays the sample agent's lifecycle (submitted, working, an artifact, completed)
// and sends no vessel events: a plain A2A 1.0 agent.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { AgentEvent, DefaultRequestHandler, InMemoryTaskStore, type AgentExecutor } from '@a2a-js/sdk/server';
import { agentCardHandler, jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';
import { Role, TaskState } from '@a2a-js/sdk';
import { AGENT_CARD_PATH } from '../../../src/a2a/wire.ts';
import { cardFor, listening, type ForeignTarget } from './servers.ts';

const textPart = (value: string) => ({
  content: { $case: 'text' as const, value },
  mediaType: 'text/plain',
  filename: '',
  metadata: undefined,
});

/** The sample agent's turn: the task submitted, working, its answer as an artifact, completed. */
const sampleExecutor: AgentExecutor = {
  async execute(context, bus) {
    const ids = { taskId: context.taskId, contextId: context.contextId };
    const status = (state: TaskState) => ({ state, message: undefined, timestamp: new Date().toISOString() });
    if (!context.task)
      bus.publish(
        AgentEvent.task({
          id: context.taskId,
          contextId: context.contextId,
          status: status(TaskState.TASK_STATE_SUBMITTED),
          artifacts: [],
          history: [context.userMessage],
          metadata: undefined,
        }),
      );
    bus.publish(AgentEvent.statusUpdate({ ...ids, status: status(TaskState.TASK_STATE_WORKING), metadata: undefined }));
    bus.publish(
      AgentEvent.artifactUpdate({
        ...ids,
        artifact: {
          artifactId: randomUUID(),
          name: 'answer',
          description: '',
          parts: [textPart('The sample agent processed your request.')],
          metadata: undefined,
          extensions: [],
        },
        append: false,
        lastChunk: true,
        metadata: undefined,
      }),
    );
    const message = {
      messageId: randomUUID(),
      ...ids,
      role: Role.ROLE_AGENT,
      parts: [textPart('Done.')],
      metadata: undefined,
      extensions: [],
      referenceTaskIds: [],
    };
    bus.publish(
      AgentEvent.statusUpdate({
        ...ids,
        status: { ...status(TaskState.TASK_STATE_COMPLETED), message },
        metadata: undefined,
      }),
    );
    bus.finished();
  },
  async cancelTask() {},
};

/** Starts the express-served SDK agent on an ephemeral loopback port. */
export async function startExpressSdkAgent(): Promise<ForeignTarget> {
  const app = express();
  let posts = 0;
  app.use((req, _res, next) => {
    if (req.method === 'POST') posts++;
    next();
  });
  const target = await listening(http.createServer(app), () => posts);
  const card = cardFor(target.url, 'sdk-express');
  const requestHandler = new DefaultRequestHandler(card as never, new InMemoryTaskStore(), sampleExecutor);
  app.use(AGENT_CARD_PATH, agentCardHandler({ agentCardProvider: requestHandler }));
  app.use(jsonRpcHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication }));
  return target;
}
