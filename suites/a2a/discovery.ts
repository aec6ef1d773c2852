// Agent discovery (A2A 1.0 §8; CONTRACT.md › A2A layer): every agent's card is served, lists its
// JSON-RPC interface whole and declares streaming, is served for caching, and the interface's url
// answers with and without a trailing slash.
//
//   "The agent card is served at GET {base}/.well-known/agent-card.json […] Clients POST to that
//   interface's url; a server accepts it with and without a trailing slash."
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import { Methods } from '../../src/a2a/wire.ts';
import type { ConformanceCase } from '../../src/case/index.ts';
import {
  aboutAgent,
  checkAgentCard,
  checkCardCaching,
  checkCardInterfacesDeclared,
  checkCardLastModified,
  checkTaskNotFound,
  checkTrailingSlash,
  type Verdict,
} from '../../src/checks/index.ts';
import { sentenceOf } from '../sentence.ts';
import { CONTRACT_SECTION, everyAgent, SPEC_SECTION, unknownTaskId, withErrorShape } from './shared.ts';

export const card: ConformanceCase = {
  id: 'a2a.discovery.card',
  title: "Every agent's card is served, lists a JSONRPC 1.0 interface and declares streaming",
  section: CONTRACT_SECTION,
  sentence: [sentenceOf('a2a.card-served'), sentenceOf('a2a.card-interface'), sentenceOf('a2a.card-streaming')].join(
    '; ',
  ),
  rules: ['a2a.card-served', 'a2a.card-interface', 'a2a.card-streaming'],
  needs: [],
  async run(ctx) {
    const agents = everyAgent(ctx);
    const exchanges = await Promise.all(agents.map((a) => a.client.getCard()));
    return { verdicts: agents.flatMap((a, i) => aboutAgent(a.name, checkAgentCard(exchanges[i]!))), exchanges };
  },
};

export const trailingSlash: ConformanceCase = {
  id: 'a2a.discovery.trailing-slash',
  title: "Every agent's JSON-RPC url answers with and without a trailing slash",
  section: CONTRACT_SECTION,
  sentence: sentenceOf('a2a.trailing-slash'),
  rules: ['a2a.trailing-slash', 'a2a.task-not-found'],
  needs: [],
  async run(ctx) {
    const id = unknownTaskId(ctx);
    const verdicts: Verdict[] = [];
    const exchanges: RecordedExchange[] = [];
    await Promise.all(
      everyAgent(ctx).map(async ({ name, client }) => {
        const bare = client.rpcUrl.replace(/\/+$/, '');
        const [without, withSlash] = await Promise.all(
          [bare, `${bare}/`].map((url) => client.call(Methods.GetTask, { id }, { url })),
        );
        verdicts.push(
          ...aboutAgent(name, [
            ...checkTrailingSlash(withSlash!, without!),
            ...checkTaskNotFound(without!),
            ...checkTaskNotFound(withSlash!),
          ]),
        );
        exchanges.push(without!, withSlash!);
      }),
    );
    return withErrorShape(verdicts, exchanges);
  },
};

export const cardDeclared: ConformanceCase = {
  id: 'a2a.discovery.agent-card-declared',
  title: "Every agent's card declares each interface whole, and is served for caching (Cache-Control, ETag, 304)",
  section: `${SPEC_SECTION} › 8.3.1, 8.6.1`,
  sentence: `${sentenceOf('a2a.interfaces-declared')} […] ${sentenceOf('a2a.agent-card-caching')}`,
  rules: ['a2a.interfaces-declared', 'a2a.agent-card-caching', 'a2a.agent-card-last-modified'],
  needs: [],
  async run(ctx) {
    const verdicts: Verdict[] = [];
    const exchanges: RecordedExchange[] = [];
    for (const agent of ctx.profile.agents) {
      const client = ctx.clientFor(agent.name);
      const card = await client.getCard();
      const etag = card.responseHeaders?.etag;
      const conditional = etag ? await client.getCard({ headers: { 'if-none-match': etag } }) : undefined;
      exchanges.push(card, ...(conditional ? [conditional] : []));
      verdicts.push(
        ...aboutAgent(agent.name, [
          ...checkCardInterfacesDeclared(card),
          ...checkCardCaching(card, conditional),
          ...checkCardLastModified(card),
        ]),
      );
    }
    return { verdicts, exchanges };
  },
};
