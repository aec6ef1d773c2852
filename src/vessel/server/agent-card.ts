// Each agent's card (CONTRACT.md "A2A layer"): served at {base}/.well-known/agent-card.json, with
// one JSONRPC interface at the agent's base URL speaking A2A 1.0, and streaming on.
import { A2A_PROTOCOL_VERSION, type AgentCard } from '../../a2a/wire.ts';
import { ANSWER_MEDIA_TYPE, TRANSCRIPT_MEDIA_TYPE } from '../../a2a/vessel-events.ts';
import type { AgentConfig } from '../config/schema.ts';
import { kitPackage } from '../../kit-package.ts';

const kitVersion = kitPackage().version;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export function agentCard(agent: AgentConfig, url: string): AgentCard {
  return {
    name: agent.name,
    description: agent.description ?? `vessel-kit reference vessel agent '${agent.name}'`,
    version: kitVersion,
    supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: A2A_PROTOCOL_VERSION }],
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false },
    defaultInputModes: ['text/plain', TRANSCRIPT_MEDIA_TYPE, ...(agent.model.accepts_images ? IMAGE_TYPES : [])],
    defaultOutputModes: [ANSWER_MEDIA_TYPE, 'application/json', TRANSCRIPT_MEDIA_TYPE],
    skills: [
      {
        id: 'turn',
        name: 'Conversation turn',
        description:
          'Takes the conversation history as a transcript and the new user message; streams the turn as vessel events.',
        tags: ['vessel', 'transcript'],
      },
    ],
  };
}
