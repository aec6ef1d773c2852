// The A2A method checks beyond the turn (src/checks/a2a-methods.ts): each way a SubscribeToTask
// stream, a snake_case turn or a ListTasks answer can go wrong, with the message naming it.
import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import { checkListTasks, checkSnakeCaseAccepted, checkSubscribeToTask } from '../../src/checks/index.ts';
import { answer, error } from './exchange-cases.ts';
import { replaceSse, snakeCaseTurn, subscriptionTo, turnStream } from './subscription-builders.ts';

const only = (verdicts: ReturnType<typeof checkSubscribeToTask>) => {
  expect(verdicts).toHaveLength(1);
  return verdicts[0]!;
};

describe('a2a.subscribe-to-task', () => {
  it('passes a subscription that joined at the first event, or only for the last one', () => {
    const turn = turnStream();
    expect(only(checkSubscribeToTask(turn, subscriptionTo(turn, { from: 'turn.started' }))).status).toBe('pass');
    const late = only(checkSubscribeToTask(turn, subscriptionTo(turn, { from: 'turn.finished' })));
    expect(late.status).toBe('pass');
    expect(late.message).toMatch(/the last 1 of the turn's \d+ vessel events and ended in TASK_STATE_COMPLETED/);
  });

  it('aligns with the end of the turn when an identical event came earlier too', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    // The same text.delta (type, data, state) streamed once before too: the subscription joined at the later one.
    const delta = turn.sse!.find((e) => e.data.includes('"text.delta"'))!;
    turn.sse!.splice(2, 0, { ...delta, json: structuredClone(delta.json) });
    turn.sse!.forEach((e, i) => (e.index = i));
    expect(only(checkSubscribeToTask(turn, sub)).status).toBe('pass');
  });

  it("fails events under another id than the subscription's request", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    replaceSse(sub, 2, (json) => ({ ...json, id: 7 }));
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription stream \(a2a\.response-id\): event #2: id 7 is not the request's id 9/,
    );
  });

  it('fails a subscription that skips an event of the turn', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.sse = sub.sse!.filter((_, i) => i !== 2);
    sub.sse.forEach((e, i) => (e.index = i));
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription's event #3 \(tool\.started\) differs from the turn's event #\d+ \(step\.finished\)/,
    );
  });

  it("fails an event whose payload differs from the turn's", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    replaceSse(sub, 7, (json) => {
      json.result.statusUpdate.status.message.parts[0].data.content = 'something else';
      return json;
    });
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription's event #7 \(text\.delta\) differs from the turn's event #\d+ \(text\.delta\): .*"something else"/,
    );
  });

  it('fails a subscription that ends before the turn did, naming what it missed', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.sse = sub.sse!.slice(0, 3);
    sub.end = { at: sub.end.at, how: 'network-error', detail: 'socket closed' };
    const v = only(checkSubscribeToTask(turn, sub));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(
      /a2a\.terminal-status\): no event carries a terminal state \(stream ended: network-error/,
    );
    expect(v.message).toMatch(/and \d+ more/);
    expect(JSON.stringify(v.evidence)).toMatch(
      /the subscription ended after 2 vessel events; the turn's stream went on with event #\d+ \(/,
    );
  });

  it('fails a first event the turn never streamed', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn, { from: 'turn.finished' });
    replaceSse(sub, 1, (json) => {
      json.result.statusUpdate.status.message.parts[0].data.status = 'deadline';
      return json;
    });
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /the subscription's first vessel event, event #1 \(turn\.finished\), is not among the turn's stream's events/,
    );
  });

  it('fails a subscription left open after its terminal status', () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    sub.end = {
      at: sub.end.at,
      how: 'cap',
      cap: 'idle',
      detail: 'the stream stayed open 1000 ms after its terminal status',
    };
    expect(only(checkSubscribeToTask(turn, sub)).message).toMatch(
      /\(a2a\.stream-closed\): after the terminal status the stream did not close: it ended by cap \(idle cap\)/,
    );
  });

  it('fails an error answer to SubscribeToTask on a task still running', () => {
    const turn = turnStream();
    const refused: RecordedExchange = { ...error(-32004, 'not supported'), sentAt: 5 };
    expect(only(checkSubscribeToTask(turn, refused)).message).toMatch(
      /SubscribeToTask on the running task "task-1" was answered JSON-RPC error -32004 \("not supported"\), not a stream/,
    );
  });

  it('does not judge a subscription sent after the task finished (CONTRACT.md says nothing of it)', () => {
    const turn = turnStream();
    const late: RecordedExchange = { ...error(-32004, 'finished'), sentAt: 1e9 };
    const v = only(checkSubscribeToTask(turn, late));
    expect(v.status).toBe('not-tested');
    expect(v.message).toMatch(/the task had finished before SubscribeToTask was sent/);
  });

  it("does not judge when the turn's own stream has no end to compare with", () => {
    const turn = turnStream();
    const sub = subscriptionTo(turn);
    turn.sse = turn.sse!.slice(0, 4);
    expect(only(checkSubscribeToTask(turn, sub)).status).toBe('not-tested');
  });
});

describe('a2a.snake-case-accepted', () => {
  it('fails a turn whose context_id was not read', () => {
    const turn = snakeCaseTurn();
    (turn.requestBody as any).params.message.context_id = 'conv-sent';
    expect(only(checkSnakeCaseAccepted(turn)).message).toMatch(
      /the stream names context "conv-1", the message's context_id was "conv-sent": the field was not read/,
    );
  });

  it('fails a turn whose accepted_output_modes was not read', () => {
    const turn = snakeCaseTurn();
    turn.sse = turn.sse!.filter((e) => !e.data.includes('"name":"transcript"'));
    expect(only(checkSnakeCaseAccepted(turn)).message).toMatch(
      /accepted_output_modes asked for application\/vnd\.astralvessel\.transcript\+json and no transcript artifact came/,
    );
  });

  it('fails a turn that did not finish ok', () => {
    const turn = snakeCaseTurn();
    turn.sse = turn.sse!.filter((e) => !e.data.includes('turn.finished'));
    expect(only(checkSnakeCaseAccepted(turn)).message).toMatch(/the stream reached no turn\.finished/);
  });

  it('does not judge a request spelled in camelCase', () => {
    expect(only(checkSnakeCaseAccepted(turnStream())).status).toBe('not-tested');
  });
});

describe('a2a.list-tasks (INFO: shown, never judged)', () => {
  it('shows what ListTasks listed', () => {
    const v = only(
      checkListTasks(
        answer({
          jsonrpc: '2.0',
          id: 1,
          result: {
            tasks: [{ id: 't', contextId: 'c', status: { state: 'TASK_STATE_COMPLETED' } }],
            totalSize: 1,
            pageSize: 50,
            nextPageToken: '',
          },
        }),
      ),
    );
    expect(v.status).toBe('pass');
    expect(v.message).toBe('ListTasks listed 1 tasks of 1');
    expect(v.evidence).toMatchObject({ states: ['TASK_STATE_COMPLETED'] });
  });
  it('is absent, not failed, on a vessel without it', () => {
    expect(only(checkListTasks(error(-32601))).status).toBe('not-tested');
  });
  it('reports an answer that is not a list', () => {
    expect(only(checkListTasks(error(-32603, 'boom'))).message).toMatch(
      /ListTasks answered JSON-RPC error -32603 \("boom"\), not a list of tasks/,
    );
  });
});
