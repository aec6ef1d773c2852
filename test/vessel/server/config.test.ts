// The vessel's configuration: the published schema file, the example configs, the problems a bad
// file reports, and the embedded config with its certification profile.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { publishedSchemaFile } from '../../../scripts/schemas.ts';
import {
  VesselConfigError,
  checkVesselConfig,
  loadVesselConfig,
  parseVesselConfig,
} from '../../../src/vessel/config/load.ts';
import { embeddedConfig, embeddedProfile } from '../../../src/embedded/index.ts';
import { BuiltinToolNames } from '../../../src/vessel/config/schema.ts';
import { ProfileSchema } from '../../../src/profile/schema.ts';
import { builtinTools } from '../../../src/vessel/tools/index.ts';

const fixture = (name: string) => new URL(`../../../fixtures/vessel/${name}`, import.meta.url).pathname;

describe('schemas/vessel-config.schema.json', () => {
  it('accepts every example config in fixtures/vessel and refuses every one in fixtures/vessel/invalid', async () => {
    const validate = new Ajv({ strict: false }).compile(
      JSON.parse(readFileSync(publishedSchemaFile('vessel-config.schema.json').file, 'utf8')),
    );
    for (const name of ['embedded.json', 'minimal.json', 'openai-compatible.json']) {
      expect(validate(JSON.parse(readFileSync(fixture(name), 'utf8'))), name).toBe(true);
      await expect(loadVesselConfig(fixture(name))).resolves.toMatchObject({ agents: expect.any(Array) });
    }
  });
});

describe('loading a config file', () => {
  async function problemsOf(name: string) {
    const error = await loadVesselConfig(fixture(`invalid/${name}`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VesselConfigError);
    return (error as VesselConfigError).problems;
  }

  it('names the JSON pointer of an unknown field', async () => {
    expect(await problemsOf('unknown-field.json')).toEqual([
      { pointer: '/agents/0/temperature', message: 'unknown field' },
    ]);
  });

  it('refuses two agents with one name', async () => {
    expect(await problemsOf('duplicate-name.json')).toEqual([
      { pointer: '/agents/1/name', message: "duplicate agent name 'a' (also /agents/0/name)" },
    ]);
  });

  it('lists every problem, and the allowed values of a tool name', async () => {
    expect(await problemsOf('several-problems.json')).toEqual([
      { pointer: '/agents/0/briefing', message: 'missing required field' },
      { pointer: '/agents/0/max_steps', message: 'must be >= 1' },
      { pointer: '/agents/0/tools/0', message: `must be one of ${BuiltinToolNames.join(', ')} (found "teleport")` },
    ]);
  });

  it('says when the file is not JSON or cannot be read', async () => {
    expect((await problemsOf('not-json.json'))[0]!.message).toMatch(/^not valid JSON/);
    const missing = (await loadVesselConfig('/nonexistent/vessel.json').catch((e: unknown) => e)) as VesselConfigError;
    expect(missing.message).toBe('/nonexistent/vessel.json: (document): cannot read the file: ENOENT');
  });

  it('refuses an empty agent list and a bad agent name', () => {
    expect(checkVesselConfig({ agents: [] })).toEqual([
      { pointer: '/agents', message: 'must NOT have fewer than 1 items' },
    ]);
    expect(() =>
      parseVesselConfig(JSON.stringify({ agents: [{ ...embeddedConfig.agents[0], name: 'Bad Name' }] }), 'x.json'),
    ).toThrow(/x\.json: \/agents\/0\/name: must match pattern/);
  });
});

describe('the embedded config', () => {
  it('is written out as fixtures/vessel/embedded.json (regenerate it when the config changes)', () => {
    const { $schema, ...written } = JSON.parse(readFileSync(fixture('embedded.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect($schema).toBe('../../schemas/vessel-config.schema.json');
    expect(written).toEqual(embeddedConfig);
  });

  it('serves default at / with every tool, 8 steps, 30 s, images accepted, reasoning not sent back', () => {
    expect(checkVesselConfig(embeddedConfig)).toEqual([]);
    const main = embeddedConfig.agents.find((a) => a.name === 'default')!;
    expect(main).toMatchObject({
      max_steps: 8,
      deadline_seconds: 30,
      send_reasoning: false,
      model: { accepts_images: true },
    });
    expect([...main.tools].sort()).toEqual([...BuiltinToolNames].sort());
  });

  it('covers every capability the kit tests, so a certification skips nothing', () => {
    const agents = embeddedConfig.agents;
    expect(agents.some((a) => a.model.accepts_images)).toBe(true);
    expect(agents.some((a) => !a.model.accepts_images)).toBe(true);
    expect(agents.some((a) => a.send_reasoning)).toBe(true);
    expect(agents.some((a) => !a.send_reasoning)).toBe(true);
    expect(Math.min(...agents.map((a) => a.deadline_seconds))).toBeLessThanOrEqual(2);
    expect(Math.min(...agents.map((a) => a.max_steps))).toBeLessThanOrEqual(2);
  });

  it('derives a valid profile whose tool uses the built-in tools accept', () => {
    const urls = Object.fromEntries(embeddedConfig.agents.map((a) => [a.name, `http://127.0.0.1:1/${a.name}`]));
    const profile = embeddedProfile(urls);
    expect(new Ajv({ strict: false }).validate(ProfileSchema, profile)).toBe(true);
    expect(profile.agents.map((a) => a.url)).toEqual(Object.values(urls));
    const ajv = new Ajv({ strict: false });
    for (const agent of profile.agents) {
      const config = embeddedConfig.agents.find((a) => a.name === agent.name)!;
      expect(agent).toMatchObject({
        max_steps: config.max_steps,
        deadline_seconds: config.deadline_seconds,
        send_reasoning: config.send_reasoning,
        accepts_images: config.model.accepts_images,
      });
      for (const use of [agent.tools?.fast, agent.tools?.failing, agent.tools?.slow]) {
        expect(use).toBeDefined();
        const tool = builtinTools[use!.name as keyof typeof builtinTools];
        expect(tool, use!.name).toBeDefined();
        expect(ajv.validate(tool!.parameters, use!.arguments), `${use!.name} ${ajv.errorsText()}`).toBe(true);
      }
    }
    expect(() => embeddedProfile({})).toThrow(/no URL for agent 'default'/);
  });
});
