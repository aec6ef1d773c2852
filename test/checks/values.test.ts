// The value checks (src/rules/values.ts) clause by clause: tool events against the model's tool
// calls, the tool results the model sees against tool.finished, the summary's model against the
// model called, and elapsed_ms shown beside what the kit observed (INFO, never a failure).
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkCutStep,
  checkElapsed,
  checkHistorySent,
  checkModelName,
  checkSummaryModel,
  checkToolFailedError,
  checkToolCallIds,
  checkToolErrorToModel,
  checkToolOutputToModel,
} from '../../src/checks/values.ts';
import type { TurnExpectations, Verdict } from '../../src/checks/types.ts';
import { chunkData, eventData, removeSse, simulate, sseOfEvent, transcriptChunkCount, validTurn } from './builders.ts';
import {
  cancelledTurn,
  cutLastCall,
  failingToolTurn,
  modelErrorTurn,
  parallelTools,
  refusedTurn,
  stepLimitWithTools,
  toolHistory,
  toolResultSent,
} from './turn-cases.ts';
import { failedOn, findingEvidence, only } from './verdict-readers.ts';

type Json = Record<string, any>;
const plainAnswer = () => simulate({ steps: [{ text: ['Hello.'] }] });
const withTurn = (build: () => RecordedTurn, change: (t: RecordedTurn) => void) => (): RecordedTurn => {
  const t = build();
  change(t);
  return t;
};
const summaryOf = (t: RecordedTurn): Json => chunkData(t, transcriptChunkCount(t) - 1).turn;
const longOutput = 'x'.repeat(4100);
const longOutputTurn = () =>
  simulate({ steps: [{ tools: [{ id: 'call_big', name: 'list', output: longOutput }] }, { text: ['Long.'] }] });

/** The stream as a client that hung up after the n-th event of a type kept it: a prefix, the turn not over. */
const hungUpAfter = (build: () => RecordedTurn, type: string, nth = 0) =>
  withTurn(build, (t) => {
    const at = t.send.sse!.indexOf(sseOfEvent(t, type, nth));
    t.send.sse = t.send.sse!.slice(0, at + 1);
    t.send.end = { at: t.send.sse.at(-1)!.receivedAt, how: 'aborted' };
  });
const FAILS = { toolsFail: true };

interface Row {
  name: string;
  check: (turn: RecordedTurn, expectations?: TurnExpectations) => Verdict[];
  expectations?: TurnExpectations;
  build: () => RecordedTurn;
  status: Verdict['status'];
  /** The verdict's message, exactly or as a pattern. */
  message: string | RegExp;
  /** The clauses a failure names. */
  clauses?: string[];
}

