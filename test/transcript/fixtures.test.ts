import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFixture, FixtureFormatError } from '../../src/transcript/fixtures.ts';
import { loadTranscriptFixtures } from '../../suites/load-fixtures.ts';
import { validateTranscript } from '../../src/transcript/index.ts';
import { rules } from '../../src/rules/transcript.ts';
import { d3Shortfall } from './keywords.ts';

const fixtures = loadTranscriptFixtures();
const valid = fixtures.filter((f) => f.kind === 'valid');
const invalid = fixtures.filter((f) => f.kind === 'invalid');

/** The agent settings a fixture may be sent to: its declared need, or both when it has none. */
const settingsFor = (needs: { acceptsImages?: boolean } | undefined) =>
  needs?.acceptsImages === undefined ? [true, false] : [needs.acceptsImages];

describe('transcript fixtures', () => {
  it.each(valid.map((f) => [f.name, f] as const))('valid/%s passes every rule', (_name, f) => {
    for (const acceptsImages of settingsFor(f.needs)) {
      expect(validateTranscript(f.transcript, { acceptsImages }).problems).toEqual([]);
    }
  });

  it.each(invalid.map((f) => [f.name, f] as const))('invalid/%s breaks exactly its rule, at its path', (_name, f) => {
    for (const acceptsImages of settingsFor(f.needs)) {
      const { ok, problems } = validateTranscript(f.transcript, { acceptsImages });
      expect(ok).toBe(false);
      expect([...new Set(problems.map((p) => p.rule))]).toEqual([f.expect?.rule]);
      expect(problems.map((p) => p.path)).toContain(f.expect?.path);
      for (const p of problems) expect(d3Shortfall(p)).toBeNull();
    }
  });

  it("keep their verdict when the turn's own user message is appended to them (D2)", () => {
    const appended = (t: unknown) => {
      const envelope = t as { messages?: unknown };
      return Array.isArray(envelope?.messages)
        ? { ...envelope, messages: [...envelope.messages, { role: 'user', content: 'new turn' }] }
        : t;
    };
    for (const f of fixtures) {
      for (const acceptsImages of settingsFor(f.needs)) {
        const rules = [
          ...new Set(validateTranscript(appended(f.transcript), { acceptsImages }).problems.map((p) => p.rule)),
        ];
        // Exactly on the limit, one more message is one too many: the suites drop one for this case.
        const expected =
          f.kind === 'invalid' ? [f.expect?.rule] : f.name === 'messages-2000' ? ['transcript.max-messages'] : [];
        expect(rules, `${f.kind}/${f.name}`).toEqual(expected);
      }
    }
  });

  it('cover every transcript rule with at least one valid and two invalid fixtures', () => {
    for (const rule of rules) {
      expect(
        valid.filter((f) => f.exercises?.includes(rule.id)).length,
        `valid fixtures exercising ${rule.id}`,
      ).toBeGreaterThanOrEqual(1);
      expect(
        invalid.filter((f) => f.expect?.rule === rule.id).length,
        `invalid fixtures for ${rule.id}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('name only rules of the catalogue', () => {
    const ids = new Set<string>(rules.map((r) => r.id));
    for (const f of fixtures) {
      for (const id of [...(f.exercises ?? []), ...(f.expect ? [f.expect.rule] : [])])
        expect(ids.has(id), `${f.name}: ${id}`).toBe(true);
    }
  });

  it('sit on both sides of every limit', () => {
    const names = new Set(fixtures.map((f) => `${f.kind}/${f.name}`));
    for (const n of [
      'valid/messages-2000',
      'invalid/messages-2001',
      'valid/images-32',
      'invalid/images-33',
      'valid/image-5242880-bytes',
      'invalid/image-5242881-bytes',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it('reject a malformed fixture file with a message naming it', () => {
    expect(() => parseFixture('x', 'invalid', { description: 'd', transcript: {} })).toThrow(FixtureFormatError);
    expect(() => parseFixture('x', 'invalid', { description: 'd', transcript: {} })).toThrow(
      /invalid\/x\.json: expect/,
    );
    expect(() => parseFixture('x', 'valid', { description: 'd' })).toThrow(/exactly one of transcript and generate/);
    expect(() => parseFixture('x', 'valid', { description: 'd', generate: { kind: 'messages', count: -1 } })).toThrow(
      /generate.count/,
    );
    expect(() =>
      parseFixture('x', 'valid', { description: 'd', transcript: {}, needs: { acceptsImages: 'yes' } }),
    ).toThrow(/needs/);
    expect(() => parseFixture('x', 'valid', [])).toThrow(/valid\/x\.json: a fixture file holds a JSON object/);
    expect(() => parseFixture('x', 'valid', { description: '', transcript: {} })).toThrow(
      /description must be a non-empty string/,
    );
    expect(() =>
      parseFixture('x', 'valid', { description: 'd', transcript: {}, expect: { rule: 'a.b', path: '' } }),
    ).toThrow(/a valid fixture has no expect/);
    expect(() => parseFixture('x', 'valid', { description: 'd', transcript: {}, exercises: 'a.b' })).toThrow(
      /exercises must be a list of envelope rule ids/,
    );
    // Rule ids are checked against the catalogue: an invalid fixture breaks an envelope rule, a valid one sits on the boundary of envelope rules.
    expect(() =>
      parseFixture('x', 'valid', {
        description: 'd',
        transcript: {},
        exercises: ['image.max-count', 'content.message-order'],
      }),
    ).toThrow(/exercises must be a list of envelope rule ids/);
    expect(() =>
      parseFixture('x', 'invalid', {
        description: 'd',
        transcript: {},
        expect: { rule: 'message.sytem-refused', path: '' },
      }),
    ).toThrow(/invalid\/x\.json: expect\.rule 'message\.sytem-refused' is not an envelope rule/);
    expect(() => parseFixture('x', 'valid', { description: 'd', transcript: {}, reportOnlyAs: '' })).toThrow(
      /reportOnlyAs must be a rule id/,
    );
    expect(() =>
      parseFixture('x', 'valid', { description: 'd', transcript: {}, reportOnlyAs: 'rejection.image-size' }),
    ).toThrow(/reportOnlyAs must be a rule id/);
    expect(() => parseFixture('x', 'valid', { description: 'd', generate: 5 })).toThrow(/generate must be an object/);
    expect(() => parseFixture('x', 'valid', { description: 'd', generate: { kind: 'pictures', count: 1 } })).toThrow(
      /generate\.kind must be/,
    );
    expect(() =>
      parseFixture('x', 'valid', { description: 'd', generate: { kind: 'image-bytes', bytes: 1.5 } }),
    ).toThrow(/generate\.bytes/);
    // Fewer bytes than a PNG's own chunks is a fixture mistake, said as one, not png()'s RangeError.
    expect(() =>
      parseFixture('x', 'valid', { description: 'd', generate: { kind: 'image-bytes', bytes: 10 } }),
    ).toThrow(FixtureFormatError);
    expect(() =>
      parseFixture('x', 'valid', { description: 'd', generate: { kind: 'image-bytes', bytes: 10 } }),
    ).toThrow(/generate\.bytes must be an integer from \d+ to/);
  });

  it('refuse a fixture directory holding a file that is not JSON, naming the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vk-fixtures-'));
    try {
      mkdirSync(path.join(dir, 'valid'));
      mkdirSync(path.join(dir, 'invalid'));
      writeFileSync(path.join(dir, 'invalid', 'broken.json'), '{"description": ');
      expect(() => loadTranscriptFixtures(dir)).toThrow(/invalid\/broken\.json: not JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
