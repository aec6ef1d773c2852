// transcript-format.txt › "Messages", "The vessel also checks that" (CONTRACT.md D2, D3, D12, D15).
//
//   "A history that fails a check rejects the turn with a message naming the problem."
//   D3: "A history that fails a check is refused before any model call, with a JSON-RPC error
//   -32602 whose message names the problem […] A vessel may instead answer with a task in
//   TASK_STATE_REJECTED whose status message text names the problem; the kit accepts either."
//
// Every fixture of fixtures/transcripts/invalid is sent as history and must be refused naming
// its rule before any model call; every fixture of fixtures/transcripts/valid must be accepted.
import type { ConformanceCase, Need } from '../src/case/index.ts';
import { checkAcceptedHistory, checkRefusedHistory, type ReportOnly } from '../src/checks/index.ts';
import type { RuleId } from '../src/rules/index.ts';
import type { TranscriptFixture } from '../src/transcript/fixtures.ts';
import { envelopeClauseOf } from '../src/rules/clauses.ts';
import { MAX_MESSAGES, validateTranscript } from '../src/transcript/index.ts';
import { loadTranscriptFixtures } from './load-fixtures.ts';
import { sentenceOf } from './sentence.ts';

const REJECTION_RULES: readonly RuleId[] = [
  'rejection.refused',
  'rejection.names-problem',
  'rejection.bad-request-detail',
  'rejection.no-model-call',
];
const SECTION = 'transcript-format.txt › The vessel also checks that';
const REFUSAL = `${sentenceOf('rejection.refused')} (D3: ${sentenceOf('rejection.refused', 1)})`;
/** A 1×1 PNG: the smallest real image, for the new message's own image part. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function needsOf(fixture: TranscriptFixture): Need[] {
  if (fixture.needs?.acceptsImages === true) return ['accepts_images'];
  if (fixture.needs?.acceptsImages === false) return ['refuses_images'];
  return [];
}

/** The offending message's index, from a JSON pointer like `/messages/3/content`. */
export function messageIndex(pointer: string): number | undefined {
  const match = /^\/messages\/(\d+)(\/|$)/.exec(pointer);
  return match ? Number(match[1]) : undefined;
}

/**
 * The history as sent. D2: the turn's user message counts toward the 2,000-message limit, so a
 * valid history sitting exactly on the limit drops its last message to stay on the boundary.
 */
export function historyFor(fixture: TranscriptFixture): unknown {
  const envelope = fixture.transcript as { messages?: unknown[] } | null;
  if (fixture.kind === 'valid' && Array.isArray(envelope?.messages) && envelope.messages.length >= MAX_MESSAGES) {
    return { ...envelope, messages: envelope.messages.slice(0, MAX_MESSAGES - 1) };
  }
  return fixture.transcript;
}

/** A fixture on a limit the documents ask the kit to report, not judge (D12's exact 5 MB boundary). */
const reportOnlyOf = (fixture: TranscriptFixture): ReportOnly | undefined =>
  fixture.reportOnlyAs !== undefined ? { rule: fixture.reportOnlyAs, description: fixture.description } : undefined;

/**
 * The clause of its rule an invalid fixture breaks: the kit's own validator finds the fixture's
 * problem (its rule, at its path), and the catalogue says whose clause it is.
 */
export function clauseOfFixture(fixture: TranscriptFixture & { expect: NonNullable<TranscriptFixture['expect']> }) {
  const history = historyFor(fixture);
  const problems = validateTranscript(history, { acceptsImages: fixture.needs?.acceptsImages === true }).problems;
  const own = problems.filter((p) => p.rule === fixture.expect.rule);
  const problem = own.find((p) => p.path === fixture.expect.path) ??
    own[0] ?? { rule: fixture.expect.rule, path: fixture.expect.path, message: '' };
  return envelopeClauseOf(problem, history);
}

function invalidCase(
  fixture: TranscriptFixture & { expect: NonNullable<TranscriptFixture['expect']> },
): ConformanceCase {
  const index = messageIndex(fixture.expect.path);
  const clause = clauseOfFixture(fixture).split('#')[1];
  return {
    id: `transcript.invalid.${fixture.name}`,
    title: `Refused before any model call, naming ${fixture.expect.rule}: ${fixture.description}`,
    section: SECTION,
    sentence: REFUSAL,
    rules: fixture.reportOnlyAs !== undefined ? [fixture.reportOnlyAs] : [...REJECTION_RULES, fixture.expect.rule],
    needs: needsOf(fixture),
    async run(ctx) {
      const turn = await ctx.recordTurn({
        transcript: historyFor(fixture),
        text: 'This history is broken on purpose.',
      });
      const broken = { rule: fixture.expect.rule, clause, ...(index !== undefined ? { index } : {}) };
      return { verdicts: checkRefusedHistory(turn, broken, reportOnlyOf(fixture)), turns: [turn] };
    },
  };
}

function validCase(fixture: TranscriptFixture): ConformanceCase {
  return {
    id: `transcript.valid.${fixture.name}`,
    title: `Accepted: ${fixture.description}`,
    section: SECTION,
    sentence: `${sentenceOf('transcript.envelope')} […] ${sentenceOf('content.replay-valid')}`,
    rules:
      fixture.reportOnlyAs !== undefined ? [fixture.reportOnlyAs] : ['status.expected', ...(fixture.exercises ?? [])],
    needs: needsOf(fixture),
    async run(ctx) {
      const turn = await ctx.recordTurn({ transcript: historyFor(fixture), text: 'This history is valid.' });
      return { verdicts: checkAcceptedHistory(turn, fixture.exercises ?? [], reportOnlyOf(fixture)), turns: [turn] };
    },
  };
}

/** D2/D11: the new message's own image, sent to an agent whose model takes none, is refused. */
const newImageForTextAgent: ConformanceCase = {
  id: 'transcript.invalid.new-message-image-for-text-agent',
  title: 'Refused: the new user message carries an image for an agent whose model accepts none',
  section: SECTION,
  sentence: `${sentenceOf('image.not-accepted')} (D2: ${sentenceOf('transcript.max-messages', 1)})`,
  // A vessel that lets the image through is also judged on what then reaches its model (D11).
  rules: [...REJECTION_RULES, 'image.not-accepted', 'model.images-only-when-accepted'],
  needs: ['refuses_images', 'input.parts'],
  async run(ctx) {
    const turn = await ctx.recordTurn({
      text: 'What is in this picture?',
      images: [{ mediaType: 'image/png', base64: TINY_PNG, as: 'raw' }],
    });
    return { verdicts: checkRefusedHistory(turn, { rule: 'image.not-accepted' }), turns: [turn] };
  },
};

export function transcriptCases(): ConformanceCase[] {
  const cases: ConformanceCase[] = [];
  for (const fixture of loadTranscriptFixtures()) {
    if (fixture.kind === 'invalid' && fixture.expect) cases.push(invalidCase({ ...fixture, expect: fixture.expect }));
    else cases.push(validCase(fixture));
  }
  cases.push(newImageForTextAgent);
  return cases;
}
