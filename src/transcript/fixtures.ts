// Transcript fixtures: the format of the data files under fixtures/transcripts/{valid,invalid}/
// and the generator specs some of them use instead of megabytes of committed JSON. The kit's own
// tests, the certification suites and `vessel-kit validate` all parse fixtures through this
// module; reading the files is the suites' (suites/load-fixtures.ts). The file format is
// documented in docs/transcript-validator.md.
import { hasRule, type RuleId } from '../rules/index.ts';
import { isTranscriptRuleId, type TranscriptRuleId } from '../rules/transcript.ts';
import { isObject, own } from './read.ts';
import { SMALLEST_PADDED_PNG, dataUrl, png, sampleDataUrl } from './sample-images.ts';
import type { TranscriptMessage } from './schema.ts';
import { VesselKitError } from '../errors.ts';

export interface FixtureNeeds {
  /** true: send only to an agent whose model accepts images; false: only to one whose model does not. */
  acceptsImages?: boolean;
}

export interface FixtureExpectation {
  rule: TranscriptRuleId;
  /** JSON pointer of the problem the fixture is about. */
  path: string;
}

/** How a big fixture is made instead of stored (`"generate"` in a fixture file). */
export type GeneratorSpec =
  /** `count` messages: user, assistant, user, … with short texts. */
  | { kind: 'messages'; count: number }
  /** `count` exchanges: a user message with a text and one real PNG, then an assistant reply. */
  | { kind: 'images'; count: number }
  /** One user message holding one real PNG of exactly `bytes` decoded bytes. */
  | { kind: 'image-bytes'; bytes: number };

export interface TranscriptFixture {
  /** File name without `.json`, e.g. `system-at-index-3`. */
  name: string;
  kind: 'valid' | 'invalid';
  description: string;
  /** The value to send as history: usually a transcript envelope; for envelope rules, anything. */
  transcript: unknown;
  /** Invalid fixtures: the one rule broken, and where. */
  expect?: FixtureExpectation;
  needs?: FixtureNeeds;
  /** Valid fixtures: the rules whose boundary they sit on (they pass them). */
  exercises?: TranscriptRuleId[];
  /**
   * The fixture sits exactly on a limit the documents ask the kit to report, not judge (D12: the
   * exact 5 MB boundary): certification shows the vessel's answer under this INFO rule instead.
   */
  reportOnlyAs?: RuleId;
}

export class FixtureFormatError extends VesselKitError {
  override name = 'FixtureFormatError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_FIXTURE', message, options);
  }
}

const MAX_GENERATED_COUNT = 100_000;
const MAX_GENERATED_BYTES = 64 * 1024 * 1024;

function countField(spec: Record<string, unknown>, key: string, min: number, max: number, where: string): number {
  // Number.isInteger is false for anything but a number.
  const n = own(spec, key) as number;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new FixtureFormatError(`${where}: generate.${key} must be an integer from ${min} to ${max}`);
  }
  return n;
}

export function parseGeneratorSpec(value: unknown, where = 'fixture'): GeneratorSpec {
  if (!isObject(value)) throw new FixtureFormatError(`${where}: generate must be an object`);
  const kind = own(value, 'kind');
  if (kind === 'messages' || kind === 'images')
    return { kind, count: countField(value, 'count', 0, MAX_GENERATED_COUNT, where) };
  // A real PNG cannot be smaller than its chunks: below that, png() would throw, not the format.
  if (kind === 'image-bytes')
    return { kind, bytes: countField(value, 'bytes', SMALLEST_PADDED_PNG, MAX_GENERATED_BYTES, where) };
  throw new FixtureFormatError(`${where}: generate.kind must be messages, images or image-bytes`);
}

/** The transcript a generator spec stands for. */
export function generateTranscript(spec: GeneratorSpec): { version: 1; messages: TranscriptMessage[] } {
  const messages: TranscriptMessage[] = [];
  if (spec.kind === 'messages') {
    for (let i = 0; i < spec.count; i++) {
      messages.push(
        i % 2 === 0 ? { role: 'user', content: `message ${i}` } : { role: 'assistant', content: `reply ${i}` },
      );
    }
  } else if (spec.kind === 'images') {
    const url = sampleDataUrl('image/png');
    for (let i = 0; i < spec.count; i++) {
      messages.push({
        role: 'user',
        content: [
          { type: 'text', text: `image ${i + 1}` },
          { type: 'image_url', image_url: { url } },
        ],
      });
      messages.push({ role: 'assistant', content: `I see image ${i + 1}.` });
    }
  } else {
    const url = dataUrl('image/png', png(spec.bytes));
    messages.push({
      role: 'user',
      content: [
        { type: 'text', text: `an image of ${spec.bytes} bytes` },
        { type: 'image_url', image_url: { url } },
      ],
    });
  }
  return { version: 1, messages };
}

