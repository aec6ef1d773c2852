// `input: "transcript-tail"` (D2/D13) end to end: a vessel that takes the new user message as
// the transcript's last message. The reference vessel takes text parts, so a small proxy in
// front of it (support/tail-proxy.ts) moves that last message back into parts: what the kit sends
// in tail form must then certify exactly as the parts form does, minus the cases that need parts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import {
  startEmbeddedVessel,
  embeddedProfile,
  embeddedConfig,
  declareMoreTools,
  type RunningEmbedded,
} from '../../src/embedded/index.ts';
import { runCertification } from '../../src/runner/run.ts';
import { catalogue } from '../../src/rules/index.ts';
import { allCases } from '../../suites/index.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import type { Profile } from '../../src/profile/schema.ts';
import { runSettings } from '../support/run-settings.ts';
import { startTailProxy, tailToParts, type TailProxy } from './support/tail-proxy.ts';

let model: MockModel;
let vessel: RunningEmbedded;
let proxy: TailProxy;
let profile: Profile;

beforeAll(async () => {
  model = createMockModel();
  const modelUrl = (await model.listen({ port: 0, host: '127.0.0.1' })).url;
  vessel = await startEmbeddedVessel({ modelUrl });
  const vesselOrigin = new URL(Object.values(vessel.urls)[0]!).origin;
  proxy = await startTailProxy(vesselOrigin);
  const embedded = declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig);
  profile = {
    ...embedded,
    input: 'transcript-tail',
    agents: embedded.agents.map((a) => ({ ...a, url: a.url.replace(vesselOrigin, proxy.origin) })),
  };
});

afterAll(async () => {
  await proxy.close();
  await vessel.close();
  await model.shutdown();
});

describe('input: "transcript-tail"', () => {
  it('moves only a last user message back into parts', () => {
    const body = {
      params: {
        message: {
          parts: [
            {
              mediaType: TRANSCRIPT_MEDIA_TYPE,
              data: {
                version: 1,
                messages: [
                  {
                    role: 'user',
                    content: [
                      { type: 'text', text: 'hi' },
                      { type: 'image_url', image_url: { url: 'data:x' } },
                    ],
                  },
                ],
              },
            },
          ],
        },
      },
    };
    expect(tailToParts(body)).toEqual({ params: { message: { parts: [{ text: 'hi' }, { url: 'data:x' }] } } });
  });

  it('certifies the same vessel through the tail form, skipping only the cases that need parts', async () => {
    const results = await runCertification({
      profile,
      target: { kind: 'profile', modelUrl: 'in-process' },
      model,
      cases: allCases(),
      rules: catalogue,
      kit: { name: 'vessel-kit', version: 'test' },
      settings: runSettings(),
      seed: 21,
    });
    const bad = results.cases
      .filter((c) => c.status === 'fail' || c.status === 'error')
      .map((c) => `${c.id}: ${c.message}`);
    expect(bad).toEqual([]);
    const skipped = results.cases.filter((c) => c.status === 'skip');
    expect(skipped.length).toBeGreaterThan(0);
    for (const c of skipped) expect(c.message).toContain('input: "parts"');
    expect(results.outcome.exit_code).toBe(0);
  });
});
