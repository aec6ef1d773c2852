// A capability the profile does not declare is taken from the agent's card where the card says it,
// recorded with its source in results.target.agents, and seen by the cases (and by a rejudge of
// their tape) as the run took it; where nothing says, it stays unknown (CONTRACT.md D13, extended).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseContext, Need } from '../../src/case/index.ts';
import { runAndRecord } from '../../src/certify/run-and-record.ts';
import { rejudgeBundle } from '../../src/evidence/rejudge.ts';
import type { Profile } from '../../src/profile/schema.ts';
import { resultsProblems } from '../../src/results/write.ts';
import type { RuleId } from '../../src/rules/index.ts';
import { runCertification } from '../../src/runner/run.ts';
import { serve, type TestServer } from '../recorder/hostile-servers.ts';
import { runSettings } from '../support/run-settings.ts';
import { fakeCard, fakeModel, fnCase, KIT, passing, RULES } from './fakes.ts';

/** Cards at /images/ list image/png in defaultInputModes; cards elsewhere list text only. */
let target: TestServer;
const dir = mkdtempSync(path.join(tmpdir(), 'vk-capabilities-'));
beforeAll(async () => {
  target = await serve((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.method !== 'GET') return res.end('{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"message":"no"}}');
    const images = (req.url ?? '').startsWith('/images/');
    res.end(
      JSON.stringify({
        ...JSON.parse(fakeCard(req)),
        defaultInputModes: ['text/plain', ...(images ? ['image/png'] : [])],
      }),
    );
  });
});
afterAll(async () => {
  await target.close();
  rmSync(dir, { recursive: true, force: true });
});

const profileOf = (...agents: Profile['agents']): Profile => ({ name: 'capabilities', agents });
const imagesAgent = () => ({ name: 'sees', url: `${target.url}/images/` });
const textAgent = () => ({ name: 'reads', url: `${target.url}/text/` });

const options = (profile: Profile) => ({
  profile,
  target: { kind: 'url' as const, modelUrl: 'http://127.0.0.1:1/v1' },
  model: fakeModel(),
  rules: RULES,
  kit: KIT,
  settings: runSettings(),
  seed: 7,
});

/** A case that records what it was told of its agent's images, and passes. */
function seeing(id: string, seen: Map<string, unknown>, needs: Need[] = []) {
  return fnCase(
    id,
    async (ctx: CaseContext) => {
      seen.set(id, { agent: ctx.agent.name, accepts_images: ctx.agent.accepts_images });
      return passing();
    },
    { needs },
  );
}

describe('capabilities taken from the card', () => {
  it("records an undeclared accepts_images from the card's defaultInputModes, and runs the cases that need it", async () => {
    const seen = new Map<string, unknown>();
    const results = await runCertification({
      ...options(profileOf(textAgent(), imagesAgent())),
      cases: [seeing('needs-images', seen, ['accepts_images']), seeing('plain', seen)],
    });
    expect(resultsProblems(results)).toEqual([]);
    expect(results.target.agents).toEqual([
      { name: 'reads', url: textAgent().url },
      {
        name: 'sees',
        url: imagesAgent().url,
        capabilities: { accepts_images: { value: true, from: "the card's defaultInputModes image/png" } },
      },
    ]);
    expect(results.cases.map((c) => [c.id, c.status, c.agent])).toEqual([
      ['needs-images', 'pass', 'sees'],
      ['plain', 'pass', 'reads'],
    ]);
    expect(seen.get('needs-images')).toEqual({ agent: 'sees', accepts_images: true });
    // Nothing says of 'reads': the case is told nothing, neither true nor false.
    expect(seen.get('plain')).toEqual({ agent: 'reads', accepts_images: undefined });
  });

  it('leaves accepts_images unknown where neither says: cases needing either answer are skipped', async () => {
    const seen = new Map<string, unknown>();
    const results = await runCertification({
      ...options(profileOf(textAgent())),
      cases: [
        seeing('needs-images', seen, ['accepts_images']),
        seeing('needs-no-images', seen, ['refuses_images']),
        seeing('plain', seen),
      ],
    });
    expect(results.target.agents).toEqual([{ name: 'reads', url: textAgent().url }]);
    expect(results.cases.map((c) => [c.id, c.status])).toEqual([
      ['needs-images', 'skip'],
      ['needs-no-images', 'skip'],
      ['plain', 'pass'],
    ]);
  });

  it("keeps the profile's declaration over the card's, and says so", async () => {
    const seen = new Map<string, unknown>();
    const results = await runCertification({
      ...options(profileOf({ ...imagesAgent(), accepts_images: false })),
      cases: [seeing('needs-images', seen, ['accepts_images']), seeing('needs-no-images', seen, ['refuses_images'])],
    });
    expect(results.target.agents[0]?.capabilities).toEqual({ accepts_images: { value: false, from: 'the profile' } });
    expect(results.cases.map((c) => [c.id, c.status])).toEqual([
      ['needs-images', 'skip'],
      ['needs-no-images', 'pass'],
    ]);
  });

  it('a rejudge shows the cases the agent as the recorded run took it, from the bundle', async () => {
    // Passes only when the case is told the agent takes images, which only the card said.
    const judgedOnImages = fnCase('on-images', async (ctx) => ({
      verdicts: [
        {
          rule: 'r.must' as RuleId,
          status: ctx.agent.accepts_images === true ? ('pass' as const) : ('fail' as const),
          message: `accepts_images ${String(ctx.agent.accepts_images)}`,
        },
      ],
    }));
    const evidenceDir = path.join(dir, 'bundle');
    const { results: recorded } = await runAndRecord({
      ...options(profileOf(imagesAgent())),
      cases: [judgedOnImages],
      evidenceDir,
      resultsDir: dir,
    });
    expect(recorded.cases.map((c) => [c.id, c.status])).toEqual([['on-images', 'pass']]);
    const rejudged = await rejudgeBundle({
      dir: evidenceDir,
      cases: [judgedOnImages],
      rules: RULES,
      kit: KIT,
      resultsDir: dir,
    });
    expect(rejudged.cases.map((c) => [c.id, c.status, c.message])).toEqual([['on-images', 'pass', '']]);
    expect(rejudged.target.agents[0]?.capabilities).toEqual(recorded.target.agents[0]?.capabilities);
  });
});
