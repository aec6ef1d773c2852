// Caching the agent card (A2A §8.6.1, CONTRACT.md D17): a max-age, a strong ETag over the card's
// bytes (a card differs per Host header, so the tag does too), and 304 for a matching If-None-Match.
import { createHash } from 'node:crypto';

/** How long a client may reuse the card without asking again. */
export const CARD_MAX_AGE_SECONDS = 300;

export function cardCaching(
  cardJson: string,
  servedSince: Date,
): { 'Cache-Control': string; ETag: string; 'Last-Modified': string } {
  const tag = createHash('sha256').update(cardJson).digest('base64url').slice(0, 27);
  return {
    'Cache-Control': `public, max-age=${CARD_MAX_AGE_SECONDS}`,
    ETag: `"${tag}"`,
    'Last-Modified': servedSince.toUTCString(),
  };
}

/** RFC 9110 §13.1.2: `*`, or any listed tag equal to ours (weak comparison). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === ours);
}
