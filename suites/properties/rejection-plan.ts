// Which envelope rules `properties.rejection` breaks, given what is known of the agent's model
// (CONTRACT.md D13, extended: declared in the profile, said by the card, or unknown). A history
// must break exactly one rule under the agent's setting, or the vessel could rightly name another:
// for an agent that refuses images every image breaks image.not-accepted as well, and for one of
// which nothing is known no case may assume either answer, so no image is sent at all.
import fc from 'fast-check';
import { brokenTranscriptArb } from '../../src/arbitraries/transcript.ts';
import { rules as envelopeRules, type TranscriptRuleId } from '../../src/rules/transcript.ts';
import { validateTranscript } from '../../src/transcript/index.ts';

export interface RejectionPlan {
  /** The rules a generated history breaks, one each. */
  rules: TranscriptRuleId[];
  /** Whether the valid histories the breakers start from carry images. */
  images: boolean;
  /** The image settings under which a history must break its rule and no other: the agent's, or both when unknown. */
  readings: boolean[];
  /** The rules no history is generated for, with why: the case reports them not tested. */
  notGenerated: { rule: TranscriptRuleId; reason: string }[];
}

const isImageRule = (rule: TranscriptRuleId) => rule.startsWith('image.');

export const UNKNOWN_IMAGES_REASON =
  'accepts_images is unknown (neither the profile nor the card says whether this agent accepts images), and a history breaking this rule holds an image; declare accepts_images in the profile, or list image types in the card\u2019s defaultInputModes';

export function rejectionPlan(acceptsImages: boolean | undefined): RejectionPlan {
  const all = envelopeRules.map((r) => r.id);
  if (acceptsImages === true)
    // No history breaks image.not-accepted for an agent that takes images.
    return { rules: all.filter((r) => r !== 'image.not-accepted'), images: true, readings: [true], notGenerated: [] };
  if (acceptsImages === false)
    // Any image breaks image.not-accepted, so the other image rules cannot be broken alone.
    return {
      rules: all.filter((r) => !isImageRule(r) || r === 'image.not-accepted'),
      images: false,
      readings: [false],
      notGenerated: [],
    };
  return {
    rules: all.filter((r) => !isImageRule(r)),
    images: false,
    readings: [true, false],
    notGenerated: all.filter(isImageRule).map((rule) => ({ rule, reason: UNKNOWN_IMAGES_REASON })),
  };
}

/** Whether `transcript` breaks `rule` and no other under each of `readings` (the kit's own validator judges). */
export function breaksOnly(transcript: unknown, rule: TranscriptRuleId, readings: readonly boolean[]): boolean {
  return readings.every((acceptsImages) => {
    const broken = new Set(validateTranscript(transcript, { acceptsImages }).problems.map((p) => p.rule));
    return broken.size === 1 && broken.has(rule);
  });
}

/** Histories that each break one rule of the plan and no other, under each of its readings. */
export function brokenHistoryArb(plan: RejectionPlan): fc.Arbitrary<{ rule: TranscriptRuleId; transcript: unknown }> {
  return fc.oneof(
    ...plan.rules.map((rule) =>
      brokenTranscriptArb(rule, { images: plan.images, maxSegments: 3 })
        // `data: null` is no data at all under the protobuf JSON mapping: a part problem, not an envelope.
        .filter(({ transcript }) => transcript !== null && breaksOnly(transcript, rule, plan.readings))
        .map(({ transcript }) => ({ rule, transcript })),
    ),
  );
}
