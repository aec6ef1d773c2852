// The tape of a case's hostile clients: each send taped with its recording, in the bundle's case
// file, and played back by a context that answers it from the tape, running the callbacks the case
// gave as they ran when recorded, without reaching the target.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { A2AClient } from '../../src/a2a/client.ts';
import type { RecordedTaskPolls, RecordedTurn } from '../../src/a2a/recording.ts';
import type { CaseContext } from '../../src/case/index.ts';
import { caseContext, type RunShared } from '../../src/runner/case-context.ts';
import { caseFileBytes, readCaseFile } from '../../src/evidence/bundle.ts';
import { newTape, replayContext, tapeContext, tapeModel, type CaseTape } from '../../src/evidence/tape.ts';
import { serve, type TestServer } from '../recorder/hostile-servers.ts';
import { profileAt, sharedOn } from '../runner/fakes.ts';

const sse = (json: unknown) => `data: ${JSON.stringify(json)}\n\n`;

let server: TestServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A target whose every turn streams its task then ends it, whose GetTask shows any task completed, and which refuses big bodies; it counts what it is asked. */
async function target(): Promise<{ shared: RunShared; clients: Map<string, A2AClient>; asked: () => number }> {
  let asked = 0;
  let tasks = 0;
  server = await serve((req, res) => {
    asked++;
    if (Number(req.headers['content-length']) > 64 * 1024) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"too large"}}');
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { method, params } = JSON.parse(body) as { method: string; params: { id?: string } };
      if (method === 'SendStreamingMessage') {
        const id = `t-${++tasks}`;
        const done = { statusUpdate: { taskId: id, status: { state: 'TASK_STATE_COMPLETED' } } };
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(
          sse({ jsonrpc: '2.0', id: 1, result: { task: { id, status: { state: 'TASK_STATE_WORKING' } } } }) +
            sse({ jsonrpc: '2.0', id: 1, result: done }),
        );
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            result: { id: params.id, status: { state: 'TASK_STATE_COMPLETED' } },
          }),
        );
      }
    });
  });
  const shared = sharedOn(profileAt(server.url), { seed: 3 });
  return { shared, clients: new Map([['default', new A2AClient({ baseUrl: server.url })]]), asked: () => asked };
}

/** A case that uses every hostile client, polling two tasks at once in the order given. */
async function hostileCase(ctx: CaseContext, pollOrder: string[]) {
  const hostile = ctx.hostile!;
  const log: string[] = [];
  const oversized = await hostile.oversized({ mode: 'declared-length', bodyBytes: 256 * 1024, limitMs: 5_000 });
  let beside: Promise<RecordedTurn> | undefined;
  const dribbled = await hostile.dribbled(
    { body: { jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'x' } }, pauseMs: 0, answerLimitMs: 1_000 },
    () => {
      log.push('body');
      beside = ctx.recordTurn({ text: 'beside a dribble' });
    },
  );
  let heldTask: RecordedTaskPolls | undefined;
  const unread = await hostile.unread({ text: 'held' }, { firstEventMs: 2_000, readOnMs: 2_000 }, async (taskId) => {
    log.push(`held ${taskId}`);
    heldTask = await hostile.polled(taskId, { limitMs: 1_000 });
  });
  const polls = await Promise.all(pollOrder.map((id) => hostile.polled(id, { limitMs: 1_000 })));
  return {
    log,
    oversized,
    dribbled,
    unread,
    heldTask,
    turn: await beside,
    polls: Object.fromEntries(polls.map((p) => [p.taskId, p])),
  };
}

/** The case run against the target, taped; its tape read back from the case file a bundle would hold. */
async function taped(run: (ctx: CaseContext) => Promise<unknown>) {
  const { shared, clients, asked } = await target();
  const agent = shared.profile.agents[0]!;
  const tape = newTape('c1', agent.name, clients);
  const ctx = tapeContext(caseContext('c1', agent, clients, { ...shared, model: tapeModel(shared.model, tape) }), tape);
  const recorded = await run(ctx).catch((error: Error) => error);
  dir = await mkdtemp(path.join(os.tmpdir(), 'vessel-kit-tape-'));
  const file = path.join(dir, 'c1.ndjson.gz');
  await writeFile(file, caseFileBytes(tape, { turns: [], exchanges: [] }));
  const { tape: read } = await readCaseFile(file);
  return { recorded, read, tape, shared, asked };
}

const replayed = (tape: CaseTape, shared: RunShared) =>
  replayContext(tape, shared.profile, { seed: 3, timeoutScale: 1 });

describe("the tape of a case's hostile clients", () => {
  it('holds each send with its recording, and a replay gives the case the same recordings and runs its callbacks, asking the target nothing', async () => {
    const { recorded, read, tape, shared, asked } = await taped((ctx) => hostileCase(ctx, ['t-1', 't-2']));
    expect(tape.entries.filter((e) => e.kind === 'hostile').map((e) => e.kind === 'hostile' && e.client)).toEqual([
      'oversized',
      'dribbled',
      'unread',
      'polled',
      'polled',
      'polled',
    ]);
    const run = recorded as Awaited<ReturnType<typeof hostileCase>>;
    expect(run.log).toEqual(['body', 'held t-2']);
    expect(run.oversized.status).toBe(413);
    expect(run.unread.firstEvent).toBeDefined();
    const before = asked();
    // Polled the other way round, each poll is still answered with its own task's recording.
    const again = await hostileCase(replayed(read, shared), ['t-2', 't-1']);
    expect(asked()).toBe(before);
    expect(again).toEqual(JSON.parse(JSON.stringify(run)));
  });

  it('plays back a send that failed as the same failure', async () => {
    const broken = (ctx: CaseContext) =>
      ctx.hostile!.unread({ text: 'held' }, { firstEventMs: 2_000, readOnMs: 2_000 }, async () => {
        throw new Error('the case broke');
      });
    const { recorded, read, shared } = await taped(broken);
    expect((recorded as Error).message).toBe('the case broke');
    expect(read.entries).toEqual([expect.objectContaining({ kind: 'failed', ask: 'hostile', method: 'unread' })]);
    await expect(broken(replayed(read, shared))).rejects.toThrow('the case broke');
  });

  it('offers no hostile clients when replaying a tape that holds none of their sends', async () => {
    const { read, shared } = await taped(async (ctx) => ctx.client.getTask('t-9'));
    expect(read.entries.map((e) => e.kind)).toEqual(['call']);
    expect(replayed(read, shared).hostile).toBeUndefined();
  });
});
