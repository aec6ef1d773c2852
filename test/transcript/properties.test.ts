import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateTranscript } from '../../src/transcript/index.ts';
import { brokenTranscriptArb, transcriptArb } from '../../src/arbitraries/transcript.ts';
import { rules, type TranscriptRuleId } from '../../src/rules/transcript.ts';
import { d3Shortfall } from './keywords.ts';

/** Breakers that build megabyte values: a few runs prove the point without slowing the suite. */
const heavy = new Set<TranscriptRuleId>(['transcript.max-messages', 'image.max-bytes', 'image.max-count']);

describe('validateTranscript properties', () => {
  it('passes every generated valid transcript, with or without images', () => {
    fc.assert(
      fc.property(transcriptArb({ images: true }), (t) => {
        expect(validateTranscript(t, { acceptsImages: true }).problems).toEqual([]);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(transcriptArb(), (t) => {
        expect(validateTranscript(t, { acceptsImages: false }).problems).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it.each(rules.map((r) => [r.id] as const))(
    'a transcript breaking %s yields exactly that rule, named per D3',
    (id) => {
      fc.assert(
        fc.property(brokenTranscriptArb(id), ({ transcript, acceptsImages }) => {
          const { ok, problems } = validateTranscript(transcript, { acceptsImages });
          expect(ok).toBe(false);
          expect([...new Set(problems.map((p) => p.rule))]).toEqual([id]);
          for (const p of problems) expect(d3Shortfall(p)).toBeNull();
        }),
        { numRuns: heavy.has(id) ? 4 : 60 },
      );
    },
  );

  it('shrinks a failure to a short history', () => {
    // A deliberately false claim ("no history has an unanswered call"): fast-check must refute it
    // and shrink the counterexample to the smallest history that still breaks the rule.
    const result = fc.check(
      fc.property(
        brokenTranscriptArb('tool.unanswered'),
        ({ transcript, acceptsImages }) => validateTranscript(transcript, { acceptsImages }).ok,
      ),
      { seed: 42 },
    );
    expect(result.failed).toBe(true);
    const [shrunk] = result.counterexample ?? [];
    const messages = (shrunk?.transcript as { messages: unknown[] }).messages;
    expect(messages.length).toBeLessThanOrEqual(2);
  });

  it('never throws and always answers { ok, problems } for arbitrary JSON', () => {
    const anything = fc.oneof(
      fc.jsonValue(),
      fc.record({ version: fc.jsonValue(), messages: fc.array(fc.jsonValue(), { maxLength: 6 }) }),
      fc.record({
        version: fc.constant(1),
        messages: fc.array(
          fc.dictionary(
            fc.constantFrom('role', 'content', 'tool_calls', 'tool_call_id', '__proto__', 'reasoning_content'),
            fc.jsonValue(),
          ),
          { maxLength: 6 },
        ),
      }),
    );
    fc.assert(
      fc.property(anything, fc.boolean(), (value, acceptsImages) => {
        const result = validateTranscript(value, { acceptsImages });
        expect(result.ok).toBe(result.problems.length === 0);
        for (const p of result.problems) {
          expect(typeof p.rule).toBe('string');
          expect(p.path === '' || p.path.startsWith('/')).toBe(true);
          expect(d3Shortfall(p)).toBeNull();
        }
      }),
      { numRuns: 400 },
    );
  });
});
