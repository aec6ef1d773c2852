// The default model transport over kept-alive connections: an idle socket is let go before the
// server's announced Keep-Alive timeout; a call written to a socket the server had closed is sent
// once more on a connection of its own; a call the server read and dropped, never.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postOverHttp } from '../../../src/vessel/turn/model-transport.ts';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * A server that answers the first call on each connection and, when a second call arrives on it,
 * resets the connection (what a client sees on a socket the server had closed) or, with `end`,
 * closes it having read the call. `always` treats first calls the same way.
 */
async function droppingServer(how: 'reset' | 'end', always = false) {
  const seen = new Set<Socket>();
  const answered: number[] = [];
  let calls = 0;
  server = http.createServer((req, res) => {
    const socket = req.socket;
    const again = seen.has(socket);
    seen.add(socket);
    calls++;
    req.resume();
    req.on('end', () => {
      if (again || always) return void (how === 'reset' ? socket.resetAndDestroy() : socket.destroy());
      answered.push(seen.size);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1/chat/completions`;
  return { url, answered, calls: () => calls };
}

/** One call, its body read to its end; resolves with the status. */
async function post(url: string): Promise<number> {
  const answer = await postOverHttp(url, { 'content-type': 'application/json' }, '{}', new AbortController().signal);
  await answer.read(() => 'more');
  return answer.status;
}

describe('postOverHttp', () => {
  it("lets an idle socket go a second before the server's Keep-Alive hint, so no call is handed one the server is closing", async () => {
    const sockets: Socket[] = [];
    server = http.createServer((req, res) => {
      sockets.push(req.socket);
      req.resume();
      req.on('end', () => res.writeHead(200).end('ok'));
    });
    // Announced as `Keep-Alive: timeout=2`: the client keeps an idle socket one second at most.
    server.keepAliveTimeout = 2_000;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1/chat/completions`;
    expect(await post(url)).toBe(200);
    expect(await post(url)).toBe(200); // at once: the kept-alive socket is reused
    // Past the client's second and short of the server's two: a new connection, not the old socket.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(await post(url)).toBe(200);
    expect(sockets[1]).toBe(sockets[0]);
    expect(sockets[2]).not.toBe(sockets[0]);
  });

  it('sends a call once more, on a connection of its own, when the kept-alive socket it reused was reset', async () => {
    const { url, answered } = await droppingServer('reset');
    expect(await post(url)).toBe(200);
    expect(await post(url)).toBe(200); // the first socket again, reset; then a second connection
    expect(answered).toEqual([1, 2]);
  });

  it('never sends again a call the server read and then closed the connection on', async () => {
    const { url, calls } = await droppingServer('end');
    expect(await post(url)).toBe(200);
    await expect(post(url)).rejects.toMatchObject({ code: 'ECONNRESET', message: 'socket hang up' });
    expect(calls()).toBe(2);
  });

  it('never sends again a call whose own new connection was reset', async () => {
    const { url, calls } = await droppingServer('reset', true);
    await expect(post(url)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(calls()).toBe(1);
  });
});
