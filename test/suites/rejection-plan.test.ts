// properties.rejection's plan (suites/properties/rejection-plan.ts): which envelope rules it breaks
// for an agent that takes images, one that refuses them, and one of which nothing is known, and
// that each generated history breaks its rule and no other under every reading the plan holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules as envelopeRules, type TranscriptRuleId } from '../../src/rules/transcript.ts';
import { validateTranscript } from '../../src/transcript/index.ts';
import {
  breaksOnly,
  brokenHistoryArb,
  rejectionPlan,
  UNKNOWN_IMAGES_REASON,
} from '../../suites/properties/rejection-plan.ts';

const all = envelopeRules.map((r) => r.id);
const imageRules = all.filter((r) => r.startsWith('image.'));
const otherRules = all.filter((r) => !r.startsWith('image.'));

/** Whether any user message of a history holds an image part. */
const holdsImage = (transcript: unknown): boolean =>
  ((transcript as { messages?: unknown })?.messages instanceof Array
    ? ((transcript as { messages: unknown[] }).messages as { content?: unknown }[])
    : []
  ).some((m) => Array.isArray(m?.content) && m.content.some((p) => (p as { type?: unknown })?.type === 'image_url'));

describe('rejectionPlan', () => {
  it('for an agent that takes images: every rule but image.not-accepted, on histories with images', () => {
    const plan = rejectionPlan(true);
    expect(plan).toMatchObject({ images: true, readings: [true], notGenerated: [] });
    expect(plan.rules).toEqual(all.filter((r) => r !== 'image.not-accepted'));
  });

  it('for an agent that refuses images: every rule that needs no image, and image.not-accepted', () => {
    const plan = rejectionPlan(false);
    expect(plan).toMatchObject({ images: false, readings: [false], notGenerated: [] });
    expect(new Set(plan.rules)).toEqual(new Set<string>([...otherRules, 'image.not-accepted']));
  });

  it('unknown: every rule that needs no image, under both readings; each image rule not generated, saying accepts_images is unknown', () => {
    const plan = rejectionPlan(undefined);
    expect(plan).toMatchObject({ images: false, readings: [true, false] });
    expect(plan.rules).toEqual(otherRules);
    expect(plan.notGenerated.map((n) => n.rule)).toEqual(imageRules);
    for (const { reason } of plan.notGenerated) expect(reason).toBe(UNKNOWN_IMAGES_REASON);
    expect(UNKNOWN_IMAGES_REASON).toMatch(/^accepts_images is unknown \(neither the profile nor the card says/);
  });
});

describe('breaksOnly', () => {
  const image = { type: 'image_url', image_url: { url: 'data:image/png;base64,@@' } };
  const history = { version: 1, messages: [{ role: 'user', content: [image] }] };

  it('holds a history to its rule alone under each reading', () => {
    expect(breaksOnly(history, 'image.base64', [true])).toBe(true);
    // Refused, the image also breaks image.not-accepted: not a history of one rule.
    expect(breaksOnly(history, 'image.base64', [false])).toBe(false);
    expect(breaksOnly(history, 'image.base64', [true, false])).toBe(false);
    expect(
      breaksOnly({ version: 1, messages: [{ role: 'system', content: 'x' }] }, 'message.system-refused', [true, false]),
    ).toBe(true);
    expect(breaksOnly({ version: 1, messages: [] }, 'message.system-refused', [true])).toBe(false);
  });
});

describe('brokenHistoryArb', () => {
  // Megabyte values: a few runs show the point.
  const heavy = new Set<TranscriptRuleId>(['transcript.max-messages', 'image.max-bytes', 'image.max-count']);
  it.each([
    ['takes images', true],
    ['refuses images', false],
    ['unknown', undefined],
  ] as const)('agent that %s: every sample breaks one planned rule only, under each reading', (_, accepts) => {
    const plan = rejectionPlan(accepts);
    const samples = fc.sample(brokenHistoryArb(plan), { numRuns: 150, seed: 22 });
    const seen = new Set<TranscriptRuleId>();
    for (const { rule, transcript } of samples) {
      seen.add(rule);
      expect(plan.rules).toContain(rule);
      for (const acceptsImages of plan.readings)
        expect([...new Set(validateTranscript(transcript, { acceptsImages }).problems.map((p) => p.rule))]).toEqual([
          rule,
        ]);
      if (!plan.images && rule !== 'image.not-accepted') expect(holdsImage(transcript)).toBe(false);
    }
    // The filter starves no rule: most of the plan's rules come up in 150 samples.
    expect(seen.size).toBeGreaterThan(plan.rules.filter((r) => !heavy.has(r)).length / 2);
  });
});
