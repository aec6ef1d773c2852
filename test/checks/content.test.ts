// The content checks clause by clause (transcript-format.txt "What comes back"; events.txt;
// CONTRACT.md D8, D10, D16, D18): each clause failing alone on a turn broken in that one place,
// each pass message and not-tested reason in its words, and a stream cut short judged as the
// prefix it is. The table of turn-cases.ts has one failure per rule; mutation testing showed the
// other clauses, the reasons and the prefix rules unpinned.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkDeltasEqualTranscript,
  checkGetTaskAgrees,
  checkMessageOrder,
  checkReplayValid,
  checkStepFinishedModel,
  checkSummaryEqualsFinished,
  checkToolCallsKept,
  checkToolEventsEqualTranscript,
} from '../../src/checks/content.ts';
import {
  artifactSse,
  chunkData,
  eventData,
  removeSse,
  simulate,
  sseOfEvent,
  statusOf,
  transcriptChunkCount,
  validTurn,
} from './builders.ts';
import {
  clausesOf,
  cutAfter,
  dropMessages,
  findingsOf,
  getTaskOf,
  only,
  transcriptMessages,
} from './content-builders.ts';
import { cancelledTurn, imageTurn, parallelTools } from './turn-cases.ts';

type Json = Record<string, any>;
const USER = 'vessel-kit:script=s1\nWhat is here?';
const ANSWER = 'There is one folder, species/.';

/** A valid turn with every transcript chunk gone, the transcript still asked for. */
function noChunks(): RecordedTurn {
  const turn = validTurn();
  const chunks = Array.from({ length: transcriptChunkCount(turn) }, (_, i) => artifactSse(turn, 'transcript', i));
  removeSse(turn, ...chunks);
  return turn;
}
const noModelCall = (): RecordedTurn => {
  const turn = validTurn();
  turn.modelCalls = [];
  return turn;
};
const textOnly = (): RecordedTurn => simulate({ steps: [{ text: ['Hello.'] }] });
/** A cancelled turn whose transcript keeps only the messages the predicate picks. */
function cancelledKeeping(keep: (m: Json) => boolean): RecordedTurn {
  const turn = cancelledTurn();
  dropMessages(turn, (m) => !keep(m));
  return turn;
}

describe('the transcript a content check reads', () => {
  it('is not-tested, saying why, when the case did not ask for the transcript or no chunk came', () => {
    for (const check of [checkMessageOrder, checkDeltasEqualTranscript, checkReplayValid]) {
      const blind = only(check(validTurn({ transcript: false })));
      expect(blind.status).toBe('not-tested');
      expect(blind.message).toBe('the case did not ask for the transcript');
      const none = only(check(noChunks()));
      expect(none.status).toBe('not-tested');
      expect(none.message).toBe('no transcript chunk arrived');
    }
    const tools = only(checkToolEventsEqualTranscript(noChunks()));
    expect(tools.status).toBe('not-tested');
    expect(tools.message).toBe('no transcript chunk arrived');
  });
});

