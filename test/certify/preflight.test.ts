// Setup mistakes a new user makes, each diagnosed by the preflight: exit 2 (incomplete) with one
// message naming the fix, results.json written with that reason, and no case run to fail rules
// the mistake knocked over. A sound setup passes the preflight untouched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { A2AClient } from '../../src/a2a/client.ts';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import { embeddedConfig, startEmbeddedVessel, type RunningEmbedded } from '../../src/embedded/index.ts';
import { preflight } from '../../src/runner/preflight.ts';
import type { ModelPort } from '../../src/runner/drive-turn.ts';
import { certifyTarget, removeOutputs, type ForeignRun } from './foreign/certify-run.ts';

let vessel: RunningEmbedded | undefined;
let server: http.Server | undefined;
afterEach(async () => {
  await vessel?.close();
  vessel = undefined;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});
afterAll(removeOutputs);

/** A vessel with its own mock model: a sound vessel, not pointed at the kit's. */
async function ownModelVessel(): Promise<RunningEmbedded> {
  vessel = await startEmbeddedVessel({ port: 0, host: '127.0.0.1' });
  return vessel;
}

async function answering(status: number, contentType: string, body: string): Promise<string> {
  server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(status, { 'content-type': contentType }).end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The run stopped at the preflight: exit 2, incomplete, the reason in results.json, nothing run. */
function expectStopped(run: ForeignRun, reason: RegExp): void {
  expect(run.schemaErrors).toEqual([]);
  expect(run.code).toBe(2);
  expect(run.results.outcome.verdict).toBe('incomplete');
  expect(run.results.outcome.reason).toMatch(reason);
  expect(run.stdout + run.stderr).toContain(run.results.outcome.reason.slice(0, 60));
  const judged = run.results.cases.filter((c) => c.id !== 'a2a.discovery.card' && c.status !== 'not-tested');
  expect(judged.map((c) => c.id)).toEqual([]);
  // No transcript rule is failed for a mistake it does not test.
  expect(
    Object.entries(run.results.rules).filter(([id, r]) => id.startsWith('transcript.') && r.status === 'fail'),
  ).toEqual([]);
}

describe('the preflight stops a run on a setup mistake, naming the fix', () => {
  it('--target pointed at the card URL: no card below it, and the base URL that would have worked', async () => {
    const v = await ownModelVessel();
    const run = await certifyTarget(`${v.urls.default!.replace(/\/$/, '')}/.well-known/agent-card.json`);
    expectStopped(
      run,
      /^preflight: no agent card at http:\/\/127\.0\.0\.1:\d+\/\.well-known\/agent-card\.json\/\.well-known\/agent-card\.json \(HTTP 404\): is .* the agent's base URL\? You passed the card's own URL: the agent's base URL is http:\/\/127\.0\.0\.1:\d+ /,
    );
  });

  it('a mistyped agent path: no card there, and the card the origin serves', async () => {
    const v = await ownModelVessel();
    const origin = new URL(v.urls.default!).origin;
    const run = await certifyTarget(`${origin}/agents/no-such-agent`);
    expectStopped(
      run,
      new RegExp(
        `^preflight: no agent card at ${origin}/agents/no-such-agent/\\.well-known/agent-card\\.json \\(HTTP 404\\): is ${origin}/agents/no-such-agent the agent's base URL\\? A card is served at ${origin}/\\.well-known/agent-card\\.json: did you mean ${origin}\\?$`,
      ),
    );
  });

  it('a server answering 404 to everything', async () => {
    const url = await answering(404, 'text/plain', 'not found');
    expectStopped(
      await certifyTarget(url),
      /^preflight: no agent card at .* \(HTTP 404\): is .* the agent's base URL\?$/,
    );
  });

  it('a server answering a 200 that is not JSON', async () => {
    const url = await answering(200, 'text/html', '<html>hello</html>');
    expectStopped(
      await certifyTarget(url),
      /^preflight: no agent card at .* \(HTTP 200 with a body that is not a JSON object \(<html>hello<\/html>\)\)/,
    );
  });

  it('a card that names no JSONRPC interface', async () => {
    const url = await answering(
      200,
      'application/json',
      JSON.stringify({
        name: 'x',
        supportedInterfaces: [{ url: 'http://x/grpc', protocolBinding: 'GRPC', protocolVersion: '1.0' }],
      }),
    );
    expectStopped(
      await certifyTarget(url),
      /^preflight: the card at .* names no JSONRPC interface \(GRPC at http:\/\/x\/grpc\): the kit speaks A2A over JSON-RPC/,
    );
  });

  it('a vessel that uses its own model: it never called the mock model certify serves', async () => {
    const v = await ownModelVessel();
    const run = await certifyTarget(v.urls.default!);
    expectStopped(
      run,
      /^preflight: agent 'default' ran a turn \(turn.finished [a-z_]+.*\) but never called http:\/\/127\.0\.0\.1:\d+\/v1: point its model endpoint \(its OpenAI base URL\) there\. certify serves the kit's mock model itself; each turn's model request must carry the line 'vessel-kit:script=preflight-[0-9a-f]{8}'/,
    );
    expect(run.results.rules['transcript.envelope']?.status).toBe('not-tested');
    expect(run.results.rules['message.system-refused']?.status).toBe('not-tested');
  });
});

describe('the preflight itself', () => {
  it('says when the vessel called the mock model without the script directive', async () => {
    const v = await ownModelVessel();
    const client = new A2AClient({ baseUrl: v.urls.default! });
    client.useCard((await client.getCard()).body?.json);
    // A mock model that sees one request during the turn (its journal grows), none for the preflight's script.
    let unfiltered = 0;
    const counting: ModelPort = {
      register: () => {},
      journal: (filter) =>
        filter.script !== undefined || unfiltered++ === 0
          ? []
          : ([{ index: 0, scriptId: null }] as unknown as ReturnType<ModelPort['journal']>),
    };
    const { stop } = await preflight({
      profile: { agents: [{ name: 'default', url: v.urls.default! }] },
      clients: new Map([['default', client]]),
      model: counting,
      modelUrl: 'http://127.0.0.1:9/v1',
      caps: DEFAULT_CAPS,
      timeoutScale: 1,
    });
    expect(stop?.reason).toMatch(
      /^preflight: agent 'default' called the mock model at http:\/\/127\.0\.0\.1:9\/v1, but its request did not carry the line 'vessel-kit:script=preflight-[0-9a-f]{8}' from the user's words/,
    );
  });

  it("a mock model shared with other runs: their calls are theirs, and a flooded journal is no one's proof", async () => {
    const v = await ownModelVessel();
    const client = new A2AClient({ baseUrl: v.urls.default! });
    client.useCard((await client.getCard()).body?.json);
    /** A model journal that shows `later` once the turn has begun (index 5 was the last before it). */
    const shared = (later: { index: number; scriptId: string | null }[]): ModelPort => {
      let unfiltered = 0;
      return {
        register: () => {},
        journal: (filter) =>
          (filter.script !== undefined
            ? []
            : unfiltered++ === 0
              ? [{ index: 5, scriptId: 'before' }]
              : later) as unknown as ReturnType<ModelPort['journal']>,
      };
    };
    const run = (model: ModelPort) =>
      preflight({
        profile: { agents: [{ name: 'default', url: v.urls.default! }] },
        clients: new Map([['default', client]]),
        model,
        modelUrl: 'http://127.0.0.1:9/v1',
        caps: DEFAULT_CAPS,
        timeoutScale: 1,
      });
    // Another run's scripted call is not this vessel calling without the directive.
    const others = await run(shared([{ index: 6, scriptId: 'another-run' }]));
    expect(others.stop?.reason).toMatch(
      /ran a turn \(turn.finished [a-z_]+.*\) but never called http:\/\/127\.0\.0\.1:9\/v1/,
    );
    // Entries 6 to 8 were dropped from the bounded journal unread: the preflight cannot tell, so no stop.
    expect((await run(shared([{ index: 9, scriptId: 'another-run' }]))).stop).toBeUndefined();
  });

  it('does not blame the model endpoint for a turn its deadline ended before any model call', async () => {
    // A model that takes the call and never answers: the vessel's 1 s deadline ends the turn first.
    server = http.createServer(() => {});
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const silentModel = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const agent = embeddedConfig.agents[0]!;
    vessel = await startEmbeddedVessel({
      port: 0,
      host: '127.0.0.1',
      config: {
        ...embeddedConfig,
        agents: [{ ...agent, deadline_seconds: 1, model: { ...agent.model, base_url: silentModel } }],
      },
    });
    const url = Object.values(vessel.urls)[0]!;
    const client = new A2AClient({ baseUrl: url });
    client.useCard((await client.getCard()).body?.json);
    const nothingCalled: ModelPort = { register: () => {}, journal: () => [] };
    const { stop } = await preflight({
      profile: { agents: [{ name: agent.name, url }] },
      clients: new Map([[agent.name, client]]),
      model: nothingCalled,
      modelUrl: 'http://127.0.0.1:9/v1',
      caps: DEFAULT_CAPS,
      timeoutScale: 1,
    });
    // turn.finished said deadline, which a turn reaches without calling its model: the cases judge it.
    expect(stop).toBeUndefined();
  });

  it("lets a sound setup through: the embedded vessel on the kit's mock model", async () => {
    const { createMockModel } = await import('../../mock-model/index.ts');
    const mock = createMockModel();
    const modelUrl = (await mock.listen({ port: 0, host: '127.0.0.1' })).url;
    try {
      vessel = await startEmbeddedVessel({ modelUrl });
      const client = new A2AClient({ baseUrl: vessel.urls.default! });
      client.useCard((await client.getCard()).body?.json);
      const { stop } = await preflight({
        profile: { agents: [{ name: 'default', url: vessel.urls.default! }] },
        clients: new Map([['default', client]]),
        model: mock,
        modelUrl,
        caps: DEFAULT_CAPS,
        timeoutScale: 1,
      });
      expect(stop).toBeUndefined();
    } finally {
      await mock.shutdown();
    }
  });
});
