// The task-field table (src/faults/task-fields.ts) against the wire types and the fault catalogue:
// every field a view's answer schema carries has a cell, every judged cell has a fault that bends
// that field in that view only and aims at the cell's clause (test/certify/faults-a2a.test.ts then
// certifies the vessel under it and requires the clause to fail), and each fault's bend touches
// the answers of its view's method and no other's.
import { describe, expect, it } from 'vitest';
import { TaskSchema, type JsonRpcSuccess, type StreamResponse } from '../../src/a2a/wire.ts';
import { wirePaths } from '../../src/a2a/wire-paths.ts';
import { faultCatalogue, type VesselFault } from '../../src/faults/catalogue.ts';
import { ruleById, splitClauseRef, type RuleId } from '../../src/rules/index.ts';
import {
  carriedFields,
  judgedTaskFields,
  taskFieldJudgements,
  taskFields,
  taskViews,
  TaskViews,
  type JudgedField,
  type TaskView,
} from '../../src/faults/task-fields.ts';
import type { EventWriter } from '../../src/vessel/seams.ts';

const cellKey = (field: string, view: string) => `${field} @ ${view}`;

/** The judged cells no fault of `faults` bends (that field, that view) while aiming at the cell's clause. */
function cellsWithoutFault(cells: readonly JudgedField[], faults: readonly VesselFault[]): string[] {
  return cells
    .filter(
      (cell) =>
        !faults.some(
          (f) =>
            f.clauses.includes(cell.clause) &&
            (f.bends ?? []).some((b) => b.field === cell.field && b.view === cell.view),
        ),
    )
    .map((cell) => `${cell.clause} on ${cellKey(cell.field, cell.view)}`);
}

const bending = faultCatalogue.filter((f) => (f.bends ?? []).length > 0);

