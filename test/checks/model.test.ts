// The model checks (CONTRACT.md D11, D12, D16) condition by condition: what reached the model,
// judged from the mock model's request log. Each turn is valid but for one edit of a request
// (or of the profile, or of the history), and each message and not-tested reason is pinned.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  checkBriefingFirst,
  checkImagesOnlyWhenAccepted,
  checkNoHistorySystem,
  checkNoToolsOnLastStep,
  checkNoUrlFetch,
  checkReasoningOnlyWhenEnabled,
  checkToolResultsAsToolRole,
  checkUsageReported,
} from '../../src/checks/model.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { eventData, PNG_BASE64, removeSse, simulate, sseOfEvent, validTurn } from './builders.ts';
import { cancelledTurn, reasoningTurn, stepLimitWithTools, toolHistory } from './turn-cases.ts';
import { clausesOf, findingEvidence, only } from './verdict-readers.ts';

/** The messages model call i sent, for a test to edit in place. */
const sent = (turn: RecordedTurn, i: number): Record<string, any>[] => (turn.modelCalls[i]!.request as any).messages;
const request = (turn: RecordedTurn, i: number): Record<string, any> => turn.modelCalls[i]!.request as any;
const noCalls = (turn: RecordedTurn): RecordedTurn => ({ ...turn, modelCalls: [] });
const NO_CALL = 'the vessel made no model call in this turn';
const imagePart = { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_BASE64}` } };

describe('model.briefing-first', () => {
  it('passes calls that open with a system message, counting them', () => {
    const v = only(checkBriefingFirst(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('2 model calls open with the briefing as a system message');
  });

  it('fails a call whose first message is not system, naming the call and what came first', () => {
    const turn = validTurn();
    sent(turn, 1).shift();
    const v = only(checkBriefingFirst(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      'model call 2: messages[0] is {"role":"user","content":"vessel-kit:script=s1\\nWhat is here?"}, not the briefing as a system message',
    );
    expect(findingEvidence(v)).toEqual({ call: 1, first: sent(turn, 1)[0] });
  });

  it('fails a call that sent no messages at all', () => {
    const turn = validTurn();
    request(turn, 0).messages = [];
    const v = only(checkBriefingFirst(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe('model call 1: messages[0] is undefined, not the briefing as a system message');
  });

  it('is not-tested without a model call', () => {
    const v = only(checkBriefingFirst(noCalls(validTurn())));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe(NO_CALL);
  });
});

describe('model.no-history-system', () => {
  const history = [
    { role: 'user', content: '  Earlier question here  ' },
    { role: 'assistant', content: 'Hi' },
  ];
  const withSystem = (content: string, h: unknown[] = history): RecordedTurn => {
    const turn = validTurn({ history: h });
    sent(turn, 0).splice(1, 0, { role: 'system', content });
    return turn;
  };

  it('passes a turn whose only system message is the briefing', () => {
    const v = only(checkNoHistorySystem(validTurn({ history })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('no message the application sent reaches the model as system');
  });

  it('fails a history text sent as system, trimmed, naming the call and index', () => {
    const turn = withSystem('Earlier question here');
    const v = only(checkNoHistorySystem(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      `model call 1: messages[1] sends the application's "Earlier question here" as a system message`,
    );
    expect(findingEvidence(v)).toEqual({
      call: 0,
      index: 1,
      message: { role: 'system', content: 'Earlier question here' },
    });
  });

  it('fails a short text that is the whole system message, spaces aside', () => {
    expect(only(checkNoHistorySystem(withSystem('  Hi  '))).status).toBe('fail');
  });

  it('does not read a short text inside a longer system message as carried', () => {
    expect(only(checkNoHistorySystem(withSystem('Hi there, be careful.'))).status).toBe('pass');
  });

  it('reads a text of 8 characters or more inside a system message as carried, not one of 7', () => {
    const eight = [{ role: 'user', content: 'abcdefgh' }];
    const seven = [{ role: 'user', content: 'abcdefg' }];
    expect(only(checkNoHistorySystem(withSystem('Note: abcdefgh.', eight))).status).toBe('fail');
    expect(only(checkNoHistorySystem(withSystem('Note: abcdefg.', seven))).status).toBe('pass');
  });

  it('does not match an empty system message with an empty application message', () => {
    const turn = withSystem('', [{ role: 'user', content: '' }, 'not a message']);
    expect(only(checkNoHistorySystem(turn)).status).toBe('pass');
  });

  it('is not-tested without a model call', () => {
    const v = only(checkNoHistorySystem(noCalls(validTurn())));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe(NO_CALL);
  });
});

