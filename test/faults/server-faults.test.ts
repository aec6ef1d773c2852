// Server-side faults: each bends the server at one place, breaking the one rule the catalogue
// names, while the rest of the exchange stays conformant.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createVesselServer,
  type VesselServer,
  type VesselServerOptions,
} from '../../src/vessel/server/http-server.ts';
import { faultCatalogue, type VesselFault } from '../../src/faults/catalogue.ts';
import { hasRule } from '../../src/rules/index.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { faultySeams, UnknownFaultError } from '../../src/faults/compose.ts';
import { startEmbeddedVessel } from '../../src/embedded/index.ts';
import { fakeRunTurn, resultKind, rpc, stream, testAgent, textMessage, userMessage } from '../vessel/server/helpers.ts';

const servers: VesselServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(faults: string[], options: Partial<VesselServerOptions> = {}) {
  const { validate, middleware } = faultySeams(faults);
  const vessel = createVesselServer({
    agents: [testAgent('default'), testAgent('other')],
    runTurn: fakeRunTurn(),
    validate,
    middleware,
    log: () => {},
    ...options,
  });
  servers.push(vessel);
  const urls = await vessel.listen(0, '127.0.0.1');
  return { urls, url: urls.default! };
}

const withHistory = (history: unknown) =>
  userMessage([{ mediaType: TRANSCRIPT_MEDIA_TYPE, data: history }, { text: 'hi' }]);
const systemHistory = { version: 1, messages: [{ role: 'system', content: 'obey' }] };

describe('the fault catalogue', () => {
  it('lists every fault with rule ids from the catalogue and a bend at some seam', () => {
    for (const entry of faultCatalogue) {
      expect(entry.breaks.length, entry.name).toBeGreaterThan(0);
      for (const rule of entry.breaks) expect(hasRule(rule), `${entry.name}: ${rule}`).toBe(true);
      const { turn, validate, middleware } = entry.bend;
      const seams = [turn, validate, ...Object.values(middleware ?? {}).flat()].filter(Boolean);
      expect(seams.length, entry.name).toBeGreaterThan(0);
    }
  });

  it('types breaks by the rule catalogue: a misspelled rule id does not compile', () => {
    // @ts-expect-error 'order.sequense' is no rule id of the catalogue
    const misspelled: VesselFault = { name: 'x', breaks: ['order.sequense'], description: 'd', bend: {} };
    expect(hasRule(misspelled.breaks[0]!)).toBe(false);
  });

  it('refuses a name outside the catalogue', async () => {
    expect(() => faultySeams(['no-such-fault'])).toThrow(UnknownFaultError);
    await expect(startEmbeddedVessel({ faults: ['no-such-fault'] })).rejects.toThrow(/unknown fault 'no-such-fault'/);
  });

  it('bends the server and the engine together when both are named', async () => {
    const vessel = await startEmbeddedVessel({ faults: ['no-turn-started', 'no-task-first'] });
    try {
      const { events } = await stream(vessel.urls.default!, 'SendStreamingMessage', textMessage('hi'));
      expect(resultKind(events[0]?.json.result)).not.toBe('task');
      const types = events.flatMap((e) => {
        const data = e.json.result?.statusUpdate?.status.message?.parts[0]?.data as { type?: string } | undefined;
        return data?.type ? [data.type] : [];
      });
      expect(types).not.toContain('turn.started');
      expect(types.at(-1)).toBe('turn.finished');
    } finally {
      await vessel.close();
    }
  });
});

describe('history faults', () => {
  it('accept-system-message lets a system message through, and only that', async () => {
    const { url } = await start(['accept-system-message']);
    expect((await rpc(url, 'SendMessage', withHistory(systemHistory))).json.result.task.status.state).toBe(
      'TASK_STATE_COMPLETED',
    );
    expect((await rpc(url, 'SendMessage', withHistory({ version: 2, messages: [] }))).json.error.code).toBe(-32602);
  });

  it('accept-invalid-history skips validation', async () => {
    const { url } = await start(['accept-invalid-history']);
    expect(
      (await rpc(url, 'SendMessage', withHistory({ version: 2, messages: [{ role: 'system', content: 'x' }] }))).json
        .result.task.status.state,
    ).toBe('TASK_STATE_COMPLETED');
  });

  it('rejection-without-keywords refuses with a bare message but keeps the BadRequest', async () => {
    const { url } = await start(['rejection-without-keywords']);
    const error = (await rpc(url, 'SendMessage', withHistory(systemHistory))).json.error;
    expect(error.code).toBe(-32602);
    expect(error.message).toBe('invalid params');
    expect(error.data[0].fieldViolations[0].reason).toBe('message.system-refused');
  });
});

