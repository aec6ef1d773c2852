// Security: a vessel fetches no URL it is handed (D12, MUST), tells its clients nothing of its
// model endpoint, its credential or its code (D7, over every answer), and refuses calls without
// the credentials its card asks for (A2A §3.3.2).
//
//   D12: "Inline data: URLs only (a vessel never fetches a URL: the kit watches a canary address for it)."
import { randomBytes } from 'node:crypto';
import type { RecordedExchange, RecordedTurn } from '../src/a2a/recording.ts';
import type { CaseContext, ConformanceCase } from '../src/case/index.ts';
import {
  checkAuth,
  checkNoLeaks,
  checkTurn,
  checkUrlsRefused,
  declaredSchemes,
  judgeLeaks,
  leakDigest,
  receivedOf,
  secretsOf,
  spokenOf,
  type LeakDigest,
  type UrlTurn,
} from '../src/checks/index.ts';
import { CANARY_GRACE_MS, startCanary } from './model-facing.ts';
import { sentenceOf } from './sentence.ts';

/** The forms of image URL sent in a history, each resolving (but file://) to the canary at `host:port`. */
const historyUrls = (port: number): { what: string; url: string }[] => [
  { what: 'an http image URL in the history', url: `http://127.0.0.1:${port}/vessel-kit-canary.png` },
  { what: 'an https image URL in the history', url: `https://127.0.0.1:${port}/vessel-kit-canary.png` },
  { what: 'a file:// image URL in the history', url: 'file:///etc/passwd' },
  { what: 'a protocol-relative image URL in the history', url: `//127.0.0.1:${port}/vessel-kit-canary.png` },
  { what: 'an image URL with a numeric host in the history', url: `http://2130706433:${port}/vessel-kit-canary.png` },
];

const lookedAt = (url: string) => [
  {
    role: 'user',
    content: [
      { type: 'text', text: 'Look at this.' },
      { type: 'image_url', image_url: { url } },
    ],
  },
  { role: 'assistant', content: 'I cannot see it.' },
];

const noUrlFetch: ConformanceCase = {
  id: 'security.image-urls-never-fetched',
  title:
    'Image URLs that are not data: URLs (http, https, file, //host, numeric host; in a history and as the new message) are refused and never fetched',
  section: 'CONTRACT.md › D12',
  sentence: sentenceOf('security.no-url-fetch'),
  rules: ['security.no-url-fetch'],
  needs: ['accepts_images'],
  async run(ctx) {
    const canary = await startCanary();
    try {
      const history = historyUrls(canary.port);
      const turns = await Promise.all(
        history.map(({ url }) =>
          ctx.recordTurn({ history: lookedAt(url), text: 'What was in the picture?', getTask: false }),
        ),
      );
      const newMessage = await ctx.client.sendMessage({
        message: {
          messageId: `vessel-kit-url-part-${randomBytes(4).toString('hex')}`,
          role: 'ROLE_USER',
          parts: [
            { text: 'What is in this picture?' },
            { url: `http://127.0.0.1:${canary.port}/vessel-kit-new-message.png`, mediaType: 'image/png' },
          ],
        },
      });
      await new Promise((resolve) => setTimeout(resolve, CANARY_GRACE_MS * ctx.timeoutScale));
      const sent: UrlTurn[] = [
        ...history.map(({ what }, i) => ({ what, exchange: turns[i]!.send })),
        { what: 'an http url part in the new message', exchange: newMessage },
      ];
      // Each history turn is judged whole too (issue 21, principle 6): a URL that is no data: URL breaks D12's rule.
      const refusals = turns.flatMap((turn) => checkTurn(turn, { rejection: { rule: 'image.data-url', index: 0 } }));
      return {
        verdicts: [...checkUrlsRefused(sent, canary.connections()), ...refusals],
        turns,
        exchanges: [newMessage],
      };
    } finally {
      await canary.close();
    }
  },
};

/** The calls whose answers are most tempted to say too much: a failed model, unknown ids, a body that is not JSON. */
async function errorPaths(ctx: CaseContext): Promise<{ turns: RecordedTurn[]; exchanges: RecordedExchange[] }> {
  const unknown = `vessel-kit-unknown-${randomBytes(4).toString('hex')}`;
  const [failed, answered, ...exchanges] = await Promise.all([
    ctx.recordTurn({ text: 'Fail.', steps: [{ fault: { http_status: 500 } }] }),
    ctx.recordTurn({ text: 'Answer.', steps: [{ text: 'An answer.' }] }),
    ctx.client.getTask(unknown),
    ctx.client.cancelTask(unknown),
    ctx.client.post('{"jsonrpc": "2.0", "id": 1, "method": '),
    ctx.client.call('NoSuchMethod', {}),
  ]);
  return { turns: [failed!, answered!], exchanges };
}

const noLeaks: ConformanceCase = {
  id: 'security.answers-leak-nothing',
  title:
    "No answer shows the model endpoint's address, the credential the vessel sends it, or a stack frame: the error paths here (a failed model, unknown ids, malformed calls), then every answer of the run",
  section: 'CONTRACT.md › D7',
  sentence: sentenceOf('security.no-leaks'),
  rules: ['security.no-leaks'],
  needs: [],
  async run(ctx) {
    const { turns, exchanges } = await errorPaths(ctx);
    const declared = ctx.profile.model_api_key !== undefined ? [ctx.profile.model_api_key] : [];
    const verdicts = [
      ...checkNoLeaks(receivedOf(turns, exchanges), secretsOf(turns, declared), spokenOf(turns, exchanges)),
      // The turns are judged whole too (issue 21, principle 6): the failed model's and the answered one.
      ...checkTurn(turns[0]!, { status: 'model_error' }),
      ...checkTurn(turns[1]!, { status: 'ok' }),
    ];
    return { verdicts, turns, exchanges };
  },
  // Every case's answers, against the secrets any case's model calls showed.
  acrossRun: {
    digest: leakDigest,
    judge: (digests: readonly LeakDigest[], profile) =>
      // A bundle judged again holds the key redacted: the journal's credentials are then all there is.
      judgeLeaks(
        digests,
        [profile.model_api_key ?? ''].filter((key) => key !== '' && key !== '[redacted]'),
      ),
  },
};

const auth: ConformanceCase = {
  id: 'security.auth-enforced',
  title:
    "When the card declares a security scheme: a call without the credentials is refused, one with the profile's is served",
  section: 'A2A 1.0 specification › 3.3.2 Error Handling',
  sentence: sentenceOf('security.auth'),
  rules: ['security.auth'],
  needs: [],
  async run(ctx) {
    const card = await ctx.client.getCard();
    const schemes = declaredSchemes(card.body?.json);
    if (schemes.length === 0) return { verdicts: checkAuth(schemes, undefined, undefined), exchanges: [card] };
    const id = `vessel-kit-unknown-${randomBytes(4).toString('hex')}`;
    // Without: the profile's auth header holding a wrong value (none sent when the profile names none).
    const wrong = ctx.profile.auth ? { [ctx.profile.auth.header]: 'vessel-kit-wrong-credential' } : {};
    const [without, withCredentials] = await Promise.all([
      ctx.client.getTask(id, { headers: wrong }),
      ctx.client.getTask(id),
    ]);
    return {
      verdicts: checkAuth(schemes, without, withCredentials, { profileAuth: ctx.profile.auth !== undefined }),
      exchanges: [card, without!, withCredentials!],
    };
  },
};

export function securityCases(): ConformanceCase[] {
  return [noUrlFetch, noLeaks, auth];
}