/**
 * A fixture file's content as a fixture. Throws FixtureFormatError naming the file and the field
 * when the file does not follow the format, so a broken fixture fails loudly, never silently.
 */
export function parseFixture(name: string, kind: 'valid' | 'invalid', json: unknown): TranscriptFixture {
  const where = `${kind}/${name}.json`;
  if (!isObject(json)) throw new FixtureFormatError(`${where}: a fixture file holds a JSON object`);
  const description = own(json, 'description');
  if (typeof description !== 'string' || description === '')
    throw new FixtureFormatError(`${where}: description must be a non-empty string`);
  const hasTranscript = Object.prototype.hasOwnProperty.call(json, 'transcript');
  const generate = own(json, 'generate');
  if (hasTranscript === (generate !== undefined))
    throw new FixtureFormatError(`${where}: give exactly one of transcript and generate`);
  const transcript = hasTranscript ? own(json, 'transcript') : generateTranscript(parseGeneratorSpec(generate, where));
  const fixture: TranscriptFixture = { name, kind, description, transcript };

  const needs = own(json, 'needs');
  if (needs !== undefined) {
    const accepts = own(needs, 'acceptsImages');
    if (!isObject(needs) || (accepts !== undefined && typeof accepts !== 'boolean')) {
      throw new FixtureFormatError(`${where}: needs must be an object like {"acceptsImages": true}`);
    }
    fixture.needs = accepts === undefined ? {} : { acceptsImages: accepts };
  }
  const expect = own(json, 'expect');
  if (kind === 'invalid') {
    const rule = own(expect, 'rule');
    const at = own(expect, 'path');
    if (typeof rule !== 'string' || typeof at !== 'string')
      throw new FixtureFormatError(`${where}: expect must be {"rule": "<rule id>", "path": "<JSON pointer>"}`);
    if (!isTranscriptRuleId(rule))
      throw new FixtureFormatError(`${where}: expect.rule '${rule}' is not an envelope rule (src/rules/transcript.ts)`);
    fixture.expect = { rule, path: at };
  } else if (expect !== undefined) {
    throw new FixtureFormatError(`${where}: a valid fixture has no expect`);
  }
  const exercises = own(json, 'exercises');
  if (exercises !== undefined) {
    if (!Array.isArray(exercises) || !exercises.every((r) => typeof r === 'string' && isTranscriptRuleId(r)))
      throw new FixtureFormatError(`${where}: exercises must be a list of envelope rule ids (src/rules/transcript.ts)`);
    fixture.exercises = exercises as TranscriptRuleId[];
  }
  const reportOnlyAs = own(json, 'reportOnlyAs');
  if (reportOnlyAs !== undefined) {
    if (typeof reportOnlyAs !== 'string' || !hasRule(reportOnlyAs))
      throw new FixtureFormatError(`${where}: reportOnlyAs must be a rule id`);
    fixture.reportOnlyAs = reportOnlyAs;
  }
  return fixture;
}

/** True when a parsed JSON document is a fixture file rather than a bare transcript. */
export function looksLikeFixture(json: unknown): boolean {
  return (
    isObject(json) &&
    own(json, 'messages') === undefined &&
    (own(json, 'transcript') !== undefined || own(json, 'generate') !== undefined)
  );
}

/**
 * The transcript a fixture file holds and the image setting it needs, read leniently (no
 * description or expect required), for tools that just validate a fixture's transcript.
 */
export function fixtureTranscript(
  json: Record<string, unknown>,
  where: string,
): { transcript: unknown; acceptsImages?: boolean } {
  const generate = own(json, 'generate');
  const transcript =
    generate !== undefined ? generateTranscript(parseGeneratorSpec(generate, where)) : own(json, 'transcript');
  const accepts = own(own(json, 'needs'), 'acceptsImages');
  return typeof accepts === 'boolean' ? { transcript, acceptsImages: accepts } : { transcript };
}
