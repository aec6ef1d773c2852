// What the run takes an agent to have (CONTRACT.md D13, extended): the profile's declaration, else
// what its card says, else unknown; a card never says "no".
import { describe, expect, it } from 'vitest';
import {
  agentCapabilities,
  cardAcceptsImages,
  profileWithCapabilities,
  withCapabilities,
} from '../../src/profile/capabilities.ts';
import type { Profile, ProfileAgent } from '../../src/profile/schema.ts';
import { agentCard } from '../../src/vessel/server/agent-card.ts';
import { embeddedConfig } from '../../src/embedded/config.ts';

const card = (defaultInputModes: unknown, skills: unknown = [{ id: 'turn', name: 'Turn' }]) => ({
  name: 'a',
  defaultInputModes,
  skills,
});
const agent: ProfileAgent = { name: 'a', url: 'http://127.0.0.1:9/' };

describe("cardAcceptsImages: what the card's input modes say of images", () => {
  it('reads an image type in defaultInputModes as accepting images, naming the types', () => {
    expect(cardAcceptsImages(card(['text/plain', 'image/png']))).toEqual({
      value: true,
      from: "the card's defaultInputModes image/png",
    });
    expect(cardAcceptsImages(card(['image/*', 'IMAGE/JPEG; q=0.9']))).toEqual({
      value: true,
      from: "the card's defaultInputModes image/*, image/jpeg",
    });
  });

  it("quotes no more of the card than a bare media type and a skill's id, JSON-quoted", () => {
    expect(cardAcceptsImages(card(['image/png\u001b[31m red']))).toBeUndefined();
    expect(cardAcceptsImages(card(['image/png; x="\u001b[31m"']))?.from).toBe("the card's defaultInputModes image/png");
    const id = `a\nb${'x'.repeat(100)}`;
    expect(cardAcceptsImages(card(['text/plain'], [{ id, inputModes: ['image/gif'] }]))?.from).toBe(
      `the inputModes of every skill on the card (${JSON.stringify(id.slice(0, 64))}: image/gif)`,
    );
  });

  it('says nothing (never false) of a card that lists no image type, or no modes, or is no card', () => {
    for (const modes of [['text/plain', 'application/json'], [], undefined, 'image/png', [7, null], ['*/*'], ['image']])
      expect(cardAcceptsImages(card(modes))).toBeUndefined();
    for (const notACard of [undefined, null, 'image/png', ['image/png'], 42])
      expect(cardAcceptsImages(notACard)).toBeUndefined();
    expect(cardAcceptsImages({ skills: [{ id: 's', inputModes: ['text/plain'] }] })).toBeUndefined();
  });

  it("takes a skill's own inputModes over the defaults: images only when every skill takes them", () => {
    // A2A: the defaults "can be overridden per skill".
    const textOnlySkill = { id: 'text', name: 'T', inputModes: ['text/plain'] };
    expect(cardAcceptsImages(card(['image/png'], [{ id: 'turn' }, textOnlySkill]))).toBeUndefined();
    expect(
      cardAcceptsImages(
        card(
          ['text/plain'],
          [
            { id: 'see', inputModes: ['image/webp'] },
            { id: 'look', inputModes: ['image/*'] },
          ],
        ),
      ),
    ).toEqual({ value: true, from: 'the inputModes of every skill on the card ("see": image/webp; "look": image/*)' });
    expect(cardAcceptsImages(card(['image/png'], [{ id: 'turn' }, { id: 'see', inputModes: ['image/gif'] }]))).toEqual({
      value: true,
      from: 'the inputModes of every skill on the card ("turn": image/png (defaultInputModes); "see": image/gif)',
    });
    // An empty list is no list under the protobuf JSON mapping: the skill keeps the defaults.
    expect(cardAcceptsImages(card(['image/png'], [{ id: 'turn', inputModes: [] }]))).toEqual({
      value: true,
      from: "the card's defaultInputModes image/png",
    });
  });

  it("reads the reference vessel's cards as they are: images for an agent whose model takes them, nothing otherwise", () => {
    const [withImages, noImages] = ['default', 'no-images'].map((name) =>
      agentCard(
        embeddedConfig.agents.find((a) => a.name === name)!,
        'http://127.0.0.1:9/',
      ),
    );
    expect(cardAcceptsImages(withImages)).toEqual({
      value: true,
      from: "the card's defaultInputModes image/png, image/jpeg, image/gif, image/webp",
    });
    expect(cardAcceptsImages(noImages)).toBeUndefined();
  });
});

describe('agentCapabilities: the profile first, then the card', () => {
  it('takes a declared value from the profile, whatever the card says', () => {
    expect(agentCapabilities({ ...agent, accepts_images: false }, card(['image/png']))).toEqual({
      accepts_images: { value: false, from: 'the profile' },
    });
    expect(agentCapabilities({ ...agent, accepts_images: true }, undefined)).toEqual({
      accepts_images: { value: true, from: 'the profile' },
    });
  });

  it('takes an undeclared one from the card where it says it, and leaves it out where nothing says', () => {
    expect(agentCapabilities(agent, card(['image/png']))).toEqual({
      accepts_images: { value: true, from: "the card's defaultInputModes image/png" },
    });
    expect(agentCapabilities(agent, card(['text/plain']))).toEqual({});
    expect(agentCapabilities(agent, undefined)).toEqual({});
  });
});

describe('withCapabilities and profileWithCapabilities: the agent as the cases see it', () => {
  it('fills what the profile leaves undeclared, and never overrides a declaration', () => {
    const fromCard = { accepts_images: { value: true, from: "the card's defaultInputModes image/png" } };
    expect(withCapabilities(agent, fromCard)).toEqual({ ...agent, accepts_images: true });
    expect(withCapabilities({ ...agent, accepts_images: false }, fromCard)).toEqual({
      ...agent,
      accepts_images: false,
    });
    expect(withCapabilities(agent, {})).toEqual(agent);
    expect(withCapabilities(agent, undefined)).toEqual(agent);
  });

  it("applies each agent's capabilities by name, leaving agents of which nothing is known as declared", () => {
    const profile: Profile = { agents: [agent, { name: 'b', url: 'http://127.0.0.1:9/b' }] };
    const seen = profileWithCapabilities(profile, [
      { name: 'b', capabilities: { accepts_images: { value: true, from: 'x' } } },
      { name: 'a' },
    ]);
    expect(seen.agents).toEqual([agent, { name: 'b', url: 'http://127.0.0.1:9/b', accepts_images: true }]);
    expect(profile.agents[1]).not.toHaveProperty('accepts_images');
  });
});
