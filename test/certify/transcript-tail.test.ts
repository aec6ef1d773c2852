// `input: "transcript-tail"` (D2/D13) end to end: a vessel that takes the new user message as
// the transcript's last message. The reference vessel takes text parts, so a small proxy in
// front of it moves that last message back into parts: what the kit sends in tail form must
// then certify exactly as the parts form does, minus the cases that need parts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
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

type Part = { text?: string; url?: string; mediaType?: string; media_type?: string; data?: unknown };

/** The tail form's last user message, moved back into text and image parts (D2's parts form). */
export function tailToParts(body: unknown): unknown {
  const message = (body as { params?: { message?: { parts?: Part[] } } })?.params?.message;
  // The kit also sends a turn spelled in snake_case (a2a.snake-case-accepted): `media_type` then.
  const transcript = message?.parts?.find((p) => (p.mediaType ?? p.media_type) === TRANSCRIPT_MEDIA_TYPE);
  const messages = (transcript?.data as { messages?: unknown[] } | undefined)?.messages;
  const last = (Array.isArray(messages) ? messages.at(-1) : undefined) as
    { role?: string; content?: unknown } | undefined;
  if (!message || !transcript) return body;
  // An envelope too broken to hold the user's message: a tail-form vessel judges the envelope itself,
  // so the proxy hands it on with a text part saying the user message is missing.
  if (!Array.isArray(messages) || last?.role !== 'user') {
    message.parts = [...(message.parts ?? []), { text: '(the envelope holds no user message)' }];
    return body;
  }
  messages.pop();
  const content = last.content;
  const parts: Part[] =
    typeof content === 'string'
      ? [{ text: content }]
      : (content as { type: string; text?: string; image_url?: { url: string } }[]).map((c) =>
          c.type === 'text' ? { text: c.text ?? '' } : { url: c.image_url?.url ?? '' },
        );
  message.parts = [...(messages.length > 0 ? [transcript] : []), ...parts];
  return body;
}

let model: MockModel;
let vessel: RunningEmbedded;
let proxy: http.Server;
let profile: Profile;

beforeAll(async () => {
  model = createMockModel();
  const modelUrl = (await model.listen({ port: 0, host: '127.0.0.1' })).url;
  vessel = await startEmbeddedVessel({ modelUrl });
  const vesselOrigin = new URL(Object.values(vessel.urls)[0]!).origin;
  proxy = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks).toString('utf8');
    if (req.method === 'POST') {
      try {
        body = JSON.stringify(tailToParts(JSON.parse(body)));
      } catch {
        // Not JSON: forwarded as it is, for the vessel to answer -32700.
      }
    }
    const forward: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') forward[name] = value;
    const upstream = await request(vesselOrigin + req.url, {
      method: req.method as 'GET' | 'POST',
      headers: forward,
      body: req.method === 'POST' ? body : undefined,
    });
    const headers = { ...upstream.headers };
    delete headers['content-length'];
    res.writeHead(upstream.statusCode, headers as http.OutgoingHttpHeaders);
    // The card names the vessel's own URL: point it at the proxy, so calls keep coming through here.
    if (req.method === 'GET') return void res.end((await upstream.body.text()).replaceAll(vesselOrigin, proxyOrigin));
    for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const embedded = declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig);
  profile = {
    ...embedded,
    input: 'transcript-tail',
    agents: embedded.agents.map((a) => ({ ...a, url: a.url.replace(vesselOrigin, proxyOrigin) })),
  };
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
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
