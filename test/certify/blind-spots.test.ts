// The blind spots found by breaking one thing at a time on the wire in front of the reference
// vessel, each now caught (or judged) end to end: certifying under one fault fails its rule on its
// clause, and what the fault does not touch is still judged rather than dropped as not-tested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/checks/types.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import type { Results } from '../../src/results/schema.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from './support/faulty-vessel.ts';

let mock: ModelForTests;
beforeAll(async () => {
  mock = await startTestModel();
});
afterAll(async () => {
  await mock.model.shutdown();
});

const verdictsOf = (results: Results, caseId: string, rule: string): Verdict[] =>
  (results.cases.find((c) => c.id === caseId)?.evidence.verdicts ?? []).filter((v) => v.rule === rule) as Verdict[];

describe('blind spots, each caught', () => {
  it('an event whose JSON is split over two data: lines fails a2a.sse-framing#one-data-line', async () => {
    const results = await certifyFaultyVessel(mock, ['data-split-over-lines'], ['events.plain-answer'], 5);
    const [framing] = verdictsOf(results, 'events.plain-answer', 'a2a.sse-framing');
    expect(framing?.status).toBe('fail');
    expect(brokenClauses(framing!)).toEqual(['one-data-line']);
    // SSE joins the lines back into JSON, so the rest of the turn is judged and passes.
    expect(results.rules['status.expected']?.status).toBe('pass');
  });

  it('a SendMessage task without the answer artifact fails artifact.answer-once#sent', async () => {
    const results = await certifyFaultyVessel(mock, ['send-message-without-answer'], ['a2a.messages.send-message'], 5);
    const failed = verdictsOf(results, 'a2a.messages.send-message', 'artifact.answer-once').filter(
      (v) => v.status === 'fail',
    );
    expect(failed.map((v) => v.message)).toEqual(["SendMessage's task: the task holds no answer artifact"]);
    expect(brokenClauses(failed[0]!)).toEqual(['sent']);
    // The rest of the returned task is judged like a stream: its transcript, summary and state pass.
    for (const rule of ['artifact.transcript-summary', 'content.message-order', 'status.task-state'])
      expect(results.rules[rule]?.status, rule).toBe('pass');
  });

  it('a GetTask task without the answer artifact fails artifact.answer-once#sent', async () => {
    const results = await certifyFaultyVessel(mock, ['get-task-without-answer'], ['events.plain-answer'], 5);
    const failed = verdictsOf(results, 'events.plain-answer', 'artifact.answer-once').filter(
      (v) => v.status === 'fail',
    );
    expect(failed[0]?.message).toMatch(/^GetTask's task: /);
  });

  it('a last transcript chunk without lastChunk fails artifact.transcript-chunks alone: the content is judged', async () => {
    const results = await certifyFaultyVessel(
      mock,
      ['transcript-last-chunk-unflagged'],
      ['artifacts.transcript-with-tools'],
      5,
    );
    expect(results.rules['artifact.transcript-chunks']?.status).toBe('fail');
    for (const rule of [
      'content.message-order',
      'content.deltas-equal-transcript',
      'content.tool-calls-kept',
      'content.tool-events-equal-transcript',
      'content.replay-valid',
      'artifact.transcript-summary',
    ])
      expect(results.rules[rule]?.status, rule).toBe('pass');
  });
});

describe('the cancel between steps', () => {
  it('judges the completed first step: its deltas, tool calls and step.finished', async () => {
    const results = await certifyFaultyVessel(mock, [], ['statuses.cancel-between-steps'], 5);
    for (const rule of ['content.deltas-equal-transcript', 'content.tool-calls-kept', 'content.step-finished-model']) {
      const verdicts = verdictsOf(results, 'statuses.cancel-between-steps', rule);
      // The stream's verdict, and GetTask's where the task holds what the rule reads.
      expect(
        verdicts.filter((v) => !v.message.startsWith("GetTask's task: ")).map((v) => v.status),
        rule,
      ).toEqual(['pass']);
      expect(
        verdicts.filter((v) => v.status !== 'pass').map((v) => v.message),
        rule,
      ).toEqual([]);
    }
  });
});
