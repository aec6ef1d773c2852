// The independent vessel: each agent its own express app on a loopback port, served by
// @a2a-js/sdk's express adapter (agentCardHandler at the well-known path, jsonRpcHandler at /a2a)
// behind the vessel's gate, its turns run by the executor, its model called through `openai`.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { agentCardHandler, jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';
import { AGENT_CARD_PATH } from '../../../../src/a2a/wire.ts';
import type { AgentConfig } from './config.ts';
import { turnExecutor } from './executor.ts';
import { bodyErrors, boundedErrors, ignorePatchVersion, turnGate } from './gate.ts';
import { bodyCap, dropUnreadStreams, SEND_BUFFER_BYTES } from './http-bounds.ts';
import { Ledger } from './ledger.ts';
import { modelClient } from './model-call.ts';
import { TurnRequestHandler } from './request-handler.ts';
import { TRANSCRIPT_MEDIA_TYPE } from './turn-input.ts';

const RPC_PATH = '/a2a';
/** The largest body read: 2,000 messages with 32 images of 5 MB fit (D17: "240 MiB is enough"). */
export const MAX_BODY_BYTES = 256 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface RunningAgent {
  config: AgentConfig;
  /** The base URL: the card is at `{url}/.well-known/agent-card.json`. */
  url: string;
  close(): Promise<void>;
}

/** The agent card in its A2A 1.0 JSON form (the SDK's card handler sends it as it is). */
function agentCard(agent: AgentConfig, rpcUrl: string): Record<string, unknown> {
  return {
    name: `independent-${agent.name}`,
    description: 'A vessel written from transcript-format.txt and events.txt alone',
    version: '1.0.0',
    supportedInterfaces: [{ url: rpcUrl, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false },
    defaultInputModes: ['text/plain', TRANSCRIPT_MEDIA_TYPE, ...(agent.acceptsImages ? IMAGE_TYPES : [])],
    defaultOutputModes: ['text/markdown', 'application/json', TRANSCRIPT_MEDIA_TYPE],
    skills: [
      {
        id: 'converse',
        name: 'converse',
        description: 'Answers with the help of its tools',
        tags: ['vessel'],
      },
    ],
  };
}

export async function startAgent(agent: AgentConfig, model: { url: string; apiKey: string }): Promise<RunningAgent> {
  const app = express();
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ledger = new Ledger();
  const executor = turnExecutor(agent, modelClient(model.url, model.apiKey), ledger);
  const requestHandler = new TurnRequestHandler(agentCard(agent, `${url}${RPC_PATH}`), ledger, executor);

  app.use(ignorePatchVersion);
  app.use(bodyCap(MAX_BODY_BYTES), express.json({ limit: MAX_BODY_BYTES }), bodyErrors(MAX_BODY_BYTES));
  app.use(dropUnreadStreams(SEND_BUFFER_BYTES));
  app.use(boundedErrors);
  app.use(AGENT_CARD_PATH, agentCardHandler({ agentCardProvider: requestHandler }));
  app.use(
    RPC_PATH,
    turnGate(agent.acceptsImages),
    jsonRpcHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication }),
  );
  return {
    config: agent,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts every agent; resolves once all listen. */
export async function startIndependentVessel(
  agents: AgentConfig[],
  model: { url: string; apiKey: string },
): Promise<{ agents: RunningAgent[]; close(): Promise<void> }> {
  const running = await Promise.all(agents.map((agent) => startAgent(agent, model)));
  return { agents: running, close: async () => void (await Promise.all(running.map((a) => a.close()))) };
}