describe('model.reasoning-sent-only-when-enabled', () => {
  it('passes earlier reasoning sent when enabled, and withheld when not, counting it', () => {
    const on = only(checkReasoningOnlyWhenEnabled(reasoningTurn(true)));
    expect(on.status).toBe('pass');
    expect(on.message).toBe('send_reasoning = true: 1 earlier reasoning texts sent on 2 model calls');
    const off = only(checkReasoningOnlyWhenEnabled(reasoningTurn(false)));
    expect(off.status).toBe('pass');
    expect(off.message).toBe('send_reasoning = false: 1 earlier reasoning texts withheld on 2 model calls');
  });

  it('fails reasoning enabled that did not reach the model', () => {
    const turn = reasoningTurn(true);
    delete sent(turn, 0).find((m) => m.role === 'assistant')!.reasoning_content;
    const v = only(checkReasoningOnlyWhenEnabled(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      `send_reasoning = true, but the history's reasoning "Earlier private reasoning" did not reach model call 1`,
    );
    expect(findingEvidence(v)).toEqual({ call: 0, reasoning: 'Earlier private reasoning' });
  });

  it('fails reasoning withheld that reached the model', () => {
    const turn = reasoningTurn(false);
    sent(turn, 0).find((m) => m.role === 'assistant')!.reasoning_content = 'Earlier private reasoning';
    const v = only(checkReasoningOnlyWhenEnabled(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      `send_reasoning = false, yet the history's reasoning "Earlier private reasoning" reached model call 1`,
    );
    expect(findingEvidence(v)).toEqual({ call: 0, reasoning: 'Earlier private reasoning' });
  });

  it('judges every call of the turn: reasoning sent on the first call and dropped from a later one fails', () => {
    const turn = reasoningTurn(true);
    expect(turn.modelCalls.length).toBeGreaterThan(1);
    delete sent(turn, 1).find((m) => m.role === 'assistant' && m.reasoning_content)!.reasoning_content;
    const v = only(checkReasoningOnlyWhenEnabled(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      `send_reasoning = true, but the history's reasoning "Earlier private reasoning" did not reach model call 2`,
    );
    const leaked = reasoningTurn(false);
    sent(leaked, 1).find((m) => m.role === 'assistant')!.reasoning_content = 'Earlier private reasoning';
    expect(only(checkReasoningOnlyWhenEnabled(leaked)).message).toBe(
      `send_reasoning = false, yet the history's reasoning "Earlier private reasoning" reached model call 2`,
    );
  });

  it('counts reasoning as sent only on an assistant message', () => {
    const turn = reasoningTurn(true);
    const assistant = sent(turn, 0).find((m) => m.role === 'assistant')!;
    delete assistant.reasoning_content;
    sent(turn, 0).find((m) => m.role === 'user')!.reasoning_content = 'Earlier private reasoning';
    expect(only(checkReasoningOnlyWhenEnabled(turn)).status).toBe('fail');
  });

  it('reads reasoning from `reasoning` when reasoning_content is empty', () => {
    const history = [null, { role: 'assistant', content: 'A', reasoning_content: '', reasoning: 'Old thoughts' }];
    const turn = validTurn({ history, agent: { send_reasoning: true } });
    expect(only(checkReasoningOnlyWhenEnabled(turn)).status).toBe('pass');
    delete sent(turn, 0).find((m) => m?.role === 'assistant')!.reasoning;
    const v = only(checkReasoningOnlyWhenEnabled(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      `send_reasoning = true, but the history's reasoning "Old thoughts" did not reach model call 1`,
    );
  });

  it('is not-tested when the history holds no reasoning, empty or not a string', () => {
    for (const m of [
      { role: 'assistant', content: 'A', reasoning_content: '' },
      { role: 'assistant', content: 'A', reasoning: '' },
      { role: 'assistant', content: 'A', reasoning: 5 },
      { role: 'assistant', content: 'A', reasoning_content: 5 },
    ]) {
      const v = only(checkReasoningOnlyWhenEnabled(validTurn({ history: [m], agent: { send_reasoning: true } })));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('the history holds no reasoning_content');
    }
  });

  it('is not-tested when send_reasoning is not declared, or without a model call', () => {
    const turn = reasoningTurn(true);
    delete turn.agent.send_reasoning;
    const a = only(checkReasoningOnlyWhenEnabled(turn));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe('the profile does not declare send_reasoning for this agent');
    const b = only(checkReasoningOnlyWhenEnabled(noCalls(reasoningTurn(true))));
    expect(b.status).toBe('not-tested');
    expect(b.message).toBe(NO_CALL);
  });
});

describe('model.images-only-when-accepted', () => {
  const stripImages = (turn: RecordedTurn): RecordedTurn => {
    for (let i = 0; i < turn.modelCalls.length; i++)
      for (const m of sent(turn, i))
        if (Array.isArray(m.content)) m.content = m.content.filter((p: any) => p.type !== 'image_url');
    return turn;
  };

  it('passes images accepted that reached the model, counting the history images too', () => {
    const history = [null, { role: 'user', content: [{ type: 'text', text: 'see' }, imagePart] }];
    const v = only(checkImagesOnlyWhenAccepted(validTurn({ images: 1, history, agent: { accepts_images: true } })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('accepts_images = true: 2 images reached each of 2 model calls as image_url parts');
    expect(v.evidence).toEqual({ counts: [2, 2] });
  });

  it('fails images accepted that did not all reach the first call', () => {
    const turn = validTurn({ images: 2, agent: { accepts_images: true } });
    sent(turn, 0).at(-1)!.content.pop();
    const v = only(checkImagesOnlyWhenAccepted(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      'accepts_images = true: the application sent 2 images, model call 1 carries 1 image_url parts',
    );
    expect(findingEvidence(v)).toEqual({ sentImages: 2, counts: [1, 2] });
  });

  it('judges every call of the turn: images on the first call and dropped from a later one fail', () => {
    const turn = validTurn({ images: 1, agent: { accepts_images: true } });
    for (const m of sent(turn, 1))
      if (Array.isArray(m.content)) m.content = m.content.filter((p: any) => p.type !== 'image_url');
    const v = only(checkImagesOnlyWhenAccepted(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      'accepts_images = true: the application sent 1 images, model call 2 carries 0 image_url parts',
    );
    expect(findingEvidence(v)).toEqual({ sentImages: 1, counts: [1, 0] });
  });

  it('fails images not accepted that reached the model, naming the call and the count', () => {
    const turn = stripImages(validTurn({ images: 1, agent: { accepts_images: false } }));
    sent(turn, 1).at(-1)!.content = [imagePart, imagePart];
    const v = only(checkImagesOnlyWhenAccepted(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe('accepts_images = false, yet model call 2 carries 2 image_url parts');
    expect(findingEvidence(v)).toEqual({ counts: [0, 2] });
  });

  it('passes images not accepted that were withheld', () => {
    const v = only(
      checkImagesOnlyWhenAccepted(stripImages(validTurn({ images: 1, agent: { accepts_images: false } }))),
    );
    expect(v.status).toBe('pass');
    expect(v.message).toBe('accepts_images = false: no image reached the model');
    expect(v.evidence).toEqual({ counts: [0, 0] });
  });

  it('is not-tested when the application sent no image, counting only image_url parts', () => {
    const history = [{ role: 'user', content: [{ type: 'text', text: 'no picture' }] }];
    for (const accepts of [true, false]) {
      const v = only(checkImagesOnlyWhenAccepted(validTurn({ history, agent: { accepts_images: accepts } })));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('the application sent no image');
    }
  });

  it('is not-tested when accepts_images is unknown (neither the profile nor the card says), or without a model call', () => {
    const turn = validTurn({ images: 1 });
    delete turn.agent.accepts_images;
    const a = only(checkImagesOnlyWhenAccepted(turn));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe(
      'accepts_images is unknown: neither the profile nor the card says whether this agent accepts images',
    );
    const b = only(checkImagesOnlyWhenAccepted(noCalls(validTurn({ images: 1, agent: { accepts_images: true } }))));
    expect(b.status).toBe('not-tested');
    expect(b.message).toBe(NO_CALL);
  });
});

describe('model.tool-results-as-tool-role', () => {
  const resultIn = (turn: RecordedTurn, i: number, id: string) =>
    sent(turn, i).find((m) => m.role === 'tool' && m.tool_call_id === id)!;

  it("passes the history's results and the turn's results sent as role tool, counting them", () => {
    const v = only(checkToolResultsAsToolRole(validTurn({ history: toolHistory })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('2 tool results reached the model as role tool with their tool_call_id');
  });

  it('fails a history result missing from the first call (clause role: no tool message at all)', () => {
    const turn = simulate({ history: toolHistory, steps: [{ text: ['Hello.'] }] });
    request(turn, 0).messages = sent(turn, 0).filter((m) => m.role !== 'tool');
    const v = only(checkToolResultsAsToolRole(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['role']);
    expect(v.message).toBe(
      "model call 1: the history's result old_1 is not sent as a role tool message with tool_call_id old_1",
    );
    expect(findingEvidence(v)).toEqual({
      call: 0,
      id: 'old_1',
      roles: ['system', 'user', 'assistant', 'assistant', 'user'],
    });
  });

  it('fails a result sent under another role with its tool_call_id (clause role)', () => {
    const turn = validTurn();
    resultIn(turn, 1, 'call_1').role = 'user';
    sent(turn, 1).push({ role: 'tool', tool_call_id: 'zzz', content: 'other' });
    const v = only(checkToolResultsAsToolRole(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['role']);
    expect(v.message).toBe(
      "model call 2: the result of step 1's call call_1 is not sent as a role tool message with tool_call_id call_1",
    );
  });

  it('fails a result sent as a tool message naming another call (clause call-id)', () => {
    const turn = validTurn();
    resultIn(turn, 1, 'call_1').tool_call_id = 'call_9';
    const v = only(checkToolResultsAsToolRole(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['call-id']);
  });

  it('is not-tested when no result was due: no tool ran, or only in the last call, or none finished', () => {
    const cases = [simulate({ steps: [{ text: ['Hello.'] }] }), cancelledTurn(), stepLimitWithTools()];
    const unfinished = validTurn();
    removeSse(unfinished, sseOfEvent(unfinished, 'tool.finished'));
    cases.push(unfinished);
    for (const turn of cases) {
      const v = only(checkToolResultsAsToolRole(turn));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('no tool result was due to reach the model in this turn');
    }
  });

  it('is not-tested when the call due to carry a result was never made', () => {
    const v = only(checkToolResultsAsToolRole(noCalls(validTurn({ history: toolHistory }))));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the vessel made no model call that was due to carry a tool result');
  });
});

describe('model.no-tools-on-last-step', () => {
  it('passes the max_steps call offering no tools: none, null or an empty list', () => {
    const v = only(checkNoToolsOnLastStep(stepLimitWithTools()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('model call 1 (max_steps) offers no tools');
    for (const tools of [null, []]) {
      const turn = stepLimitWithTools();
      request(turn, 0).tools = tools;
      expect(only(checkNoToolsOnLastStep(turn)).status).toBe('pass');
    }
  });

  it('fails the max_steps call offering tools, naming them', () => {
    const turn = validTurn({ agent: { max_steps: 2 } });
    request(turn, 1).tools = [{ type: 'function', function: { name: 'list' } }, { type: 'function' }, 'raw'];
    const v = only(checkNoToolsOnLastStep(turn));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe('model call 2 reaches max_steps 2 yet offers tools ["list",{"type":"function"},"raw"]');
    expect(findingEvidence(v)).toEqual({ tools: ['list', { type: 'function' }, 'raw'] });
  });

  it('is not-tested when max_steps was not reached or is not declared', () => {
    const a = only(checkNoToolsOnLastStep(validTurn()));
    expect(a.status).toBe('not-tested');
    expect(a.message).toBe('the turn made 2 model calls; max_steps 8 was not reached');
    const turn = validTurn();
    delete turn.agent.max_steps;
    const b = only(checkNoToolsOnLastStep(turn));
    expect(b.status).toBe('not-tested');
    expect(b.message).toBe('the profile does not declare max_steps for this agent');
  });
});

describe('model.usage-reported', () => {
  const dropUsage = (turn: RecordedTurn, i: number) => {
    const frames = turn.modelCalls[i]!.frames;
    turn.modelCalls[i]!.frames = frames.filter((f) => !f.data.includes('"usage"'));
  };

  it('passes step.finished events that report the model usage, counting them', () => {
    const v = only(checkUsageReported(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("2 step.finished events report the model's usage");
  });

  it('fails tokens that differ in input, in output, or are not an object', () => {
    const edits: [(d: Record<string, any>) => void, string][] = [
      [(d) => (d.tokens = { input: 99, output: 5 }), '{"input":99,"output":5}'],
      [(d) => (d.tokens = { input: 20, output: 6 }), '{"input":20,"output":6}'],
      [(d) => (d.tokens = 'many'), '"many"'],
    ];
    for (const [edit, shown] of edits) {
      const turn = validTurn();
      edit(eventData(turn, 'step.finished', 1));
      const v = only(checkUsageReported(turn));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['whole']);
      expect(v.message).toMatch(
        new RegExp(
          `\\(step\\.finished step 2\\): tokens ${shown.replace(/[{}]/g, '\\$&')}, the model reported \\{"input":20,"output":5\\}$`,
        ),
      );
      expect(findingEvidence(v)).toEqual({
        tokens: eventData(turn, 'step.finished', 1).tokens,
        usage: { input: 20, output: 5 },
      });
    }
  });

  it('judges only the steps with a step.finished, usage from the model, and a settled call', () => {
    const noFinished = validTurn();
    removeSse(noFinished, sseOfEvent(noFinished, 'step.finished', 1));
    const noUsage = validTurn();
    dropUsage(noUsage, 1);
    const stray = validTurn();
    eventData(stray, 'step.finished', 1).step = 3;
    for (const turn of [noFinished, noUsage, stray]) {
      const v = only(checkUsageReported(turn));
      expect(v.status).toBe('pass');
      expect(v.message).toBe("1 step.finished events report the model's usage");
    }
  });

  it('is not-tested when no step.finished answers a settled call with usage', () => {
    const cut = simulate({ status: 'cancelled', steps: [{ text: ['Half'] }] });
    eventData(cut, 'step.finished').tokens = { input: 1, output: 1 };
    const none = validTurn();
    dropUsage(none, 0);
    dropUsage(none, 1);
    for (const turn of [cut, none]) {
      const v = only(checkUsageReported(turn));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('no step.finished answers a model call that reported usage');
    }
  });
});

describe('model.no-url-fetch', () => {
  it('passes a watched canary that received nothing', () => {
    const v = only(checkNoUrlFetch(validTurn(), { canaryRequests: 0 }));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the canary address received no request');
  });

  it('fails a canary that received requests, counting them', () => {
    const v = only(checkNoUrlFetch(validTurn(), { canaryRequests: 2 }));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe('the canary address received 2 request(s): the vessel fetched an image URL');
    expect(findingEvidence(v)).toEqual({ canaryRequests: 2 });
  });

  it('is not-tested when the case watched no canary', () => {
    for (const v of [only(checkNoUrlFetch(validTurn())), only(checkNoUrlFetch(validTurn(), {}))]) {
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('the case watched no canary address');
    }
  });
});
