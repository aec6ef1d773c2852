// Clients in a child process for the turn-cost bench: each of `concurrency` clients runs turns
// one after another (the card, then SendStreamingMessage read to its end) over keep-alive
// node:http sockets, the same code for every server measured.
import http from 'node:http';
import { benchChild, startBenchProcess } from './child-process.ts';

export interface TurnRun {
  turns: number;
  /** SSE events received, over all turns. */
  events: number;
  /** Turns whose last event was not a completed status. */
  incomplete: number;
  wallMs: number;
}

export interface TurnClients {
  /** Runs `turns` turns against the agent at `url` (its base URL, ending in '/'), `concurrency` at a time. */
  run(url: string, turns: number, concurrency: number, text: string): Promise<TurnRun>;
  close(): Promise<void>;
}

export async function startTurnClients(): Promise<TurnClients> {
  const child = startBenchProcess(import.meta.url);
  await child.next<'ready'>();
  return {
    run: (url, turns, concurrency, text) => child.ask<TurnRun>({ url, turns, concurrency, text }),
    close: () => child.stop('close'),
  };
}

function exchange(agent: http.Agent, url: string, method: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'A2A-Version': '1.0' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(body));
    }
    const req = http.request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function runTurns(message: { url: string; turns: number; concurrency: number; text: string }): Promise<TurnRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: message.concurrency });
  const run: TurnRun = { turns: 0, events: 0, incomplete: 0, wallMs: 0 };
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: message.concurrency }, async () => {
      while (next++ < message.turns) {
        await exchange(agent, `${message.url}.well-known/agent-card.json`, 'GET');
        const body = JSON.stringify({
          jsonrpc: '2.0',
          id: next,
          method: 'SendStreamingMessage',
          params: { message: { role: 'ROLE_USER', messageId: `m-${next}`, parts: [{ text: message.text }] } },
        });
        const frames = (await exchange(agent, message.url, 'POST', body)).split('\n\n').filter((f) => f !== '');
        run.turns++;
        run.events += frames.length;
        if (!frames.at(-1)?.includes('TASK_STATE_COMPLETED')) run.incomplete++;
      }
    }),
  );
  run.wallMs = performance.now() - started;
  agent.destroy();
  return run;
}

if (await benchChild(import.meta.url)) {
  process.on('message', async (message: 'close' | Parameters<typeof runTurns>[0]) => {
    if (message === 'close') return process.disconnect();
    process.send!(await runTurns(message));
  });
  process.send!('ready');
}