describe('content.message-order', () => {
  it('passes a whole transcript, counting its messages', () => {
    const v = only(checkMessageOrder(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("4 messages: the user's first, the final answer last");
  });

  it('passes a prefix without judging how it ends, saying it was cut', () => {
    // Through the tool.finished: the transcript holds the user, the call, nothing after.
    const v = only(checkMessageOrder(cutAfter(validTurn(), 9)));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("the 2 messages that arrived before the stream was cut start with the user's");
  });

  it("fails a first message that is not the user's (clause user-first)", () => {
    const turn = validTurn();
    chunkData(turn, 0).messages[0].role = 'assistant';
    const v = only(checkMessageOrder(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['user-first']);
    expect(v.message).toBe('transcript message 0 is "assistant", not the user\'s message');
    expect(findingsOf(v)[0]!.evidence).toEqual({ first: { role: 'assistant', content: USER } });
  });

  it('fails an empty transcript on its first message and its end', () => {
    const turn = validTurn();
    dropMessages(turn, () => true);
    const v = only(checkMessageOrder(turn));
    expect(clausesOf(v)).toEqual(['user-first', 'ends-with-answer']);
    expect(v.message).toBe("transcript message 0 is undefined, not the user's message (and 1 more)");
    expect(findingsOf(v)[1]!.message).toBe('the transcript ends with undefined, not the final answer');
  });

  it('fails a user message holding other words, keeping it as evidence (clause user-first)', () => {
    const turn = validTurn();
    chunkData(turn, 0).messages[0].content = 'other words';
    const v = only(checkMessageOrder(turn));
    expect(clausesOf(v)).toEqual(['user-first']);
    expect(findingsOf(v)[0]!.evidence).toEqual({ first: { role: 'user', content: 'other words' } });
  });

  it('fails the text of a turn without images sent as a list of parts (clause user-form)', () => {
    const turn = validTurn();
    chunkData(turn, 0).messages[0].content = [{ type: 'text', text: USER }];
    const v = only(checkMessageOrder(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['user-form']);
    expect(v.message).toBe(
      'transcript message 0: one text part and no image make a string content, not [{"type":"text","text":"vessel-kit:script=s1\\nWhat is here?"}]',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ first: { role: 'user', content: [{ type: 'text', text: USER }] } });
  });

  it('counts no image against a turn that sent none, even when the list holds one', () => {
    const turn = validTurn();
    const image = { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } };
    chunkData(turn, 0).messages[0].content = [{ type: 'text', text: USER }, image];
    const v = only(checkMessageOrder(turn));
    expect(clausesOf(v)).toEqual(['user-form']);
    expect(v.message).toMatch(/^transcript message 0: one text part and no image make a string content, not \[/);
    expect(v.message).not.toMatch(/more\)$/);
  });

  it('fails a user message of an image turn holding another number of images (clause user-form)', () => {
    const turn = imageTurn();
    const content = chunkData(turn, 0).messages[0].content;
    content.push(structuredClone(content[1]));
    const v = only(checkMessageOrder(turn));
    expect(clausesOf(v)).toEqual(['user-form']);
    expect(v.message).toBe('transcript message 0 holds 2 image_url parts; the user sent 1 images');
    expect(findingsOf(v)[0]!.evidence).toEqual({ first: { role: 'user', content } });
    expect(only(checkMessageOrder(imageTurn())).status).toBe('pass');
  });

  it('fails a message after the first that is neither assistant nor tool (clause then-assistant-and-tool)', () => {
    const turn = validTurn();
    const tool = chunkData(turn, 2).messages[0];
    tool.role = 'system';
    const v = only(checkMessageOrder(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['then-assistant-and-tool']);
    expect(v.message).toBe(
      'transcript message 2 has role "system"; after the user\'s message come assistant messages and tool results',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ message: tool });
  });

  it('fails a whole transcript ending on a tool result (clause ends-with-answer)', () => {
    const turn = validTurn();
    dropMessages(turn, (m) => m.role === 'assistant' && m.content === ANSWER);
    const v = only(checkMessageOrder(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['ends-with-answer']);
    expect(v.message).toBe(
      'the transcript ends with {"role":"tool","tool_call_id":"call_1","content":"species/"}, not the final answer',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({
      last: { role: 'tool', tool_call_id: 'call_1', content: 'species/' },
    });
  });

  it('fails a last assistant message that still calls tools (clause ends-with-answer); an empty list is no call', () => {
    const calling = validTurn();
    transcriptMessages(calling).at(-1)!.tool_calls = [
      { id: 'x', type: 'function', function: { name: 'list', arguments: '{}' } },
    ];
    const v = only(checkMessageOrder(calling));
    expect(clausesOf(v)).toEqual(['ends-with-answer']);
    expect(v.message).toMatch(/^the transcript ends with \{"role":"assistant",.*, not the final answer$/);

    const empty = validTurn();
    transcriptMessages(empty).at(-1)!.tool_calls = [];
    expect(only(checkMessageOrder(empty)).status).toBe('pass');
  });

  it('passes an early end closed by the closing message', () => {
    const v = only(checkMessageOrder(cancelledTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("4 messages: the user's first, the final answer last");
  });

  it('fails an early end whose transcript ends without the closing message (clause ends-with-closing)', () => {
    const turn = cancelledKeeping(
      (m) => !(m.role === 'assistant' && typeof m.content === 'string' && m.content.startsWith('[')),
    );
    const v = only(checkMessageOrder(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['ends-with-closing']);
    expect(v.message).toBe(
      'the turn ended early (cancelled); the transcript ends with {"role":"tool","tool_call_id":"call_1","content":"[stopped]"}, not the closing message',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({
      last: { role: 'tool', tool_call_id: 'call_1', content: '[stopped]' },
    });
  });

  it('fails an early end whose last message is an answer, a user message or holds no text (clause ends-with-closing)', () => {
    const answered = cancelledTurn();
    transcriptMessages(answered).at(-1)!.content = 'Bye.';
    const a = only(checkMessageOrder(answered));
    expect(clausesOf(a)).toEqual(['ends-with-closing']);
    expect(a.message).toBe(
      'the turn ended early (cancelled); the transcript ends with {"role":"assistant","content":"Bye."}, not the closing message',
    );

    const byUser = cancelledTurn();
    transcriptMessages(byUser).at(-1)!.role = 'user';
    expect(clausesOf(only(checkMessageOrder(byUser)))).toEqual(['then-assistant-and-tool', 'ends-with-closing']);

    const empty = cancelledTurn();
    transcriptMessages(empty).at(-1)!.content = null;
    expect(clausesOf(only(checkMessageOrder(empty)))).toEqual(['ends-with-closing']);

    const none = cancelledKeeping(() => false);
    expect(clausesOf(only(checkMessageOrder(none)))).toEqual(['user-first', 'ends-with-closing']);
  });
});

describe('content.deltas-equal-transcript', () => {
  it('passes a turn whose deltas equal its assistant messages, counting the steps judged', () => {
    const v = only(checkDeltasEqualTranscript(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('2 completed steps: deltas equal the assistant messages');
  });

  it('is not-tested, saying why, when no model call can be compared', () => {
    const never = only(checkDeltasEqualTranscript(noModelCall()));
    expect(never.status).toBe('not-tested');
    expect(never.message).toBe("the turn never reached the kit's mock model");
    // Cut before step 1's step.finished, with no turn.finished: no call is settled.
    const unsettled = only(checkDeltasEqualTranscript(cutAfter(validTurn(), 5)));
    expect(unsettled.status).toBe('not-tested');
    expect(unsettled.message).toBe('no model call of this turn completed before the turn ended');
  });

  it("is not-tested when the stream was cut before a completed step's message arrived", () => {
    // Through step 1's step.finished, before the chunk holding its assistant message.
    const v = only(checkDeltasEqualTranscript(cutAfter(validTurn(), 6)));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe("the stream was cut before any completed step's assistant message arrived");
  });

  it('fails text deltas that differ from the content, with both as evidence (clause content)', () => {
    const turn = validTurn();
    chunkData(turn, 1).messages[0].content = 'Looking!';
    const v = only(checkDeltasEqualTranscript(turn));
    expect(clausesOf(v)).toEqual(['content']);
    expect(findingsOf(v)[0]!.evidence).toEqual({ step: 1, deltas: 'Looking. ', content: 'Looking!' });
  });

  it('fails reasoning deltas that differ from the reasoning_content (clause reasoning)', () => {
    const turn = validTurn();
    chunkData(turn, 1).messages[0].reasoning_content = 'Hmm.';
    const v = only(checkDeltasEqualTranscript(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['reasoning']);
    expect(v.message).toBe(
      'step 1: the reasoning deltas "Let me look." differ from the assistant message\'s reasoning_content "Hmm."',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ step: 1, deltas: 'Let me look.', reasoning_content: 'Hmm.' });
  });

  it('reads a delta whose content is not a string as streaming nothing', () => {
    const turn = validTurn();
    eventData(turn, 'text.delta', 2).content = 42;
    const v = only(checkDeltasEqualTranscript(turn));
    expect(v.message).toBe(
      `step 2: the text deltas "There is , species/." differ from the assistant message's content "${ANSWER}"`,
    );
  });

  it("fails a whole transcript missing a completed step's message (clause message-per-step)", () => {
    const turn = validTurn();
    dropMessages(turn, (m) => m.content === ANSWER);
    const v = only(checkDeltasEqualTranscript(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['message-per-step']);
    expect(v.message).toBe(
      'step 2 completed but the transcript has no assistant message for it (1 assistant messages)',
    );
  });

  it('fails a whole transcript with no assistant message at all, though no step could be compared', () => {
    const turn = validTurn();
    dropMessages(turn, (m) => m.role === 'assistant');
    const v = only(checkDeltasEqualTranscript(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['message-per-step']);
    expect(v.message).toBe(
      'step 1 completed but the transcript has no assistant message for it (0 assistant messages) (and 1 more)',
    );
  });

  it('passes over a step with neither deltas nor step.finished as having streamed nothing', () => {
    const turn = parallelTools();
    removeSse(turn, sseOfEvent(turn, 'step.finished'));
    const v = only(checkDeltasEqualTranscript(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('2 completed steps: deltas equal the assistant messages');
  });

  describe('leaves out the closing message of an early end, and only that', () => {
    it('does not take the closing message for the message of the step it follows', () => {
      const turn = cancelledKeeping((m) => !(m.role === 'assistant' && m.content === 'Looking'));
      const v = only(checkDeltasEqualTranscript(turn));
      expect(clausesOf(v)).toEqual(['message-per-step']);
      expect(v.message).toBe(
        'step 1 completed but the transcript has no assistant message for it (0 assistant messages)',
      );
    });

    it('keeps the last message of an early end when it is not the closing message', () => {
      const turn = cancelledKeeping((m) => m.role === 'user' || m.content === 'Looking');
      const v = only(checkDeltasEqualTranscript(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe('1 completed steps: deltas equal the assistant messages');
    });

    it('keeps a closing message that is not the last message', () => {
      const turn = cancelledTurn();
      const messages = transcriptMessages(turn);
      const closing = messages.at(-1)!;
      dropMessages(turn, (m) => m.role === 'assistant');
      chunkData(turn, 0).messages.push(closing);
      const v = only(checkDeltasEqualTranscript(turn));
      expect(clausesOf(v)).toEqual(['content']);
      expect(v.message).toBe(
        'step 1: the text deltas "Looking" differ from the assistant message\'s content "[this turn ended early: cancelled]"',
      );
    });

    it('keeps an answer that reads like a closing message on a turn that did not end early', () => {
      const turn = simulate({ steps: [{ text: ['[this turn ended early: ok]'] }] });
      const v = only(checkDeltasEqualTranscript(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe('1 completed steps: deltas equal the assistant messages');
    });

    it('judges an early end whose transcript holds no assistant message', () => {
      const v = only(checkDeltasEqualTranscript(cancelledKeeping((m) => m.role === 'user')));
      expect(clausesOf(v)).toEqual(['message-per-step']);
    });
  });
});

describe('content.tool-calls-kept', () => {
  it('passes, counting the tool calls of every step', () => {
    expect(only(checkToolCallsKept(validTurn())).message).toBe('1 tool calls kept as the model sent them');
    const v = only(checkToolCallsKept(parallelTools()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('2 tool calls kept as the model sent them');
  });

  it('is not-tested, saying why, without a settled call that called tools', () => {
    const cut = only(checkToolCallsKept(cutAfter(validTurn(), 5)));
    expect(cut.status).toBe('not-tested');
    expect(cut.message).toBe(
      'the model call that called tools (step 1) was cut as the turn ended, before the vessel had its message whole',
    );
    const never = only(checkToolCallsKept(noModelCall()));
    expect(never.status).toBe('not-tested');
    expect(never.message).toBe("the turn never reached the kit's mock model");
    const none = only(checkToolCallsKept(textOnly()));
    expect(none.status).toBe('not-tested');
    expect(none.message).toBe('the model called no tool in this turn');
  });

  it('judges the events alone without the transcript, or before the message arrived', () => {
    expect(only(checkToolCallsKept(validTurn({ transcript: false }))).status).toBe('pass');
    const v = only(checkToolCallsKept(cutAfter(validTurn(), 6)));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 tool calls kept as the model sent them');
  });

  it('fails an assistant message holding no tool call of its step (clause calls)', () => {
    const turn = validTurn();
    delete chunkData(turn, 1).messages[0].tool_calls;
    const v = only(checkToolCallsKept(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['calls']);
    expect(v.message).toBe("step 1: the model made 1 tool calls, the transcript's assistant message holds 0");
    expect(findingsOf(v)[0]!.evidence).toEqual({
      model: [{ id: 'call_1', name: 'list', arguments: '{"path":"."}' }],
      stored: [],
    });
  });

  it('fails a stored call with another id, another name, no function or no object (clause calls)', () => {
    const id = validTurn();
    const stored = chunkData(id, 1).messages[0].tool_calls[0];
    stored.id = 'call_9';
    const a = only(checkToolCallsKept(id));
    expect(clausesOf(a)).toEqual(['calls']);
    expect(a.message).toBe(
      'step 1, tool call 0: stored {"id":"call_9","type":"function","function":{"name":"list","arguments":"{\\"path\\":\\".\\"}"}}, expected id call_1, name list',
    );
    expect(findingsOf(a)[0]!.evidence).toEqual({
      model: { id: 'call_1', name: 'list', arguments: '{"path":"."}' },
      stored,
    });

    const name = validTurn();
    chunkData(name, 1).messages[0].tool_calls[0].function.name = 'read';
    expect(only(checkToolCallsKept(name)).message).toMatch(
      /^step 1, tool call 0: stored .*"name":"read".*, expected id call_1, name list$/,
    );

    const noFunction = validTurn();
    chunkData(noFunction, 1).messages[0].tool_calls[0] = { id: 'call_1', type: 'function' };
    expect(only(checkToolCallsKept(noFunction)).message).toBe(
      'step 1, tool call 0: stored {"id":"call_1","type":"function"}, expected id call_1, name list',
    );

    const notObject = validTurn();
    chunkData(notObject, 1).messages[0].tool_calls[0] = 'call_1';
    const d = only(checkToolCallsKept(notObject));
    expect(clausesOf(d)).toEqual(['calls']);
    expect(d.message).toBe('step 1, tool call 0: stored "call_1", expected id call_1, name list');
  });

  it('fails arguments stored otherwise, with what was expected (clause arguments)', () => {
    const turn = validTurn();
    chunkData(turn, 1).messages[0].tool_calls[0].function.arguments = '{}';
    const v = only(checkToolCallsKept(turn));
    expect(clausesOf(v)).toEqual(['arguments']);
    expect(findingsOf(v)[0]!.evidence).toEqual({
      model: { id: 'call_1', name: 'list', arguments: '{"path":"."}' },
      stored: chunkData(turn, 1).messages[0].tool_calls[0],
      expectedArguments: '{"path":"."}',
    });
  });

  it('fails tool.started arguments that are not the parsed object (clause event-arguments)', () => {
    const turn = validTurn();
    eventData(turn, 'tool.started').arguments = { path: 'x' };
    const v = only(checkToolCallsKept(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['event-arguments']);
    expect(v.message).toBe(
      'event #7 (tool.started call_1): arguments {"path":"x"} are not the parsed object {"path":"."}',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ model: '{"path":"."}', event: { path: 'x' } });
  });

  it('fails tool.started arguments of invalid JSON that are not the raw input (clause event-arguments)', () => {
    const turn = simulate({
      steps: [{ tools: [{ id: 'call_1', name: 'list', arguments: '{not json', error: 'bad' }] }, { text: ['ok'] }],
    });
    expect(only(checkToolCallsKept(turn)).status).toBe('pass');
    eventData(turn, 'tool.started').arguments = {};
    const v = only(checkToolCallsKept(turn));
    expect(clausesOf(v)).toEqual(['event-arguments']);
    expect(v.message).toMatch(
      /^event #\d+ \(tool\.started call_1\): arguments \{\} are not the first 2,000 characters of the raw input "\{not json"$/,
    );
  });

  it('reads empty arguments as not JSON: stored {} and the event carries the empty string', () => {
    const turn = simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list', arguments: '' }] }, { text: ['ok'] }] });
    expect(only(checkToolCallsKept(turn)).status).toBe('pass');
  });
});

describe('content.tool-events-equal-transcript', () => {
  it('passes, counting the tool events', () => {
    const v = only(checkToolEventsEqualTranscript(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("2 tool events agree with the transcript's calls and results");
  });

  it('is not-tested, saying why, when no tool ran or the stream was cut before any call or result', () => {
    const none = only(checkToolEventsEqualTranscript(textOnly()));
    expect(none.status).toBe('not-tested');
    expect(none.message).toBe('no tool ran in this turn');
    expect(only(checkToolEventsEqualTranscript(validTurn({ transcript: false }))).status).toBe('not-tested');

    // Through tool.finished, without the chunk holding the call: neither call nor result arrived.
    const cut = cutAfter(validTurn(), 9);
    removeSse(cut, artifactSse(cut, 'transcript', 1));
    const v = only(checkToolEventsEqualTranscript(cut));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe("the stream was cut before the transcript's tool calls and results arrived");
  });

  it('judges a prefix on the call that arrived, not on the result still due', () => {
    const v = only(checkToolEventsEqualTranscript(cutAfter(validTurn(), 9)));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("2 tool events agree with the transcript's calls and results");
  });

  it('fails a tool.started whose call the whole transcript lacks (clause started-call)', () => {
    const turn = validTurn();
    delete chunkData(turn, 1).messages[0].tool_calls;
    const v = only(checkToolEventsEqualTranscript(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['started-call']);
    expect(v.message).toBe('event #7 (tool.started call_1): the transcript has no tool call call_1');
  });

  it('fails a whole transcript holding neither the call nor the result, though nothing could be compared', () => {
    const turn = validTurn();
    delete chunkData(turn, 1).messages[0].tool_calls;
    dropMessages(turn, (m) => m.role === 'tool');
    const v = only(checkToolEventsEqualTranscript(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['started-call', 'finished-output']);
  });

  it("fails a tool.started naming another tool than the transcript's call (clause started-call)", () => {
    const turn = validTurn();
    eventData(turn, 'tool.started').name = 'read';
    const v = only(checkToolEventsEqualTranscript(turn));
    expect(clausesOf(v)).toEqual(['started-call']);
    expect(v.message).toBe('event #7 (tool.started call_1): name "read", the transcript\'s call says "list"');
  });

  it('fails a tool.finished whose result the whole transcript lacks or holds as no text (clause finished-output)', () => {
    const missing = validTurn();
    dropMessages(missing, (m) => m.role === 'tool');
    const v = only(checkToolEventsEqualTranscript(missing));
    expect(clausesOf(v)).toEqual(['finished-output']);
    expect(v.message).toBe('event #8 (tool.finished call_1): the transcript has no result for call_1');

    const notText = validTurn();
    chunkData(notText, 2).messages[0].content = 42;
    expect(only(checkToolEventsEqualTranscript(notText)).message).toBe(
      'event #8 (tool.finished call_1): the transcript has no result for call_1',
    );
  });

  it('fails an output of the right length but other text (clause finished-output)', () => {
    const turn = validTurn();
    eventData(turn, 'tool.finished').output = 'SPECIES/';
    const v = only(checkToolEventsEqualTranscript(turn));
    expect(clausesOf(v)).toEqual(['finished-output']);
    expect(v.message).toBe(
      'event #8 (tool.finished call_1): output "SPECIES/" is not the transcript result "species/" (cut at 4,000)',
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ output: 'SPECIES/', result: 'species/' });
  });

  it('counts an output that is not a string as no characters', () => {
    const turn = validTurn();
    eventData(turn, 'tool.finished').output = null;
    const v = only(checkToolEventsEqualTranscript(turn));
    expect(v.message).toBe(
      "event #8 (tool.finished call_1): output holds 0 characters where the transcript result's first 8 were due (cut at 4,000)",
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ output: '', result: 'species/' });
  });

  it('keeps at most 4,100 characters of an uncut output and its result as evidence', () => {
    const turn = simulate({
      steps: [{ tools: [{ id: 'call_1', name: 'list', output: 'x'.repeat(5000) }] }, { text: ['ok'] }],
    });
    eventData(turn, 'tool.finished').output = 'y'.repeat(5000);
    const v = only(checkToolEventsEqualTranscript(turn));
    expect(v.message).toMatch(
      /\(tool\.finished call_1\): output holds 5000 characters where the transcript result's first 4000 were due \(cut at 4,000\)$/,
    );
    const evidence = findingsOf(v)[0]!.evidence;
    expect(evidence.output).toBe('y'.repeat(4100));
    expect(evidence.result).toBe('x'.repeat(4100));
  });

  it('passes a result of exactly 4,000 characters not truncated, and one of 4,001 truncated', () => {
    const at = (n: number) =>
      simulate({ steps: [{ tools: [{ id: 'call_1', name: 'list', output: 'x'.repeat(n) }] }, { text: ['ok'] }] });
    expect(only(checkToolEventsEqualTranscript(at(4000))).status).toBe('pass');
    expect(only(checkToolEventsEqualTranscript(at(4001))).status).toBe('pass');
  });

  it('fails a truncated flag that disagrees with the result length (clause truncated)', () => {
    const turn = simulate({
      steps: [{ tools: [{ id: 'call_1', name: 'list', output: 'x'.repeat(4001) }] }, { text: ['ok'] }],
    });
    eventData(turn, 'tool.finished').truncated = false;
    const v = only(checkToolEventsEqualTranscript(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['truncated']);
    expect(v.message).toMatch(/\(tool\.finished call_1\): truncated is false, the result holds 4001 characters$/);
    expect(findingsOf(v)[0]!.evidence).toEqual({ truncated: false, chars: 4001 });
  });
});

describe('content.step-finished-model', () => {
  it('passes, counting the step.finished events paired with their calls', () => {
    const v = only(checkStepFinishedModel(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("2 step.finished events report their call's tool calls and finish_reason");
  });

  it('is not-tested when no model call can be compared', () => {
    const v = only(checkStepFinishedModel(noModelCall()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe("the turn never reached the kit's mock model");
  });

  it('fails a completed call without its step.finished (clause present)', () => {
    const turn = validTurn();
    removeSse(turn, sseOfEvent(turn, 'step.finished', 1));
    const v = only(checkStepFinishedModel(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['present']);
    expect(v.message).toBe('model call 2 completed (finish_reason "stop") but no step.finished reports step 2');
  });

  it('fails a completed call of a step with no event at all (clause present)', () => {
    const turn = parallelTools();
    removeSse(turn, sseOfEvent(turn, 'step.finished'));
    const v = only(checkStepFinishedModel(turn));
    expect(clausesOf(v)).toEqual(['present']);
    expect(v.message).toBe('model call 1 completed (finish_reason "tool_calls") but no step.finished reports step 1');
  });

  it('fails a tool_calls count other than the model made, with both as evidence (clause tool-calls)', () => {
    const turn = validTurn();
    eventData(turn, 'step.finished').tool_calls = 2;
    const v = only(checkStepFinishedModel(turn));
    expect(clausesOf(v)).toEqual(['tool-calls']);
    expect(findingsOf(v)[0]!.evidence).toEqual({
      event: eventData(turn, 'step.finished'),
      model: [{ id: 'call_1', name: 'list', arguments: '{"path":"."}' }],
    });
  });

  it('fails a finish_reason other than the model sent (clause finish-reason)', () => {
    const turn = validTurn();
    eventData(turn, 'step.finished', 1).finish_reason = 'length';
    const v = only(checkStepFinishedModel(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['finish-reason']);
    expect(v.message).toBe('event #14 (step.finished step 2): finish_reason "length", the model sent "stop"');
  });
});

describe('content.summary-equals-finished', () => {
  const lastChunk = (t: RecordedTurn) => chunkData(t, transcriptChunkCount(t) - 1);

  it('passes a summary equal to turn.finished', () => {
    const v = only(checkSummaryEqualsFinished(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the transcript summary agrees with turn.finished');
  });

  it('is not-tested without a summary or without turn.finished', () => {
    const noSummary = validTurn();
    delete lastChunk(noSummary).turn;
    const a = only(checkSummaryEqualsFinished(noSummary));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe('the turn has no transcript summary and turn.finished to compare');
    const noFinished = validTurn();
    removeSse(noFinished, sseOfEvent(noFinished, 'turn.finished'));
    expect(only(checkSummaryEqualsFinished(noFinished)).status).toBe('not-tested');
  });

  it('fails each field that differs, with the field and both values as evidence (clause whole)', () => {
    const turn = validTurn();
    lastChunk(turn).turn.steps = 3;
    lastChunk(turn).turn.error = 'boom';
    const v = only(checkSummaryEqualsFinished(turn));
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      "the transcript summary's steps 3 differs from event #18 (turn.finished ok)'s 2 (and 1 more)",
    );
    expect(findingsOf(v).map((f) => f.evidence)).toEqual([
      { field: 'steps', summary: 3, turnFinished: 2 },
      { field: 'error', summary: 'boom', turnFinished: undefined },
    ]);
  });
});

describe('content.get-task-agrees', () => {
  const statusParts = (t: RecordedTurn): Json[] => getTaskOf(t).status.message.parts;
  const withoutAnswer = (t: RecordedTurn): RecordedTurn => {
    const task = getTaskOf(t);
    task.artifacts = task.artifacts.filter((a: Json) => a.name !== 'answer');
    return t;
  };

  it('passes a task that agrees with the stream', () => {
    const v = only(checkGetTaskAgrees(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("GetTask's task agrees with the stream");
  });

  it('is not-tested without a task, or with a task carrying neither turn.finished nor the answer', () => {
    const noTask = validTurn();
    noTask.getTask = undefined;
    const a = only(checkGetTaskAgrees(noTask));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe('no GetTask task to compare');

    const bare = withoutAnswer(validTurn());
    delete getTaskOf(bare).status;
    const b = only(checkGetTaskAgrees(bare));
    expect(b.status).toBe('not-tested');
    expect(b.message).toBe("GetTask's task carries neither turn.finished nor the answer");
  });

  it("fails a status message whose turn.finished is not the stream's, with both as evidence (clause turn-finished)", () => {
    const turn = validTurn();
    const data = statusParts(turn)[0]!.data;
    data.steps = 5;
    const v = only(checkGetTaskAgrees(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['turn-finished']);
    expect(v.message).toMatch(
      /^GetTask's status message holds \{"type":"turn\.finished","status":"ok",.*"steps":5.*, the stream's turn\.finished is \{"type":"turn\.finished",.*"steps":2/,
    );
    expect(findingsOf(v)[0]!.evidence).toEqual({ getTask: data, stream: eventData(turn, 'turn.finished') });
  });

  it('finds turn.finished among other parts of the status message', () => {
    const turn = withoutAnswer(validTurn());
    statusParts(turn).unshift(
      { text: 'note', mediaType: 'text/plain' },
      { data: { type: 'other' }, mediaType: 'application/json' },
    );
    const v = only(checkGetTaskAgrees(turn));
    expect(v.status).toBe('pass');

    const changed = withoutAnswer(validTurn());
    statusParts(changed).unshift({ text: 'note', mediaType: 'text/plain' });
    statusParts(changed)[1]!.data.status = 'cancelled';
    expect(clausesOf(only(checkGetTaskAgrees(changed)))).toEqual(['turn-finished']);
  });

  it('compares the answer alone when the task has no status, and turn.finished alone without the answer', () => {
    const noStatus = validTurn();
    delete getTaskOf(noStatus).status;
    expect(only(checkGetTaskAgrees(noStatus)).status).toBe('pass');
    const wrongAnswer = validTurn();
    delete getTaskOf(wrongAnswer).status;
    getTaskOf(wrongAnswer).artifacts.find((a: Json) => a.name === 'answer').parts[0].text = 'x';
    expect(clausesOf(only(checkGetTaskAgrees(wrongAnswer)))).toEqual(['answer']);

    const noMessage = validTurn();
    delete getTaskOf(noMessage).status.message;
    expect(only(checkGetTaskAgrees(noMessage)).status).toBe('pass');

    expect(only(checkGetTaskAgrees(withoutAnswer(validTurn()))).status).toBe('pass');
  });

  it('does not compare a status message when the stream has no turn.finished', () => {
    const turn = withoutAnswer(validTurn());
    removeSse(turn, sseOfEvent(turn, 'turn.finished'));
    const v = only(checkGetTaskAgrees(turn));
    expect(v.status).toBe('not-tested');
  });

  it('reads the answer text from its first text part (clause answer)', () => {
    const before = validTurn();
    getTaskOf(before)
      .artifacts.find((a: Json) => a.name === 'answer')
      .parts.unshift({
        data: { x: 1 },
        mediaType: 'application/json',
      });
    expect(only(checkGetTaskAgrees(before)).status).toBe('pass');

    const noText = validTurn();
    getTaskOf(noText).artifacts.find((a: Json) => a.name === 'answer').parts = [
      { data: { x: 1 }, mediaType: 'application/json' },
    ];
    const v = only(checkGetTaskAgrees(noText));
    expect(clausesOf(v)).toEqual(['answer']);
    expect(v.message).toBe(`GetTask's answer undefined differs from the streamed answer "${ANSWER}"`);
  });
});

describe('content.replay-valid', () => {
  it('passes the history plus the whole transcript, counting both', () => {
    const v = only(checkReplayValid(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("the history (0) plus the turn's 4 messages form a valid transcript");
  });

  it('passes a cut transcript made a history by answering its open calls', () => {
    const v = only(checkReplayValid(cutAfter(validTurn(), 7)));
    expect(v.status).toBe('pass');
    expect(v.message).toMatch(/^the history \(0\) plus the turn's \d+ messages form a valid transcript$/);
  });

  it('fails a transcript breaking a transcript rule, naming where the turn starts (clause whole)', () => {
    const history = [
      { role: 'user', content: 'Earlier question here' },
      { role: 'assistant', content: 'One folder.' },
    ];
    const turn = validTurn({ history });
    chunkData(turn, 1).messages[0].refusal = 'no';
    const v = only(checkReplayValid(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toMatch(
      /^the history plus the turn's messages break message\.field-not-allowed: .* \(turn messages start at messages\[2\]\)$/,
    );
    const evidence = findingsOf(v)[0]!.evidence;
    expect(evidence.historyLength).toBe(2);
    expect(evidence.problems[0].rule).toBe('message.field-not-allowed');
  });

  it('keeps the first 20 problems as evidence', () => {
    const turn = validTurn();
    const bad = Array.from({ length: 25 }, () => ({ role: 'assistant', content: 'x', refusal: 'no' }));
    chunkData(turn, 1).messages.push(...bad);
    const v = only(checkReplayValid(turn));
    expect(findingsOf(v)[0]!.evidence.problems).toHaveLength(20);
  });

  it("judges images by the agent's accepts_images", () => {
    expect(only(checkReplayValid(imageTurn())).status).toBe('pass');
    const refused = validTurn({ images: 1, agent: { accepts_images: false } });
    expect(only(checkReplayValid(refused)).status).toBe('fail');
  });

  it('holds an agent of unknown image acceptance to neither answer, and still to every other image rule', () => {
    const unknown = imageTurn();
    delete unknown.agent.accepts_images;
    expect(only(checkReplayValid(unknown)).status).toBe('pass');
    const badImage = { role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/png;base64,@@' } }] };
    const broken = validTurn({ history: [badImage] });
    delete broken.agent.accepts_images;
    const v = only(checkReplayValid(broken));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(/^the history plus the turn's messages break image\.base64: /);
    expect(JSON.stringify(v.evidence)).not.toContain('image.not-accepted');
  });
});
