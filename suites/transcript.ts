// transcript-format.txt › "Messages", "The vessel also checks that" (CONTRACT.md D2, D3, D12, D15).
//
//   "A history that fails a check rejects the turn with a message naming the problem."
//   D3: "A history that fails a check is refused before any model call, with a JSON-RPC error
//   -32602 whose message names the problem […] A vessel may instead answer with a task in
//   TASK_STATE_REJECTED whose status message text names the problem; the kit accepts either."
//
// Every fixture of fixtures/transcripts/invalid is sent as history and must be refused naming
// its rule before any model call; every fixture of fixtures/transcripts/valid must be accepted.
import type { ConformanceCase } from '../src/runner/case.ts';
import type { Need } from '../src/runner/needs.ts';
import { loadTranscriptFixtures, type TranscriptFixture } from '../src/transcript/fixtures.ts';
import { MAX_MESSAGES } from '../src/transcript/index.ts';
import type { Verdict } from '../src/checks/types.ts';
import { worstStatus } from '../src/runner/results.ts';
import { judgeTurn } from './judge.ts';

const REJECTION_RULES = ['rejection.refused', 'rejection.names-problem', 'rejection.bad-request-detail', 'rejection.no-model-call'];
const SECTION = 'transcript-format.txt › The vessel also checks that';
const REFUSAL = 'A history that fails a check rejects the turn with a message naming the problem. (D3: refused before any model call, with a JSON-RPC error -32602 whose message names the problem)';
/** A 1×1 PNG: the smallest real image, for the new message's own image part. */
export const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

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

/**
 * A verdict on the fixture's own rule, carried by the verdicts that hold the vessel to it: an
 * invalid history's rule holds when the turn was refused, naming it, before any model call; a
 * valid fixture's boundary rules hold when the turn ran to its expected status.
 */
export function verdictOnRule(rule: string, verdicts: readonly Verdict[], by: readonly string[], what: string): Verdict {
  const relevant = verdicts.filter((v) => by.includes(v.rule));
  const status = worstStatus(relevant.map((v) => v.status));
  const worst = relevant.find((v) => v.status === status);
  return { rule, status, message: status === 'pass' ? what : `${worst?.rule ?? by.join(', ')}: ${worst?.message ?? 'not judged'}` };
}

const REFUSED_AS_REQUIRED = ['rejection.refused', 'rejection.names-problem', 'rejection.no-model-call'];

/**
 * A fixture on a limit the documents ask the kit to report, not judge (D12's exact 5 MB
 * boundary): the turn is recorded and judged as usual, but only one verdict on the INFO rule is
 * kept, so the vessel's answer is shown and can never fail the run.
 */
function reportOnly(fixture: TranscriptFixture, verdicts: Verdict[], by: readonly string[], what: string): Verdict[] {
  if (fixture.reportOnlyAs === undefined) return verdicts;
  const shown = verdictOnRule(fixture.reportOnlyAs, verdicts, by, what);
  return [{ ...shown, message: `${fixture.description} ${shown.status === 'pass' ? what : `Not as the kit reads it: ${shown.message}`}` }];
}

function invalidCase(fixture: TranscriptFixture & { expect: { rule: string; path: string } }): ConformanceCase {
  const index = messageIndex(fixture.expect.path);
  const what = `refused before any model call, naming ${fixture.expect.rule}`;
  return {
    id: `transcript.invalid.${fixture.name}`,
    title: `Refused before any model call, naming ${fixture.expect.rule}: ${fixture.description}`,
    section: SECTION,
    sentence: REFUSAL,
    rules: fixture.reportOnlyAs !== undefined ? [fixture.reportOnlyAs] : [...REJECTION_RULES, fixture.expect.rule],
    needs: needsOf(fixture),
    async run(ctx) {
      const turn = await ctx.runTurn({ transcript: historyFor(fixture), text: 'This history is broken on purpose.' });
      const verdicts = judgeTurn(turn, { rejection: { rule: fixture.expect.rule, ...(index !== undefined ? { index } : {}) } });
      verdicts.push(verdictOnRule(fixture.expect.rule, verdicts, REFUSED_AS_REQUIRED, what));
      return { verdicts: reportOnly(fixture, verdicts, REFUSED_AS_REQUIRED, what), turns: [turn] };
    },
  };
}

function validCase(fixture: TranscriptFixture): ConformanceCase {
  return {
    id: `transcript.valid.${fixture.name}`,
    title: `Accepted: ${fixture.description}`,
    section: SECTION,
    sentence: 'Applications send it in with each turn […] Append the messages to your stored history and send them with the next turn.',
    rules: fixture.reportOnlyAs !== undefined ? [fixture.reportOnlyAs] : ['status.expected', ...(fixture.exercises ?? [])],
    needs: needsOf(fixture),
    async run(ctx) {
      const turn = await ctx.runTurn({ transcript: historyFor(fixture), text: 'This history is valid.' });
      const verdicts = judgeTurn(turn, { status: 'ok' });
      for (const rule of fixture.exercises ?? []) verdicts.push(verdictOnRule(rule, verdicts, ['status.expected'], `accepted: the history sits on the boundary of ${rule} and the turn ran`));
      return { verdicts: reportOnly(fixture, verdicts, ['status.expected'], 'accepted, and the turn ran'), turns: [turn] };
    },
  };
}

/** D2/D11: the new message's own image, sent to an agent whose model takes none, is refused. */
const newImageForTextAgent: ConformanceCase = {
  id: 'transcript.invalid.new-message-image-for-text-agent',
  title: "Refused: the new user message carries an image for an agent whose model accepts none",
  section: SECTION,
  sentence: 'images are inline data: URLs […] and only for agents whose model accepts images (D2: the turn\'s user message counts toward every history limit)',
  // A vessel that lets the image through is also judged on what then reaches its model (D11).
  rules: [...REJECTION_RULES, 'image.not-accepted', 'model.images-only-when-accepted'],
  needs: ['refuses_images', 'input.parts'],
  async run(ctx) {
    const turn = await ctx.runTurn({ text: 'What is in this picture?', images: [{ mediaType: 'image/png', base64: TINY_PNG, as: 'raw' }] });
    const verdicts = judgeTurn(turn, { rejection: { rule: 'image.not-accepted' } });
    verdicts.push(verdictOnRule('image.not-accepted', verdicts, REFUSED_AS_REQUIRED, 'refused before any model call, naming image.not-accepted'));
    return { verdicts, turns: [turn] };
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
