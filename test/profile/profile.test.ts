import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { loadProfile, profileDigest, canonicalJson, ProfileError, targetProfile } from '../../src/profile/load.ts';
import { chooseAgent } from '../../src/runner/choose-agent.ts';
import type { Profile } from '../../src/profile/schema.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vk-profile-'));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('profiles', () => {
  it('loads a valid profile', async () => {
    const p = await loadProfile(
      file(
        'ok.json',
        JSON.stringify({ agents: [{ name: 'a', url: 'http://127.0.0.1:9/', max_steps: 3 }], input: 'transcript-tail' }),
      ),
    );
    expect(p.agents[0]?.max_steps).toBe(3);
    expect(p.input).toBe('transcript-tail');
  });

  it('says which file and which field is wrong', async () => {
    await expect(loadProfile(path.join(dir, 'missing.json'))).rejects.toThrow(
      /cannot read profile .*missing\.json: ENOENT/,
    );
    await expect(loadProfile(file('bad.json', '{"agents": ['))).rejects.toThrow(/bad\.json: not JSON/);
    await expect(
      loadProfile(file('field.json', JSON.stringify({ agents: [{ name: 'a', url: 'http://x', max_step: 3 }] }))),
    ).rejects.toThrow(/field\.json: not a valid profile: \/agents\/0 .*max_step/);
    await expect(loadProfile(file('empty.json', JSON.stringify({ agents: [] })))).rejects.toThrow(ProfileError);
    await expect(
      loadProfile(
        file(
          'dup.json',
          JSON.stringify({
            agents: [
              { name: 'a', url: 'http://x' },
              { name: 'a', url: 'http://y' },
            ],
          }),
        ),
      ),
    ).rejects.toThrow(/two agents are named 'a'/);
    await expect(
      loadProfile(file('url.json', JSON.stringify({ agents: [{ name: 'a', url: 'ftp://x' }] }))),
    ).rejects.toThrow(/not an http\(s\) URL/);
  });

  it('digests the canonical profile: key order does not matter, the auth value never enters', () => {
    const a: Profile = {
      agents: [{ name: 'a', url: 'http://x', max_steps: 2 }],
      auth: { header: 'authorization', value: 'secret-1' },
    };
    const b = JSON.parse(
      '{"auth":{"value":"secret-2","header":"authorization"},"agents":[{"max_steps":2,"url":"http://x","name":"a"}]}',
    ) as Profile;
    expect(profileDigest(a)).toBe(profileDigest(b));
    expect(profileDigest(a)).not.toBe(profileDigest({ ...a, agents: [{ name: 'a', url: 'http://x', max_steps: 3 }] }));
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });

  it('--target makes a one-agent profile declaring nothing', () => {
    expect(targetProfile('http://127.0.0.1:8080')).toEqual({
      name: 'http://127.0.0.1:8080',
      agents: [{ name: 'default', url: 'http://127.0.0.1:8080' }],
    });
  });

  it('every example profile in fixtures/profiles validates against the published schema', () => {
    const schema = JSON.parse(
      readFileSync(new URL('../../schemas/profile.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const validate = new Ajv({ strict: false }).compile(schema);
    for (const name of ['embedded-like.json', 'minimal.json']) {
      const profile = JSON.parse(
        readFileSync(new URL(`../../fixtures/profiles/${name}`, import.meta.url), 'utf8'),
      ) as unknown;
      expect(validate(profile), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

describe('needs', () => {
  const profile: Profile = {
    agents: [
      {
        name: 'long',
        url: 'http://x',
        deadline_seconds: 20,
        max_steps: 8,
        tools: { fast: { name: 'echo', arguments: {} } },
      },
      { name: 'short', url: 'http://y', deadline_seconds: 2, max_steps: 2, accepts_images: false },
    ],
  };
  it('takes the agent with the shortest deadline for deadline cases, the fewest steps for step cases', () => {
    expect(chooseAgent(profile, ['deadline_seconds'])).toEqual({ agent: profile.agents[1] });
    expect(chooseAgent(profile, ['max_steps'])).toEqual({ agent: profile.agents[1] });
    expect(chooseAgent(profile, ['tools.fast'])).toEqual({ agent: profile.agents[0] });
  });
  it('skips with what to declare, and says when the needs exist only on different agents', () => {
    expect(chooseAgent(profile, ['send_reasoning'])).toEqual({
      skip: 'needs an agent declaring send_reasoning: true in the profile',
    });
    expect(chooseAgent(profile, ['tools.fast', 'refuses_images'])).toEqual({
      skip: 'needs an agent declaring tools.fast ({name, arguments} of a tool that succeeds quickly) and accepts_images: false on one agent in the profile',
    });
    // Images can also be read off the card, so the hint says where else to declare them.
    expect(chooseAgent(profile, ['accepts_images'])).toEqual({
      skip: 'needs an agent declaring accepts_images: true (or whose card lists an image type in defaultInputModes) in the profile',
    });
    expect(chooseAgent({ ...profile, input: 'transcript-tail' }, ['input.parts'])).toMatchObject({
      skip: expect.stringContaining('input: "parts"'),
    });
  });
});

describe('results evidence', () => {
  it('cuts long strings and long lists, keeping their head and saying how long they were', async () => {
    const { compactStrings } = await import('../../src/results/write.ts');
    const cut = compactStrings(
      { s: 'x'.repeat(10), list: [1, 2, 3, 4], keep: 'ok', nested: [{ deep: 'y'.repeat(10) }] },
      { limit: 4, listLimit: 3 },
    );
    expect(cut).toEqual({
      s: 'xxxx…[cut: 10 characters in all]',
      list: [1, 2, 3, '…[cut: 4 items in all]'],
      keep: 'ok',
      nested: [{ deep: 'yyyy…[cut: 10 characters in all]' }],
    });
  });

  it('never writes a credential header value, wherever it sits', async () => {
    const { compactStrings } = await import('../../src/results/write.ts');
    const cut = compactStrings({
      modelCalls: [{ headers: { Authorization: 'Bearer sk-1', 'x-api-key': 'k', accept: 'x' } }],
    });
    expect(cut).toEqual({
      modelCalls: [{ headers: { Authorization: '[redacted]', 'x-api-key': '[redacted]', accept: 'x' } }],
    });
  });
});
