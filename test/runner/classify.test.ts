// What a --target is, from its card and the preflight's plain turn: each of the four outcomes, the
// evidence each rests on, and the turns that classify nothing (refused, unanswered).
import { describe, expect, it } from 'vitest';
import type { RecordedExchange, RecordedSseEvent } from '../../src/a2a/recording.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { classify, classifyCard } from '../../src/runner/classify.ts';
import { classificationSentence } from '../../src/results/classification.ts';

const CARD = {
  name: 'echo',
  supportedInterfaces: [{ url: 'http://127.0.0.1:1/', protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
  defaultInputModes: ['text/plain'],
  skills: [{ id: 'echo', inputModes: ['text/plain'], outputModes: ['text/plain'] }],
};

const event = (index: number, result: unknown): RecordedSseEvent => {
  const json = { jsonrpc: '2.0', id: 1, result };
  return { index, receivedAt: index, data: JSON.stringify(json), bytes: 0, json };
};

/** A recorded SendStreamingMessage answered as a stream of `results`. */
const streamed = (...results: unknown[]): RecordedExchange => ({
  url: 'http://127.0.0.1:1/',
  method: 'POST',
  requestHeaders: {},
  sentAt: 0,
  status: 200,
  responseHeaders: { 'content-type': 'text/event-stream' },
  sse: results.map((r, i) => event(i, r)),
  end: { at: 1, how: 'complete' },
});

const answered = (status: number, body: unknown, headers: Record<string, string> = {}): RecordedExchange => ({
  url: 'http://127.0.0.1:1/',
  method: 'POST',
  requestHeaders: {},
  sentAt: 0,
  status,
  responseHeaders: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? { text: body } : { text: JSON.stringify(body), json: body },
  end: { at: 1, how: 'complete' },
});

const task = (state: string) => ({ task: { id: 't1', contextId: 'c1', status: { state } } });
const update = (state: string, message?: unknown) => ({
  statusUpdate: { taskId: 't1', contextId: 'c1', status: { state, ...(message ? { message } : {}) } },
});
const text = (t: string) => ({ messageId: 'm1', role: 'ROLE_AGENT', parts: [{ text: t }] });

describe('classify: a vessel', () => {
  it('by its card: the transcript media type in defaultInputModes, or in a skill’s input or output modes', () => {
    const echo = streamed(task('TASK_STATE_WORKING'), update('TASK_STATE_COMPLETED', text('hello')));
    expect(classify({ ...CARD, defaultInputModes: ['text/plain', TRANSCRIPT_MEDIA_TYPE] }, echo)).toEqual({
      as: 'vessel',
      evidence: `its card lists ${TRANSCRIPT_MEDIA_TYPE} in defaultInputModes`,
    });
    const skill = { id: 'chat', inputModes: ['text/plain'], outputModes: [TRANSCRIPT_MEDIA_TYPE] };
    expect(classify({ ...CARD, skills: [skill] }, echo)).toEqual({
      as: 'vessel',
      evidence: `its card lists ${TRANSCRIPT_MEDIA_TYPE} in the outputModes of skill 'chat'`,
    });
  });

  it('by vessel.event metadata anywhere in its stream, whatever the event is called', () => {
    const turn = streamed(
      task('TASK_STATE_WORKING'),
      update('TASK_STATE_WORKING', { ...text(''), metadata: { 'vessel.event': 'turn.started' } }),
    );
    expect(classify(CARD, turn)).toEqual({
      as: 'vessel',
      evidence: "its plain turn's stream carried vessel.event metadata ('turn.started', event #1)",
    });
    // A misspelt event is still a vessel's: it fails the event rules rather than being let off them.
    const misspelt = streamed(
      update('TASK_STATE_WORKING', { ...text(''), metadata: { 'vessel.event': 'turn.begun' } }),
    );
    expect(classify(CARD, misspelt)).toMatchObject({ as: 'vessel' });
  });

  it('by a data part whose type names a documented event (events.txt), with no metadata', () => {
    const part = { mediaType: 'application/json', data: { type: 'turn.finished', status: 'ok' } };
    const turn = streamed(task('TASK_STATE_WORKING'), update('TASK_STATE_COMPLETED', { ...text(''), parts: [part] }));
    expect(classify(CARD, turn)).toEqual({
      as: 'vessel',
      evidence: "its plain turn's stream carried a turn.finished event as a data part (event #1)",
    });
  });

  it('by vessel.event metadata in the task a turn answered once (SendMessage) returned', () => {
    const done = {
      task: {
        id: 't1',
        contextId: 'c1',
        status: { state: 'TASK_STATE_COMPLETED' },
        history: [{ ...text('done'), metadata: { 'vessel.event': 'turn.finished' } }],
      },
    };
    const sent = {
      ...answered(200, { jsonrpc: '2.0', id: 1, result: done }),
      requestBody: { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: {} },
    };
    expect(classify(CARD, sent)).toEqual({
      as: 'vessel',
      evidence: "the task its plain turn (SendMessage) returned carried vessel.event metadata ('turn.finished')",
    });
  });

  it('not by a data part whose type is no documented event', () => {
    const part = { data: { type: 'weather.report', city: 'Oslo' } };
    const turn = streamed(task('TASK_STATE_WORKING'), update('TASK_STATE_COMPLETED', { ...text(''), parts: [part] }));
    expect(classify(CARD, turn)).toMatchObject({ as: 'a2a' });
  });
});

describe('classify: a plain A2A 1.0 agent', () => {
  it('a stream that answers with a task, and no vessel event', () => {
    const turn = streamed(task('TASK_STATE_WORKING'), update('TASK_STATE_COMPLETED', text('hello')));
    const c = classify(CARD, turn);
    expect(c).toEqual({
      as: 'a2a',
      evidence:
        "its plain turn was answered with a task ('TASK_STATE_WORKING') at event #0, and no event carried a vessel event",
    });
    expect(classificationSentence({ ...(c as { as: 'a2a'; evidence: string }), forced: false })).toBe(
      "Judged as a plain A2A 1.0 agent, not a vessel: its plain turn was answered with a task ('TASK_STATE_WORKING') at event #0, and no event carried a vessel event; the vessel rules are not applicable.",
    );
  });

  it('a stream that answers with a message alone (A2A §3.1.2)', () => {
    expect(classify(CARD, streamed({ message: text('hello') }))).toEqual({
      as: 'a2a',
      evidence: 'its plain turn was answered with a message at event #0, and no event carried a vessel event',
    });
  });

  it('a task answered as JSON rather than a stream', () => {
    expect(classify(CARD, answered(200, { jsonrpc: '2.0', id: 1, result: task('TASK_STATE_COMPLETED') }))).toEqual({
      as: 'a2a',
      evidence:
        'its plain turn (SendStreamingMessage) was answered with a task (as JSON, not a stream) and no vessel event',
    });
  });

  it('the task a SendMessage turn returned (the plain turn of an agent that does not stream)', () => {
    const sent = {
      ...answered(200, { jsonrpc: '2.0', id: 1, result: task('TASK_STATE_COMPLETED') }),
      requestBody: { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: {} },
    };
    expect(classify(CARD, sent)).toEqual({
      as: 'a2a',
      evidence: 'its plain turn (SendMessage) was answered with a task (as JSON, not a stream) and no vessel event',
    });
  });
});

describe('classify: an A2A 0.3 agent', () => {
  const card03 = { name: 'old', protocolVersion: '0.3.0', url: 'http://127.0.0.1:1/', preferredTransport: 'JSONRPC' };

  it('by a card as 0.3 writes it: protocolVersion 0.3.x, a top-level url, no supportedInterfaces', () => {
    expect(classifyCard(card03)).toEqual({ as: 'a2a-0.3', evidence: 'card protocolVersion 0.3.0' });
    expect(classificationSentence({ ...classifyCard(card03)!, forced: false })).toBe(
      'Not judged: this agent speaks A2A 0.3 (card protocolVersion 0.3.0); vessel-kit judges A2A 1.0.',
    );
    // The card decides before the turn does (the preflight never sends it one).
    expect(classify(card03, answered(401, 'no'))).toEqual({ as: 'a2a-0.3', evidence: 'card protocolVersion 0.3.0' });
    // Without the url it names no interface at all: not called 0.3.
    expect(classifyCard({ name: 'old', protocolVersion: '0.3.0' })).toBeUndefined();
  });

  it('by supportedInterfaces whose every JSONRPC interface is 0.3; a 1.0 card that also lists a 0.3 one is 1.0', () => {
    const only03 = {
      ...CARD,
      supportedInterfaces: [{ url: 'http://127.0.0.1:1/', protocolBinding: 'JSONRPC', protocolVersion: '0.3' }],
    };
    expect(classifyCard(only03)).toEqual({
      as: 'a2a-0.3',
      evidence: "the card's only JSONRPC interface says protocolVersion 0.3",
    });
    const both = {
      ...CARD,
      supportedInterfaces: [only03.supportedInterfaces[0], ...CARD.supportedInterfaces],
    };
    expect(classifyCard(both)).toBeUndefined();
    expect(classify(both, streamed({ message: text('hi') }))).toMatchObject({ as: 'a2a' });
  });

  it('by an error answer that names a 0.3 method', () => {
    const error = { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found; try message/stream' } };
    expect(classify(CARD, answered(200, error))).toEqual({
      as: 'a2a-0.3',
      evidence: 'its answer to SendStreamingMessage names the 0.3 method message/stream',
    });
  });
});

describe('classify: no A2A agent', () => {
  it('an answer that holds no task and no message, said as it came', () => {
    const error = { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } };
    expect(classify(CARD, answered(200, error))).toEqual({
      as: 'not-a2a',
      evidence:
        "its plain turn (SendStreamingMessage) was answered with JSON-RPC error '-32601' ('Method not found'), not with a task or a message",
    });
    expect(classify(CARD, answered(500, '<html>\u001b[31mdown</html>', { 'content-type': 'text/html' }))).toEqual({
      as: 'not-a2a',
      evidence:
        "its plain turn (SendStreamingMessage) was answered with HTTP 500 ('text/html'), a body that is not JSON, not with a task or a message",
    });
    expect(classify(CARD, streamed(update('TASK_STATE_COMPLETED')))).toEqual({
      as: 'not-a2a',
      evidence:
        'its plain turn (SendStreamingMessage) was answered with a stream of 1 event(s) holding no task or message, not with a task or a message',
    });
  });

  it('quotes what the target wrote on one line, bounded', () => {
    const error = { jsonrpc: '2.0', id: 1, error: { code: 1, message: `line\nbreak ${'x'.repeat(200)}` } };
    const c = classify(CARD, answered(200, error)) as { evidence: string };
    expect(c.evidence).not.toContain('\n');
    expect(c.evidence).toContain("('line break xxx");
    expect(c.evidence.length).toBeLessThan(220);
  });
});

describe('classify: a plain turn that tells nothing', () => {
  it('an agent whose card marks an extension required and answers -32008, as A2A §3.3.4 asks: that stream alone tells nothing', () => {
    const required = { jsonrpc: '2.0', id: 1, error: { code: -32008, message: 'Extension support required' } };
    const card = { ...CARD, capabilities: { extensions: [{ uri: 'https://ext.example/v1', required: true }] } };
    expect(classify(card, answered(200, required))).toEqual({
      unclassified:
        "its card marks the extension 'https://ext.example/v1' required, and it answered the plain turn, which declares no extension, with JSON-RPC error '-32008' ('Extension support required'), as A2A §3.3.4 asks; the kit speaks no extension, so it cannot certify an agent that requires one",
    });
    // An extension the card does not require explains no -32008.
    const optional = { ...CARD, capabilities: { extensions: [{ uri: 'https://ext.example/v1', required: false }] } };
    expect(classify(optional, answered(200, required))).toMatchObject({ as: 'not-a2a' });
  });
  it('an agent whose card does not declare streaming and answers -32004, as A2A §3.3.4 asks: that stream alone tells nothing', () => {
    const unsupported = { jsonrpc: '2.0', id: 1, error: { code: -32004, message: 'Streaming is not supported.' } };
    // The preflight then asks again with SendMessage (preflight.test.ts): this turn alone tells nothing.
    const said =
      "its card does not declare capabilities.streaming, and it answered SendStreamingMessage with JSON-RPC error '-32004' ('Streaming is not supported.'), as A2A §3.3.4 has an agent that does not stream answer, and no plain turn was sent with SendMessage to tell what it is";
    expect(classify(CARD, answered(200, unsupported))).toEqual({ unclassified: said });
    expect(classify({ ...CARD, capabilities: { streaming: false } }, answered(200, unsupported))).toEqual({
      unclassified: said,
    });
    // A card that declares streaming is held to it: the same answer is no A2A 1.0 turn.
    expect(classify({ ...CARD, capabilities: { streaming: true } }, answered(200, unsupported))).toMatchObject({
      as: 'not-a2a',
    });
  });
  it('refused: HTTP 401 or 403, naming what the agent asks for', () => {
    expect(classify(CARD, answered(401, 'no', { 'www-authenticate': 'Bearer realm="a2a"' }))).toEqual({
      unclassified: `the plain turn was refused (HTTP 401, WWW-Authenticate 'Bearer realm="a2a"')`,
    });
    expect(classify(CARD, answered(403, 'no'))).toEqual({ unclassified: 'the plain turn was refused (HTTP 403)' });
  });

  it('unanswered: no response, or a stream that carried no event', () => {
    const silent: RecordedExchange = {
      url: 'http://127.0.0.1:1/',
      method: 'POST',
      requestHeaders: {},
      sentAt: 0,
      end: { at: 1, how: 'cap', cap: 'first-byte', detail: 'no response within 10000 ms' },
    };
    expect(classify(CARD, silent)).toEqual({
      unclassified: 'the plain turn got no answer (no response within 10000 ms)',
    });
    expect(classify(CARD, streamed())).toEqual({
      unclassified: "the plain turn's stream carried no event (it closed empty)",
    });
    const cut: RecordedExchange = {
      ...answered(200, '{"jsonrpc":"2.0","result":{"task":'),
      body: { text: '{"jsonrpc":"2.0","result":{"task":', truncated: true },
      end: { at: 1, how: 'cap', cap: 'case-bytes', detail: "the case's recorded responses grew past 2097152 bytes" },
    };
    expect(classify(CARD, cut)).toEqual({
      unclassified:
        "the plain turn's answer was cut off before the kit could read it (the case's recorded responses grew past 2097152 bytes)",
    });
    // Even a card that says vessel: with no answer, nothing could be judged either way.
    expect(classify({ ...CARD, defaultInputModes: [TRANSCRIPT_MEDIA_TYPE] }, silent)).toHaveProperty('unclassified');
  });
});
