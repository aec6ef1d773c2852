// What the kit knows of an agent's configuration, and from where (CONTRACT.md D13, extended): the
// profile's declaration first; where the profile is silent, what the agent's card says; otherwise
// nothing. Undeclared means unknown, never "no": a card that lists no image type says nothing of
// images (A2A makes input modes descriptive), so no `false` is ever read off a card.
import { Type, type Static } from '@sinclair/typebox';
import { isObject, own } from '../transcript/read.ts';
import type { Profile, ProfileAgent } from './schema.ts';

export const CapabilitySchema = Type.Object(
  {
    value: Type.Boolean(),
    from: Type.String({
      description:
        "Where the kit read it: 'the profile', or the card's field and the media types it lists (\"the card's defaultInputModes image/png\")",
    }),
  },
  { additionalProperties: false },
);

export const CapabilitiesSchema = Type.Object(
  {
    accepts_images: Type.Optional(CapabilitySchema),
  },
  {
    additionalProperties: false,
    description:
      "What the run took the agent's configuration to be, each with its source; a capability neither the profile nor the card states is absent (unknown), and no case assumes either answer",
  },
);

export type Capability = Static<typeof CapabilitySchema>;
export type Capabilities = Static<typeof CapabilitiesSchema>;

const FROM_PROFILE = 'the profile';

/** An image media type (RFC 6838's restricted name, or `*`), matched without case or parameters. */
const IMAGE_TYPE = /^image\/([a-z0-9][a-z0-9!#$&^_.+-]{0,126}|\*)$/;

/**
 * The image types among input modes, `image/png`, `image/*`, each as its bare type in lower case
 * (so what results quote of the card is a media type and nothing else). The wildcard of every type
 * is left out: it claims nothing of images in particular, and a wrong "accepts" would fail a sound
 * vessel on image cases.
 */
function imageModes(modes: unknown): string[] {
  if (!Array.isArray(modes)) return [];
  return modes.flatMap((m) => {
    const type = typeof m === 'string' ? m.split(';')[0]!.trim().toLowerCase() : '';
    return IMAGE_TYPE.test(type) ? [type] : [];
  });
}

/** A skill's id as results quote it: JSON-quoted and cut, since it is the target's own text. */
const skillName = (skill: unknown): string => {
  const id = own(skill, 'id');
  return typeof id === 'string' ? JSON.stringify(id.slice(0, 64)) : '(no id)';
};

/** A skill's own inputModes; an empty list is no list under the protobuf JSON mapping, so it overrides nothing. */
function ownInputModes(skill: unknown): unknown[] | undefined {
  const modes = own(skill, 'inputModes');
  return Array.isArray(modes) && modes.length > 0 ? modes : undefined;
}

/**
 * Whether the card says the agent takes images. A2A 1.0's AgentCard: defaultInputModes are "the
 * set of interaction modes that the agent supports across all skills. This can be overridden per
 * skill." So the agent takes images when every way in does: each skill's own inputModes where it
 * names some, else the defaults. Undefined when the card does not say so (never `false`).
 */
export function cardAcceptsImages(card: unknown): Capability | undefined {
  if (!isObject(card)) return undefined;
  const defaults = imageModes(own(card, 'defaultInputModes'));
  const skills = Array.isArray(own(card, 'skills')) ? (own(card, 'skills') as unknown[]).filter(isObject) : [];
  const overriding = skills.filter((s) => ownInputModes(s) !== undefined);
  if (overriding.length === 0)
    return defaults.length > 0
      ? { value: true, from: `the card's defaultInputModes ${defaults.join(', ')}` }
      : undefined;
  const perSkill = skills.map((s) => ({
    skill: s,
    images: imageModes(ownInputModes(s) ?? own(card, 'defaultInputModes')),
  }));
  if (perSkill.some((s) => s.images.length === 0)) return undefined;
  const named = perSkill.map(
    ({ skill, images }) =>
      `${skillName(skill)}: ${images.join(', ')}${ownInputModes(skill) ? '' : ' (defaultInputModes)'}`,
  );
  return { value: true, from: `the inputModes of every skill on the card (${named.join('; ')})` };
}

/** What the run takes an agent to have: the profile's declarations, else what its card says (`card` is its parsed JSON, if any). */
export function agentCapabilities(declared: ProfileAgent, card: unknown): Capabilities {
  const images =
    declared.accepts_images !== undefined
      ? { value: declared.accepts_images, from: FROM_PROFILE }
      : cardAcceptsImages(card);
  return images ? { accepts_images: images } : {};
}

/** The agent as the cases see it: each capability the profile leaves undeclared filled in where it is known. */
export function withCapabilities(agent: ProfileAgent, capabilities: Capabilities | undefined): ProfileAgent {
  const images = capabilities?.accepts_images;
  return agent.accepts_images === undefined && images !== undefined
    ? { ...agent, accepts_images: images.value }
    : agent;
}

/** The profile as the cases see it, given each agent's capabilities (a run's results.target.agents, say). */
export function profileWithCapabilities(
  profile: Profile,
  agents: readonly { name: string; capabilities?: Capabilities }[],
): Profile {
  const byName = new Map(agents.map((a) => [a.name, a.capabilities]));
  return { ...profile, agents: profile.agents.map((a) => withCapabilities(a, byName.get(a.name))) };
}