describe('the task-field table', () => {
  it("lists a task's fields as TaskSchema defines them, each judged whole below its path", () => {
    // Read from the schema, not written here: a field the wire types gain gets a row or fails below.
    expect(taskFields).toContain('contextId');
    expect(taskFields).toContain('status.message');
    expect(taskFields).toContain('artifacts[].parts');
    for (const path of wirePaths(TaskSchema))
      expect(
        taskFields.some((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[]`)),
        path,
      ).toBe(true);
  });

  it('has a cell, judged or with its reason, for every field each view carries, and none beside', () => {
    const carried = TaskViews.flatMap((view) => [...carriedFields(view).keys()].map((f) => cellKey(f, view)));
    const cells = Object.entries(taskFieldJudgements).flatMap(([field, views]) =>
      Object.keys(views).map((view) => cellKey(field, view)),
    );
    expect(cells.sort()).toEqual([...carried].sort());
    // Each view is the answer of one method: a stream carries the task's ids in its updates too.
    expect(carriedFields('stream').get('id')).toEqual(['task.id', 'statusUpdate.taskId', 'artifactUpdate.taskId']);
    expect(carriedFields('list-tasks').get('contextId')).toEqual(['tasks[].contextId']);
  });

  it('gives every unjudged cell the reason no sentence judges it, and every judged one a clause of the catalogue', () => {
    for (const [field, views] of Object.entries(taskFieldJudgements))
      for (const [view, judgement] of Object.entries(views)) {
        if ('unjudged' in judgement) expect(judgement.unjudged.length, cellKey(field, view)).toBeGreaterThan(40);
        else {
          expect(judgement.clauses.length, cellKey(field, view)).toBeGreaterThan(0);
          for (const clause of judgement.clauses) {
            const { rule, clause: id } = splitClauseRef(clause);
            expect(
              ruleById(rule as RuleId).clauses?.map((c) => c.id),
              clause,
            ).toContain(id);
          }
        }
      }
  });

  it('has a fault for every judged cell, bending that field in that view and aimed at its clause', () => {
    expect(judgedTaskFields.length).toBeGreaterThan(40);
    expect(cellsWithoutFault(judgedTaskFields, faultCatalogue)).toEqual([]);
  });

  it('fails on a judged cell that has no fault', () => {
    // The check above can fail: a cell whose fault is gone, and one no fault ever bent, are named.
    const cell = judgedTaskFields.find((c) => c.view === 'get-task' && c.field === 'contextId')!;
    const withoutIt = faultCatalogue.filter(
      (f) => !(f.bends ?? []).some((b) => b.field === cell.field && b.view === cell.view),
    );
    expect(cellsWithoutFault([cell], withoutIt)).toEqual([`${cell.clause} on contextId @ get-task`]);
    const unbent: JudgedField = { clause: 'views.get-task#context-id', field: 'metadata', view: 'get-task' };
    expect(cellsWithoutFault([unbent], faultCatalogue)).toEqual(['views.get-task#context-id on metadata @ get-task']);
  });

  it("tags a fault only with judged cells, and aims it at the cell's clause", () => {
    for (const f of bending)
      for (const b of f.bends!) {
        const judgement = taskFieldJudgements[b.field]?.[b.view];
        expect(judgement && 'clauses' in judgement, `${f.name}: ${cellKey(b.field, b.view)} is not judged`).toBe(true);
        const clauses = judgement && 'clauses' in judgement ? judgement.clauses : [];
        expect(
          f.clauses.some((c) => clauses.includes(c)),
          `${f.name} aims at ${f.clauses.join(', ')}, not at ${clauses.join(', ')}`,
        ).toBe(true);
      }
  });
});

// ---------------------------------------------------------------------------------------------
// Each bend touches one view: its rpc middleware changes only its method's answers, its stream
// middleware only its method's streams.

type Body = Record<string, unknown>;
const finishedTask = (): Body => ({
  id: 'task-1',
  contextId: 'context-1',
  status: {
    state: 'TASK_STATE_COMPLETED',
    timestamp: '2026-01-01T00:00:00Z',
    message: { messageId: 'm-1', role: 'ROLE_AGENT', parts: [{ data: { type: 'turn.finished' } }] },
  },
  artifacts: [{ artifactId: 'a-1', name: 'answer', parts: [{ text: 'Hello.', mediaType: 'text/markdown' }] }],
  history: [{ messageId: 'u-1', role: 'ROLE_USER', parts: [{ text: 'Hi.' }] }],
});
const resultOf = (view: TaskView): unknown =>
  view === 'send-message'
    ? { task: finishedTask() }
    : view === 'list-tasks'
      ? { tasks: [finishedTask()] }
      : finishedTask();
const streamOf = (): Body[] => {
  const task = finishedTask();
  return [
    { task: { ...task, status: { state: 'TASK_STATE_SUBMITTED' }, artifacts: [] } },
    { artifactUpdate: { taskId: 'task-1', contextId: 'context-1', artifact: (task.artifacts as unknown[])[0] } },
    { statusUpdate: { taskId: 'task-1', contextId: 'context-1', status: task.status } },
  ];
};

async function answerThrough(f: VesselFault, view: TaskView): Promise<unknown> {
  const method = taskViews[view].method;
  // includeArtifacts, for a ListTasks bend that changes only what was asked for.
  const params = view === 'list-tasks' ? { includeArtifacts: true } : {};
  const call = { text: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), headers: {} };
  let reply: unknown = { kind: 'json', status: 200, body: { jsonrpc: '2.0', id: 1, result: resultOf(view) } };
  for (const rpc of f.bend.middleware?.rpc ?? []) reply = await rpc(call, async () => reply as never);
  return reply;
}

function streamThrough(f: VesselFault, view: TaskView): unknown[] {
  const out: unknown[] = [];
  let writer: EventWriter = { write: (r) => out.push(r), end: () => {} };
  for (const stream of f.bend.middleware?.stream ?? [])
    writer = stream(writer, { method: taskViews[view].method, id: 1 });
  for (const result of streamOf())
    writer.write({ jsonrpc: '2.0', id: 1, result } as unknown as JsonRpcSuccess<StreamResponse>);
  return out;
}

const asSent = async (f: VesselFault | undefined, view: TaskView): Promise<unknown> =>
  view === 'stream' || view === 'subscribe'
    ? streamThrough(f ?? ({ bend: {} } as VesselFault), view)
    : answerThrough(f ?? ({ bend: {} } as VesselFault), view);

describe("a task-field fault's bend", () => {
  it.each(bending.map((f) => [f.name, f] as const))('%s changes its own view and no other', async (_name, f) => {
    const own = new Set(f.bends!.map((b) => b.view));
    for (const view of TaskViews) {
      const changed = JSON.stringify(await asSent(f, view)) !== JSON.stringify(await asSent(undefined, view));
      expect(changed, `${f.name} on ${view}`).toBe(own.has(view));
    }
  });
});
