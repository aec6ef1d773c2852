// CONTRACT.md D11, "What reaches the model", judged from the mock model's request log:
// the briefing first, no history message as system, reasoning sent back only when enabled,
// images only for agents that accept them, tool results as role tool, reported usage
// (fixtures/turns/model/). The step-limit call offering no tools is in statuses.ts, since its
// script needs max_steps. D12's canary is here: a case of its own, since it serves an address.
//
//   D12: "Inline data: URLs only (a vessel never fetches a URL: the kit watches a canary address for it)."
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConformanceCase } from '../src/case/index.ts';
import { checkTurn } from '../src/checks/index.ts';
import { fixtureCases } from './fixture-case.ts';
import { sentenceOf } from './sentence.ts';
import type { TurnFixture } from './turn-fixture.ts';

/** A loopback address that counts the requests it receives (and answers each 404), and every connection made to it (TLS too). */
export async function startCanary(): Promise<{
  url: string;
  port: number;
  hits: () => number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  let hits = 0;
  let connections = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    res.writeHead(404).end();
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/vessel-kit-canary.png`,
    port,
    hits: () => hits,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** How long after the turn the canary keeps listening for a late fetch. */
export const CANARY_GRACE_MS = 200;

const noUrlFetch: ConformanceCase = {
  id: 'model.http-image-never-fetched',
  title: 'An image given by http URL is refused and never fetched (the kit watches the address)',
  section: 'CONTRACT.md › D12',
  sentence: sentenceOf('model.no-url-fetch', 1),
  rules: ['model.no-url-fetch', 'image.data-url', 'rejection.refused'],
  needs: ['accepts_images'],
  async run(ctx) {
    const canary = await startCanary();
    try {
      const history = [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Look at this.' },
            { type: 'image_url', image_url: { url: canary.url } },
          ],
        },
        { role: 'assistant', content: 'I cannot see it.' },
      ];
      const turn = await ctx.recordTurn({ history, text: 'What was in the picture?' });
      await new Promise((resolve) => setTimeout(resolve, CANARY_GRACE_MS * ctx.timeoutScale));
      return {
        verdicts: checkTurn(turn, { rejection: { rule: 'image.data-url', index: 0 }, canaryRequests: canary.hits() }),
        turns: [turn],
      };
    } finally {
      await canary.close();
    }
  },
};

export const modelFacingCases = (fixtures: readonly TurnFixture[]): ConformanceCase[] => [
  ...fixtureCases(fixtures, 'model'),
  noUrlFetch,
];
