// What a run writes never holds a credential it knows: the word that replaces it, and the header
// values no word stands for.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  REDACTED,
  REDACTED_AUTH,
  REDACTED_CREDENTIAL,
  redactedString,
  type KnownSecret,
} from '../../src/results/redaction.ts';
import { compactStrings } from '../../src/results/write.ts';
import { KnownSecrets } from '../../src/runner/known-secrets.ts';

const KEY = 'sk-live-0123456789';
const secrets: KnownSecret[] = [{ value: KEY, as: REDACTED_CREDENTIAL }];

describe('redactedString', () => {
  it('replaces a known secret wherever it is, by its word', () => {
    expect(redactedString('message', `bad key ${KEY}; again ${KEY}`, secrets)).toBe(
      `bad key ${REDACTED_CREDENTIAL}; again ${REDACTED_CREDENTIAL}`,
    );
  });

  it('keeps the word in a credential header that held a known secret, and redacts one that held another', () => {
    expect(redactedString('Authorization', `Bearer ${KEY}`, secrets)).toBe(`Bearer ${REDACTED_CREDENTIAL}`);
    expect(redactedString('authorization', 'Bearer short', secrets)).toBe(REDACTED);
    expect(redactedString('cookie', 'session=abc', [])).toBe(REDACTED);
  });

  it('is idempotent: a value written once is written the same again, with no secrets known', () => {
    const once = redactedString('authorization', `Bearer ${KEY}`, secrets);
    expect(redactedString('authorization', once, [])).toBe(once);
    expect(redactedString('x-api-key', REDACTED, [])).toBe(REDACTED);
  });
});

describe('compactStrings with known secrets', () => {
  it('replaces them in every string, before cutting: a cut never leaves half a key', () => {
    const value = {
      headers: { 'x-api-key': KEY },
      sse: [{ data: `{"error":"${KEY}"}` }],
      long: `${'x'.repeat(30)}${KEY}`,
    };
    const compact = compactStrings(value, { limit: 45, listLimit: 10, secrets });
    expect(compact).toEqual({
      headers: { 'x-api-key': REDACTED_CREDENTIAL },
      sse: [{ data: `{"error":"${REDACTED_CREDENTIAL}"}` }],
      long: `${'x'.repeat(30)}${REDACTED_CREDENTIAL.slice(0, 15)}…[cut: 60 characters in all]`,
    });
    expect(JSON.stringify(compact)).not.toContain('sk-live');
  });
});

describe('KnownSecrets', () => {
  const turnSending = (authorization: string) =>
    ({ modelCalls: [{ headers: { Authorization: authorization }, frames: [] }] }) as unknown as RecordedTurn;

  it("knows the profile's model key and auth value, and each key the model received, longest first", () => {
    const known = new KnownSecrets({
      model_api_key: 'profile-key-123',
      auth: { header: 'X-Key', value: 'vessel-token-1' },
    });
    known.learn([turnSending(`Bearer ${KEY}-and-more`)]);
    expect(known.list).toEqual([
      { value: `${KEY}-and-more`, as: REDACTED_CREDENTIAL },
      { value: 'profile-key-123', as: REDACTED_CREDENTIAL },
      { value: 'vessel-token-1', as: REDACTED_AUTH },
    ]);
  });

  it('leaves out values under 8 characters, which turn up in ordinary text', () => {
    const known = new KnownSecrets({ model_api_key: 'short', auth: { header: 'X-Key', value: 'abc' } });
    known.learn([turnSending('Bearer 1234567')]);
    expect(known.list).toEqual([]);
  });
});
