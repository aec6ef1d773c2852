// A second floor under figure 1, beside the bare reader (bare-reader.ts, whose client and turn
// messages it uses): a relay that pays what the bare reader leaves out, and nothing of the
// vessel's own work. It answers the same clients' requests (read, not parsed) over node:http,
// reads the same model streams, opens the same 50 ms window timers, and writes to each client the
// events the vessel wrote to it in the run before, framed by the vessel's own sseEvent (the same
// bytes: what the client parsed, with the client's id) and encoded before the run: the events
// before the first delta when the request comes, one delta each time a window timer fires, and
// the rest of a step's events when its model call ends. No SSE parsing, no JSON, no merge buffer,
// no task. The vessel's CPU less the relay's is what the vessel's own code costs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MERGE_WINDOW_MS } from '../../src/a2a/vessel-events.ts';
import type { StreamResponse } from '../../src/a2a/wire.ts';
import { sseEvent, success } from '../../src/vessel/server/jsonrpc-wire.ts';
import { bareModelCall, benchTurnCalls, chatCompletionsUrl } from './bare-reader.ts';
import { vesselEventIn } from './stream-turn.ts';

/** One turn's events as the vessel wrote them, split where the relay writes them. */
export interface RelayTurn {
  /** Written when the request comes (the task, turn.started). */
  opening: Buffer[];
  /** Per model call: its deltas, one per window timer, then what the vessel wrote after them. */
  steps: { deltas: Buffer[]; after: Buffer[] }[];
}

/** An event framed by the vessel's own framing, for the id the stream clients send (1). */
const frame = (result: StreamResponse) => Buffer.from(sseEvent(success(1, result)));

/** The step of a text.delta event, or undefined for any other event. */
function deltaStep(result: Record<string, any>): number | undefined {
  const event = vesselEventIn(result);
  return event?.type === 'text.delta' ? event.step : undefined;
}

/** Splits a turn's received results (in order) into the relay's writes, for a turn of `steps` model calls. */
export function relayTurn(results: Record<string, any>[], steps: number): RelayTurn {
  const turn: RelayTurn = { opening: [], steps: Array.from({ length: steps }, () => ({ deltas: [], after: [] })) };
  let step = 0; // the model call whose events come now; 0 before the first delta
  for (const result of results) {
    const delta = deltaStep(result);
    if (delta !== undefined) step = delta;
    const bytes = frame(result as StreamResponse);
    if (step === 0) turn.opening.push(bytes);
    else if (delta !== undefined) turn.steps[step - 1]!.deltas.push(bytes);
    else turn.steps[step - 1]!.after.push(bytes);
  }
  return turn;
}

export interface RelayFloor {
  url: string;
  /** The relay's window timers' lateness, ms past window-open + 50 ms. */
  lateness: number[];
  /** Turns the relay could not play (a model call that failed): their streams were cut. */
  failures: Error[];
  close(): Promise<void>;
}

/** Serves `turns` (by script `bench-<i>`, named in each request's text) on loopback. */
export async function startRelayFloor(modelUrl: string, turns: RelayTurn[]): Promise<RelayFloor> {
  const url = chatCompletionsUrl(modelUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const lateness: number[] = [];
  const failures: Error[] = [];
  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      const script = /script=(bench-(\d+))/.exec(Buffer.concat(body).toString('latin1'));
      const turn = script && turns[Number(script[2])];
      if (!turn) return void res.writeHead(404).end();
      relay(script[1]!, turn, res).catch((error: Error) => {
        failures.push(error);
        res.destroy(error);
      });
    });
  });
  /** Plays one turn: its model calls read bare, the vessel's bytes written at the relay's moments. */
  async function relay(scriptId: string, turn: RelayTurn, res: http.ServerResponse): Promise<void> {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.cork();
    for (const bytes of turn.opening) res.write(bytes);
    process.nextTick(() => res.uncork());
    for (const [i, messages] of benchTurnCalls(scriptId).entries()) {
      const step = turn.steps[i]!;
      const deltas = [...step.deltas];
      let window: NodeJS.Timeout | undefined;
      const onChunk = () => {
        if (window || deltas.length === 0) return;
        const due = performance.now() + MERGE_WINDOW_MS;
        window = setTimeout(() => {
          lateness.push(performance.now() - due);
          window = undefined;
          res.write(deltas.shift()!);
        }, MERGE_WINDOW_MS);
      };
      try {
        await bareModelCall(url, agent, messages, onChunk);
      } finally {
        clearTimeout(window);
      }
      res.cork();
      for (const bytes of [...deltas, ...step.after]) res.write(bytes);
      process.nextTick(() => res.uncork());
    }
    res.end();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    lateness,
    failures,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
