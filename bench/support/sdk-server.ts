// A server built on @a2a-js/sdk's own server classes (DefaultRequestHandler +
// JsonRpcTransportHandler on node:http, as its express adapter wires them), serving a card at
// /.well-known/agent-card.json and JSON-RPC at '/': the yardstick the vessel's turn cost is read
// against. `echoExecutor` is the SDK's trivial echo turn: the task, a working status, the answer
// artifact, the completed status (4 events, no model call).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  ServerCallContext,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from '@a2a-js/sdk/server';
import { TaskState, Role } from '@a2a-js/sdk';

export interface SdkServer {
  url: string;
  close(): Promise<void>;
}

/** A status whose message carries one data part, as the vessel's events do (D4). */
function dataStatus(context: RequestContext, state: TaskState, data: Record<string, unknown>) {
  return {
    state,
    timestamp: new Date().toISOString(),
    message: {
      messageId: crypto.randomUUID(),
      taskId: context.taskId,
      contextId: context.contextId,
      role: Role.ROLE_AGENT,
      parts: [
        {
          content: { $case: 'data' as const, value: data },
          mediaType: 'application/json',
          filename: '',
          metadata: undefined,
        },
      ],
      metadata: { 'vessel.event': data.type },
      extensions: [],
      referenceTaskIds: [],
    },
  };
}

export function publishStatus(
  context: RequestContext,
  bus: ExecutionEventBus,
  state: TaskState,
  data: Record<string, unknown>,
): void {
  const ids = { taskId: context.taskId, contextId: context.contextId };
  bus.publish(AgentEvent.statusUpdate({ ...ids, status: dataStatus(context, state, data), metadata: undefined }));
}

export function publishTask(context: RequestContext, bus: ExecutionEventBus): void {
  bus.publish(
    AgentEvent.task({
      id: context.taskId,
      contextId: context.contextId,
      status: { state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: undefined },
      artifacts: [],
      history: [],
      metadata: undefined,
    }),
  );
}

export function publishAnswer(context: RequestContext, bus: ExecutionEventBus, text: string): void {
  bus.publish(
    AgentEvent.artifactUpdate({
      taskId: context.taskId,
      contextId: context.contextId,
      artifact: {
        artifactId: 'answer',
        name: 'answer',
        description: '',
        parts: [
          { content: { $case: 'text', value: text }, mediaType: 'text/markdown', filename: '', metadata: undefined },
        ],
        metadata: undefined,
        extensions: [],
      },
      append: false,
      lastChunk: true,
      metadata: undefined,
    }),
  );
}

/** The trivial echo turn: 4 events, no model call. */
export const echoExecutor: AgentExecutor = {
  async execute(context, bus) {
    publishTask(context, bus);
    publishStatus(context, bus, TaskState.TASK_STATE_WORKING, { type: 'text.delta', step: 1, content: 'Hello.' });
    publishAnswer(context, bus, 'Hello.');
    publishStatus(context, bus, TaskState.TASK_STATE_COMPLETED, { type: 'turn.finished', status: 'ok' });
    bus.finished();
  },
  async cancelTask() {},
};

export async function startSdkServer(executor: AgentExecutor): Promise<SdkServer> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const card = {
    name: 'sdk-baseline',
    description: 'baseline',
    version: '1',
    supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: '1.0', tenant: '' }],
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false, extensions: [] },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [],
    securitySchemes: {},
    security: [],
    signatures: [],
    provider: undefined,
    documentationUrl: undefined,
    iconUrl: undefined,
  };
  const requestHandler = new DefaultRequestHandler(card as never, new InMemoryTaskStore(), executor);
  const handler = new JsonRpcTransportHandler(requestHandler);
  server.on('request', (req, res) => {
    if (req.method === 'GET') {
      // The card as the SDK's own agent-card handler serves it.
      void requestHandler.getAgentCard().then((served) => {
        const text = JSON.stringify(served);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
        res.end(text);
      });
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const context = new ServerCallContext({ requestedVersion: String(req.headers['a2a-version'] ?? '') } as never);
      const result = await handler.handle(Buffer.concat(chunks).toString('utf8'), context);
      if (result && typeof (result as AsyncGenerator)[Symbol.asyncIterator] === 'function') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        for await (const event of result as AsyncGenerator) res.write(`data: ${JSON.stringify(event)}\n\n`);
        res.end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(result));
      }
    });
  });
  return { url, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };
}