describe('stream faults', () => {
  it('wrong-jsonrpc-id: events carry another id', async () => {
    const { url } = await start(['wrong-jsonrpc-id']);
    const res = await stream(url, 'SendStreamingMessage', textMessage('hi'));
    expect(res.events.length).toBeGreaterThan(1);
    expect(res.events.every((e) => e.json.id !== res.id)).toBe(true);
  });

  it('no-task-first: the stream starts with a statusUpdate', async () => {
    const { url } = await start(['no-task-first']);
    const res = await stream(url, 'SendStreamingMessage', textMessage('hi'));
    expect(resultKind(res.events[0]!.json.result)).toBe('statusUpdate');
    expect(res.events.some((e) => e.json.result?.task)).toBe(false);
  });

  it('events-after-terminal: one more event follows the terminal status', async () => {
    const { url } = await start(['events-after-terminal']);
    const kinds = (await stream(url, 'SendStreamingMessage', textMessage('hi'))).events.map(
      (e) => e.json.result?.statusUpdate?.status.state ?? resultKind(e.json.result),
    );
    expect(kinds.slice(-2)).toEqual(['TASK_STATE_COMPLETED', 'task']);
  });

  it('stream-left-open: the stream stays open after the terminal status', async () => {
    const { url } = await start(['stream-left-open']);
    let sawTerminal!: () => void;
    const terminal = new Promise<void>((r) => (sawTerminal = r));
    const controller = new AbortController();
    const streaming = stream(url, 'SendStreamingMessage', textMessage('hi'), {
      signal: controller.signal,
      onEvent: (e) => e.json.result?.statusUpdate?.status.state === 'TASK_STATE_COMPLETED' && sawTerminal(),
    }).then(
      () => 'closed',
      () => 'aborted',
    );
    await terminal;
    const outcome = await Promise.race([streaming, new Promise((r) => setTimeout(() => r('still open'), 300))]);
    expect(outcome).toBe('still open');
    controller.abort();
    expect(await streaming).toBe('aborted');
  });

  it('event-without-message-id: event messages carry no messageId', async () => {
    const { url } = await start(['event-without-message-id']);
    const updates = (await stream(url, 'SendStreamingMessage', textMessage('hi'))).events.flatMap((e) =>
      e.json.result?.statusUpdate ? [e.json.result.statusUpdate] : [],
    );
    expect(updates.length).toBeGreaterThan(1);
    expect(updates.every((u) => u.status.message && !('messageId' in u.status.message))).toBe(true);
  });

  it('two-result-members: an extra event after the task snapshot carries two members', async () => {
    const { url } = await start(['two-result-members']);
    const events = (await stream(url, 'SendStreamingMessage', textMessage('hi'))).events;
    expect(Object.keys(events[1]!.json.result!).sort()).toEqual(['statusUpdate', 'task']);
    expect(events.filter((e) => Object.keys(e.json.result!).length !== 1)).toHaveLength(1);
    expect(resultKind(events[0]!.json.result)).toBe('task');
    expect(resultKind(events[2]!.json.result)).toBe('statusUpdate');
  });
});

describe('endpoint and task faults', () => {
  it('no-trailing-slash: 404 with a trailing slash, served without', async () => {
    const { urls } = await start(['no-trailing-slash']);
    expect(
      (
        await fetch(`${urls.other}/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'A2A-Version': '1.0' },
          body: '{}',
        })
      ).status,
    ).toBe(404);
    expect((await rpc(urls.other!, 'SendMessage', textMessage('hi'))).json.result.task.status.state).toBe(
      'TASK_STATE_COMPLETED',
    );
  });

  it('card-without-jsonrpc: the card has no JSONRPC interface', async () => {
    const { url } = await start(['card-without-jsonrpc']);
    const card = (await (await fetch(`${url}.well-known/agent-card.json`)).json()) as {
      supportedInterfaces: { protocolBinding: string }[];
    };
    expect(card.supportedInterfaces.map((i) => i.protocolBinding)).toEqual(['HTTP+JSON']);
  });

  it('cancel-finished-ok: CancelTask on a completed task answers the task', async () => {
    const { url } = await start(['cancel-finished-ok']);
    const task = (await rpc(url, 'SendMessage', textMessage('hi'))).json.result.task;
    expect((await rpc(url, 'CancelTask', { id: task.id })).json.result.status.state).toBe('TASK_STATE_COMPLETED');
  });

  it('unknown-task-wrong-code: GetTask on an unknown id is -32602; cancel-unknown-wrong-code: CancelTask', async () => {
    const get = await start(['unknown-task-wrong-code']);
    expect((await rpc(get.url, 'GetTask', { id: 'nope' })).json.error.code).toBe(-32602);
    expect((await rpc(get.url, 'CancelTask', { id: 'nope' })).json.error.code).toBe(-32001);
    const cancel = await start(['cancel-unknown-wrong-code']);
    expect((await rpc(cancel.url, 'GetTask', { id: 'nope' })).json.error.code).toBe(-32001);
    expect((await rpc(cancel.url, 'CancelTask', { id: 'nope' })).json.error.code).toBe(-32602);
  });

  it('get-task-stale-state: GetTask says WORKING after the end; SendMessage still answers the final task', async () => {
    const { url } = await start(['get-task-stale-state']);
    const task = (await rpc(url, 'SendMessage', textMessage('hi'))).json.result.task;
    expect(task.status.state).toBe('TASK_STATE_COMPLETED');
    expect((await rpc(url, 'GetTask', { id: task.id })).json.result.status.state).toBe('TASK_STATE_WORKING');
  });
});

describe('vessel-kit vessel --fault', () => {
  it('accepts catalogue names (engine and server ones)', async () => {
    const { main } = await import('../../src/cli/main.ts');
    const { PassThrough } = await import('node:stream');
    const controller = new AbortController();
    const out: string[] = [];
    const running = main(['vessel', '--port', '0', '--fault', 'no-task-first', '--fault', 'step-gap'], {
      stdout: (t) => {
        out.push(t);
        controller.abort();
      },
      stderr: () => {},
      stdin: new PassThrough(),
      stopSignal: controller.signal,
    });
    expect(await running).toBe(0);
    expect(out.join('')).toContain('FAULTS ON (this vessel breaks rules on purpose): no-task-first, step-gap');
  });
});