const rows: Row[] = [
  // values.tool-call-ids
  {
    name: "tool events naming the model's call pass",
    check: checkToolCallIds,
    build: () => validTurn(),
    status: 'pass',
    message: "1 tool.started events name the model's calls; every call of 1 step(s) the turn went on from was started",
  },
  {
    name: 'two calls of one step, each started, pass',
    check: checkToolCallIds,
    build: parallelTools,
    status: 'pass',
    message: /^2 tool.started events/,
  },
  {
    name: 'a tool stopped by a cancel passes: it was started',
    check: checkToolCallIds,
    build: cancelledTurn,
    status: 'pass',
    message: /^1 tool.started events/,
  },
  {
    name: 'a tool run before the model endpoint failed passes',
    check: checkToolCallIds,
    build: modelErrorTurn,
    status: 'pass',
    message: /^1 tool.started events/,
  },
  {
    name: 'tool.started under an id the model never gave fails (model-call)',
    check: checkToolCallIds,
    build: withTurn(validTurn, (t) => {
      eventData(t, 'tool.started').call_id = 'v-call_1';
      eventData(t, 'tool.finished').call_id = 'v-call_1';
    }),
    status: 'fail',
    message:
      'event #7 (tool.started v-call_1): call_id "v-call_1" and name "list" are no tool call the model made in this turn (it made ["call_1 list"]) (and 1 more)',
    clauses: ['model-call', 'each-call'],
  },
  {
    name: 'tool.started naming another tool than the model called fails (model-call)',
    check: checkToolCallIds,
    build: withTurn(validTurn, (t) => (eventData(t, 'tool.started').name = 'remove')),
    status: 'fail',
    message: /call_id "call_1" and name "remove" are no tool call the model made/,
    clauses: ['model-call'],
  },
  {
    name: 'a call run without its tool events, the model called again, fails (each-call)',
    check: checkToolCallIds,
    build: withTurn(validTurn, (t) => removeSse(t, sseOfEvent(t, 'tool.started'), sseOfEvent(t, 'tool.finished'))),
    status: 'fail',
    message:
      'step 1: the model called list (call_1) and the vessel called the model again, yet no tool.started names call_1',
    clauses: ['each-call'],
  },
  {
    name: 'the step_limit call whose calls never ran is not judged: no later call was made',
    check: checkToolCallIds,
    build: stepLimitWithTools,
    status: 'not-tested',
    message: 'no tool call of this turn was run',
  },
  {
    name: 'a stream the kit hung up on before the tools ran is not judged on them: it holds a prefix',
    check: checkToolCallIds,
    build: hungUpAfter(validTurn, 'step.finished'),
    status: 'not-tested',
    message: 'no tool call of this turn was run',
  },
  {
    name: 'a stream the kit hung up on in the next step still owes the earlier step its tool events',
    check: checkToolCallIds,
    build: hungUpAfter(
      () => withTurn(validTurn, (t) => removeSse(t, sseOfEvent(t, 'tool.started'), sseOfEvent(t, 'tool.finished')))(),
      'text.delta',
      1,
    ),
    status: 'fail',
    message: /^step 1: the model called list \(call_1\)/,
    clauses: ['each-call'],
  },
  {
    name: 'a turn without model calls is not tested',
    check: checkToolCallIds,
    build: () => refusedTurn(),
    status: 'not-tested',
    message: 'the vessel made no model call in this turn',
  },

  // values.tool-error-to-model
  {
    name: "the model seeing a failed tool's error text passes",
    check: checkToolErrorToModel,
    build: failingToolTurn,
    status: 'pass',
    message: "1 failed tools: the model saw each one's error text",
  },
  {
    name: 'the model seeing something else than the error fails',
    check: checkToolErrorToModel,
    build: withTurn(failingToolTurn, (t) => (toolResultSent(t, 1).content = 'the tool failed')),
    status: 'fail',
    message:
      'event #6 (tool.finished call_1): model call 2 sees the failed tool\'s result as "the tool failed", not its error text "no such folder: /x"',
    clauses: ['whole'],
  },
  {
    name: 'the error as a list of text parts passes: the text is what the model reads',
    check: checkToolErrorToModel,
    build: withTurn(
      failingToolTurn,
      (t) => (toolResultSent(t, 1).content = [{ type: 'text', text: 'no such folder: /x' }]),
    ),
    status: 'pass',
    message: /^1 failed tools/,
  },
  {
    name: 'a turn where no tool failed is not tested',
    check: checkToolErrorToModel,
    build: () => validTurn(),
    status: 'not-tested',
    message: 'no tool failed in this turn',
  },
  {
    name: 'a failed tool the turn ended after is not judged: no call carried its result',
    check: checkToolErrorToModel,
    build: withTurn(failingToolTurn, (t) => t.modelCalls.splice(1)),
    status: 'not-tested',
    message: 'no model call after a failed tool carried its result',
  },

  // values.tool-failed-error
  {
    name: 'a failing tool reported with its error passes',
    check: checkToolFailedError,
    build: failingToolTurn,
    expectations: FAILS,
    status: 'pass',
    message: '1 failing tools reported with their error',
  },
  {
    name: 'a failing tool reported with error null fails, its output the error text all the same',
    check: checkToolFailedError,
    build: withTurn(failingToolTurn, (t) => (eventData(t, 'tool.finished').error = null)),
    expectations: FAILS,
    status: 'fail',
    message:
      "event #6 (tool.finished call_1): the tool failed (the profile's failing tool), yet its error is null, not a non-empty string",
    clauses: ['whole'],
  },
  {
    name: 'a failing tool reported with no error field fails: absent reads as null',
    check: checkToolFailedError,
    build: withTurn(failingToolTurn, (t) => delete eventData(t, 'tool.finished').error),
    expectations: FAILS,
    status: 'fail',
    message: /yet its error is undefined, not a non-empty string/,
  },
  {
    name: 'a stopped tool is not held to failing: it reports [stopped]',
    check: checkToolFailedError,
    build: cancelledTurn,
    expectations: FAILS,
    status: 'not-tested',
    message: 'the tool the case made fail did not run',
  },
  {
    name: 'a case that made no tool fail is not tested',
    check: checkToolFailedError,
    build: () => validTurn(),
    status: 'not-tested',
    message: 'the case made no tool fail',
  },

  // values.tool-output-to-model
  {
    name: "the model seeing the tool's output passes",
    check: checkToolOutputToModel,
    build: () => validTurn(),
    status: 'pass',
    message: "1 tool results: the model saw each tool's output",
  },
  {
    name: 'the model seeing the whole of an output the event cut at 4,000 passes',
    check: checkToolOutputToModel,
    build: longOutputTurn,
    status: 'pass',
    message: /^1 tool results/,
  },
  {
    name: 'the model seeing the output wrapped fails',
    check: checkToolOutputToModel,
    build: withTurn(validTurn, (t) => (toolResultSent(t, 1).content = 'result: species/')),
    status: 'fail',
    message:
      'event #8 (tool.finished call_1): model call 2 sees the result "result: species/", whose first 4,000 characters are not the output "species/"',
    clauses: ['whole'],
  },
  {
    name: 'the model seeing a long output cut short fails',
    check: checkToolOutputToModel,
    build: withTurn(longOutputTurn, (t) => (toolResultSent(t, 1).content = 'x'.repeat(3999))),
    status: 'fail',
    message: /model call 2 sees the result "x+…, whose first 4,000 characters are not the output "x+…$/,
  },
  {
    name: 'a failed tool is the other rule’s: not tested here',
    check: checkToolOutputToModel,
    build: failingToolTurn,
    status: 'not-tested',
    message: 'no model call after a tool that succeeded carried its result',
  },
  {
    name: 'a stopped tool is not tested: the turn ended',
    check: checkToolOutputToModel,
    build: cancelledTurn,
    status: 'not-tested',
    message: 'no model call after a tool that succeeded carried its result',
  },

  // values.summary-model
  {
    name: 'the summary naming the model the vessel asked for passes',
    check: checkSummaryModel,
    build: () => validTurn(),
    status: 'pass',
    message: 'the summary\'s model "mock" is the model called',
  },
  {
    name: "the summary naming the model the model's answer named passes",
    check: checkSummaryModel,
    build: withTurn(validTurn, (t) => {
      for (const call of t.modelCalls) {
        (call.request as Json).model = 'alias';
        call.frames[0]!.data = JSON.stringify({ ...JSON.parse(call.frames[0]!.data), model: 'mock' });
      }
    }),
    status: 'pass',
    message: 'the summary\'s model "mock" is the model called',
  },
  {
    name: 'the summary naming another model fails',
    check: checkSummaryModel,
    build: withTurn(validTurn, (t) => (summaryOf(t).model = 'other-model')),
    status: 'fail',
    message: 'the summary\'s model "other-model" is not the model the vessel called (["mock"])',
    clauses: ['whole'],
  },
  {
    name: 'a summary without model is artifact.transcript-summary’s: not tested here',
    check: checkSummaryModel,
    build: withTurn(validTurn, (t) => delete summaryOf(t).model),
    status: 'not-tested',
    message: 'the summary names no model (artifact.transcript-summary judges its fields)',
  },
  {
    name: 'a turn without the transcript is not tested',
    check: checkSummaryModel,
    build: () => validTurn({ transcript: false }),
    status: 'not-tested',
    message: 'the turn has no transcript summary',
  },
  {
    name: 'model calls naming no model are not tested',
    check: checkSummaryModel,
    build: withTurn(validTurn, (t) => t.modelCalls.forEach((c) => delete (c.request as Json).model)),
    status: 'not-tested',
    message: 'no model call of this turn named a model',
  },

  // values.history-sent, values.model-name, values.cut-step (INFO)
  {
    name: 'the history messages each model call carries are shown',
    check: checkHistorySent,
    build: () => validTurn({ history: toolHistory }),
    status: 'pass',
    message: "2 model calls; the first carries 4 of the 4 history messages (by role and text) and the user's words",
  },
  {
    name: 'a vessel that sends the model none of the history is shown so, never failed',
    check: checkHistorySent,
    build: withTurn(
      () => validTurn({ history: toolHistory }),
      (t) => {
        const request = t.modelCalls[0]!.request as Json;
        request.messages = [request.messages[0], request.messages.at(-1)];
      },
    ),
    status: 'pass',
    message: "2 model calls; the first carries 0 of the 4 history messages (by role and text) and the user's words",
  },
  {
    name: 'the model name asked for is shown, with the summary’s',
    check: checkModelName,
    build: () => validTurn(),
    status: 'pass',
    message: 'the model calls asked for ["mock"]; the summary names "mock"',
  },
  {
    name: 'a turn without model calls shows no model name',
    check: checkModelName,
    build: () => refusedTurn(),
    status: 'not-tested',
    message: 'no model call of this turn named a model',
  },
  {
    name: 'the step.finished of a call cut short is shown beside what the model sent',
    check: checkCutStep,
    build: cutLastCall,
    status: 'pass',
    message:
      'step 2 (cut): finish_reason "stop", tokens {"input":20,"output":5}; the model sent finish_reason null, usage {"input":20,"output":5}',
  },
  {
    name: 'completed calls show nothing',
    check: checkCutStep,
    build: () => validTurn(),
    status: 'not-tested',
    message: 'no step.finished answers a model call cut short',
  },

  // values.elapsed (INFO)
  {
    name: 'elapsed_ms is shown beside what the kit saw',
    check: checkElapsed,
    build: () => validTurn(),
    status: 'pass',
    message:
      /^turn\.finished\.elapsed_ms \d+ \(the kit saw \d+ ms from its request to turn\.finished; the summary says \d+\); call_1 elapsed_ms 3 \(seen 1 ms from its tool\.started\)$/,
  },
  {
    name: 'an elapsed_ms far from what the kit saw is shown, never failed',
    check: checkElapsed,
    build: withTurn(plainAnswer, (t) => (eventData(t, 'turn.finished').elapsed_ms = 10_000_000)),
    status: 'pass',
    message: /^turn\.finished\.elapsed_ms 10000000 \(the kit saw \d+ ms/,
  },
  {
    name: 'a turn with nothing reporting elapsed_ms is not tested',
    check: checkElapsed,
    build: () => refusedTurn(),
    status: 'not-tested',
    message: 'no event of this turn reports elapsed_ms',
  },
];

describe('value checks', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const v = only(row.check(row.build(), row.expectations));
    expect(v.status, v.message).toBe(row.status);
    if (typeof row.message === 'string') expect(v.message).toBe(row.message);
    else expect(v.message).toMatch(row.message);
    if (row.clauses) expect(failedOn([v])).toEqual(row.clauses);
  });

  it('a finding keeps the values it compared as evidence', () => {
    const v = only(
      checkToolErrorToModel(withTurn(failingToolTurn, (t) => (toolResultSent(t, 1).content = 'hidden'))()),
    );
    expect(findingEvidence(v)).toEqual({ index: 6, call: 2, error: 'no such folder: /x', content: 'hidden' });
  });

  it('the elapsed figures are evidence: the turn, the summary and each tool', () => {
    const t = validTurn();
    const finished = eventData(t, 'turn.finished');
    const v = only(checkElapsed(t));
    expect(v.evidence).toMatchObject({
      turn: { elapsed_ms: finished.elapsed_ms, summary_elapsed_ms: finished.elapsed_ms },
      tools: [{ call_id: 'call_1', elapsed_ms: 3, seen_ms: 1 }],
    });
  });
});
