// The documented caveat, shown: msw intercepts the global fetch but not the npm `undici`
// package, so an undici client must use the HTTP server, where it works like any other client.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { fetch as undiciFetch, request as undiciRequest } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockModel, scriptDirective } from '../../mock-model/index.ts';

/** A port nothing listens on: a request msw does not intercept is refused there at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const body = JSON.stringify({ stream: false, messages: [{ role: 'user', content: `hi\n${scriptDirective('u')}` }] });

describe('undici clients', () => {
  const model = createMockModel();
  model.register({ id: 'u', steps: [{ text: 'served' }] });
  let base = '';
  const server = setupServer();

  beforeAll(async () => {
    base = `http://127.0.0.1:${await closedPort()}/v1`;
    server.use(...model.handlers(base));
    server.listen({ onUnhandledRequest: 'bypass' });
  });
  afterAll(async () => {
    server.close();
    await model.shutdown();
  });

  it('are not intercepted by msw, while the global fetch is', async () => {
    const viaGlobal = await fetch(`${base}/chat/completions`, { method: 'POST', body });
    expect(viaGlobal.status).toBe(200);
    await expect(undiciFetch(`${base}/chat/completions`, { method: 'POST', body })).rejects.toThrow();
  });

  it('work against the HTTP server, streaming included', async () => {
    const listening = await model.listen();
    try {
      const response = await undiciRequest(`${listening.url}/chat/completions`, {
        method: 'POST',
        body: body.replace('"stream":false', '"stream":true'),
      });
      expect(response.statusCode).toBe(200);
      const text = await response.body.text();
      expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
      expect(text).toContain('"content":"serv"');
    } finally {
      await listening.close();
    }
  });
});
