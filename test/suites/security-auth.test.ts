// security.auth end to end on targets that declare a security scheme: the reference vessel behind
// a front door that enforces an API key passes with the key in the profile; the same card with the
// key ignored, or a profile without the key, fails; the embedded vessel, which declares none, is
// not applicable, saying so. (The fault catalogue's declares-auth-* faults fail each clause alone.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { embeddedConfig, embeddedProfile, startEmbeddedVessel } from '../../src/embedded/index.ts';
import { runCertification } from '../../src/runner/run.ts';
import type { Profile } from '../../src/profile/schema.ts';
import { catalogue } from '../../src/rules/index.ts';
import { startVessel } from '../../src/vessel/index.ts';
import type { ServerMiddleware } from '../../src/vessel/seams.ts';
import { allCases } from '../../suites/index.ts';
import { startTestModel, type ModelForTests } from '../certify/support/faulty-vessel.ts';
import { runSettings } from '../support/run-settings.ts';

const KEY = 'vessel-kit-test-key-42';
const HEADER = 'X-Vessel-Key';

/** A card declaring the API key, and (when `enforce`) a front door refusing calls without it with 401. */
function apiKeyed(enforce: boolean): ServerMiddleware {
  const door = async (
    req: IncomingMessage,
    res: ServerResponse,
    next: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  ) => {
    if (!enforce || req.method !== 'POST' || req.headers[HEADER.toLowerCase()] === KEY) return next(req, res);
    res.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': `ApiKey header="${HEADER}"` });
    res.end(
      JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message: `unauthorized: send ${HEADER}` } }),
    );
  };
  return {
    http: [door],
    card: [
      (card) => ({
        ...card,
        securitySchemes: { vesselKey: { apiKeySecurityScheme: { location: 'header', name: HEADER } } },
        security: [{ schemes: { vesselKey: { list: [] } } }],
      }),
    ],
  };
}

let mock: ModelForTests;
beforeAll(async () => {
  mock = await startTestModel();
});
afterAll(async () => {
  await mock.model.shutdown();
});

/** Certifies `profile` on the security.auth-enforced case alone. */
const certifyAuthCase = (profile: Profile, kind: 'embedded' | 'profile') =>
  runCertification({
    profile,
    target: { kind, modelUrl: mock.url },
    model: mock.model,
    cases: allCases(),
    rules: catalogue,
    kit: { name: 'vessel-kit', version: 'test' },
    settings: runSettings({ only: ['security.auth-enforced'] }),
  });

async function certifyAuth(enforce: boolean, withKey: boolean) {
  const vessel = await startVessel({
    config: { agents: embeddedConfig.agents.map((a) => ({ ...a, model: { ...a.model, base_url: mock.url } })) },
    middleware: apiKeyed(enforce),
  });
  try {
    const profile: Profile = {
      ...embeddedProfile(vessel.urls),
      ...(withKey ? { auth: { header: HEADER, value: KEY } } : {}),
    };
    const results = await certifyAuthCase(profile, 'profile');
    const verdict = results.cases.flatMap((c) => c.evidence.verdicts).find((v) => v.rule === 'security.auth');
    return { status: results.rules['security.auth']?.status, message: verdict?.message ?? results.outcome.reason };
  } finally {
    await vessel.close();
  }
}

describe('security.auth on targets that declare an API key', () => {
  it('passes a vessel that refuses calls without the key (401) and serves them with it', async () => {
    expect(await certifyAuth(true, true)).toEqual({
      status: 'pass',
      message: 'the card declares vesselKey: refused without the credentials, served with them',
    });
  });

  it('fails on refused-without when the card declares the key and the vessel ignores it', async () => {
    const { status, message } = await certifyAuth(false, true);
    expect(status).toBe('fail');
    expect(message).toMatch(/^the card declares vesselKey, but a call without the credentials was served as with them/);
  });

  it('fails on served-with, naming the missing profile auth, when the profile lacks the key the vessel asks for', async () => {
    const { status, message } = await certifyAuth(true, false);
    expect(status).toBe('fail');
    expect(message).toBe(
      'a call with the profile\'s credentials (the profile names none: declare them as auth) was refused: HTTP 401 {"code":-32000,"message":"unauthorized: send X-Vessel-Key"}',
    );
  });

  it('is not applicable to the embedded vessel, which declares no scheme', async () => {
    const vessel = await startEmbeddedVessel({ modelUrl: mock.url });
    try {
      const results = await certifyAuthCase(embeddedProfile(vessel.urls), 'embedded');
      expect(results.rules['security.auth']?.status).toBe('pass');
      expect(results.cases[0]!.evidence.verdicts.map((v) => v.message)).toEqual([
        'not applicable: the card declares no security scheme (securitySchemes, security), so no call needs credentials',
      ]);
    } finally {
      await vessel.close();
    }
  });
});
