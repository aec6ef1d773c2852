// The order of a turn's events (CONTRACT.md D5; events.txt "Event types"), as ONE state machine
// over the stream: a transition table says which event may follow which phase; guards on the
// transitions check step numbers and tool pairing. Every violation names the rule it breaks, and
// each check below reports the violations of its own rule.
import type { RecordedTurn } from '../a2a/recording.ts';
import type { ClauseIdOf } from '../rules/index.ts';
import { isTerminalState } from '../a2a/wire.ts';
import { settledStreams } from './turn-facts.ts';
import type { Verdict } from './types.ts';
import { brief, judge, notTested, type Finding } from './verdict.ts';
import type { EventItem, StreamItem } from '../a2a/stream-events.ts';
import { label, viewOf, type TurnView } from './view.ts';

type Phase = 'before-start' | 'in-step' | 'after-step' | 'answered' | 'finished';
type Input = 'turn.started' | 'delta' | 'step.finished' | 'tool.started' | 'tool.finished' | 'answer' | 'turn.finished';
/**
 * `ignore`: another rule judges this (a second turn.started, a second answer); the phase stays.
 * `{ to, breaks }`: out of order, yet the turn goes on from `to`, so later events are judged in place.
 */
type Next = Phase | 'ignore' | { to: Phase; breaks: string; clause: SequenceClause };

type SequenceClause = ClauseIdOf<'order.sequence'>;
const NO_ANSWER: Next = {
  to: 'finished',
  breaks: 'comes with no answer artifact before it',
  clause: 'answer-before-finished',
};

/**
 * turn.started; per step k: deltas (step k), step.finished (step k), tool pairs; the answer;
 * turn.finished. A missing entry is an order.sequence violation.
 */
const TRANSITIONS: Record<Phase, Partial<Record<Input, Next>>> = {
  // Anything before turn.started breaks the order once (guard below); the machine then starts.
  'before-start': {
    'turn.started': 'in-step',
    delta: 'in-step',
    'step.finished': 'after-step',
    answer: 'answered',
    'turn.finished': NO_ANSWER,
  },
  'in-step': {
    'turn.started': 'ignore',
    delta: 'in-step',
    'step.finished': 'after-step',
    answer: 'answered',
    'turn.finished': NO_ANSWER,
  },
  'after-step': {
    'turn.started': 'ignore',
    'tool.started': 'after-step',
    'tool.finished': 'after-step',
    delta: 'in-step',
    'step.finished': 'after-step',
    answer: 'answered',
    'turn.finished': NO_ANSWER,
  },
  answered: { 'turn.started': 'ignore', answer: 'ignore', 'turn.finished': 'finished' },
  finished: {},
};

const inputOf = (type: string): Input | undefined =>
  type === 'text.delta' || type === 'reasoning.delta'
    ? 'delta'
    : (['turn.started', 'step.finished', 'tool.started', 'tool.finished', 'turn.finished'] as const).find(
        (t) => t === type,
      );

export type OrderRule = 'order.sequence' | 'order.steps-numbered' | 'order.tool-pairing';
/** One break of the order, with the rule and clause it breaks. */
export type Violation = { [R in OrderRule]: Finding<R> & { rule: R } }[OrderRule];

interface Machine {
  phase: Phase;
  /** Number of the step in progress or last finished. */
  step: number;
  /** Open tool calls: call_id → its tool.started. */
  open: Map<string, EventItem>;
  violations: Violation[];
  toolEvents: number;
  /** The step in progress has streamed deltas, so it owes a step.finished (only a call that failed before any output may lack one, D16). */
  stepHasDeltas: boolean;
  /** Calls whose tool.finished came with no tool.started before it. */
  finishedUnstarted: Map<string, EventItem>;
}

type Step = { item: StreamItem; event?: EventItem; input: Input; what: string };

function stepsOfStream(view: TurnView): Step[] {
  const answers = new Set(view.answers.map((a) => a.item));
  const events = new Map(view.events.map((e) => [e.item, e]));
  const out: Step[] = [];
  for (const item of view.items) {
    const event = events.get(item);
    const input = event ? inputOf(event.type) : answers.has(item) ? 'answer' : undefined;
    if (input) out.push({ item, event, input, what: event ? label(event) : `event #${item.index} (answer artifact)` });
  }
  return out;
}

function closeOpenCalls(m: Machine, before: string): void {
  for (const started of m.open.values()) {
    m.violations.push({
      rule: 'order.tool-pairing',
      clause: 'finished',
      message: `${label(started)} has no matching tool.finished before ${before}`,
      evidence: { index: started.item.index },
    });
  }
  m.open.clear();
}

/** Guards: what a transition must also satisfy beyond being allowed from the phase. */
function guard(m: Machine, s: Step, from: Phase): void {
  const data = s.event?.data ?? {};
  const v = <R extends OrderRule>(rule: R, clause: ClauseIdOf<R>, message: string) =>
    m.violations.push({ rule, clause, message, evidence: { index: s.item.index, data: s.event?.data } } as Violation);
  if (from === 'before-start' && s.input !== 'turn.started')
    v('order.sequence', 'started-first', `${s.what} comes before turn.started`);
  if ((s.input === 'answer' || s.input === 'turn.finished') && from === 'in-step' && m.stepHasDeltas) {
    v(
      'order.sequence',
      'step-finished-after-deltas',
      `${s.what}: step ${m.step} streamed deltas but has no step.finished`,
    );
  }
  /** A step numbered other than expected: the first must be 1, each later one more than the one before. */
  const numbering = (expected: number): ClauseIdOf<'order.steps-numbered'> => (expected === 1 ? 'from-one' : 'no-gaps');
  switch (s.input) {
    case 'delta': {
      closeOpenCalls(m, s.what);
      const expected = from === 'in-step' ? m.step : m.step + 1;
      const step = typeof data.step === 'number' ? data.step : expected;
      if (step < expected)
        v('order.sequence', 'step-finished-after-deltas', `${s.what} comes after step.finished of step ${step}`);
      else if (step > expected)
        v('order.steps-numbered', numbering(expected), `${s.what}: step ${step} where step ${expected} was expected`);
      m.step = Math.max(expected, step);
      m.stepHasDeltas = true;
      break;
    }
    case 'step.finished': {
      closeOpenCalls(m, s.what);
      const expected = from === 'in-step' ? m.step : m.step + 1;
      const step = typeof data.step === 'number' ? data.step : expected;
      if (step !== expected)
        v(
          'order.steps-numbered',
          numbering(expected),
          `${s.what}: step ${step} where step ${expected} was expected (steps count from 1 with no gaps)`,
        );
      m.step = step;
      m.stepHasDeltas = false;
      break;
    }
    case 'tool.started': {
      m.toolEvents++;
      const id = String(data.call_id);
      if (m.open.has(id)) v('order.tool-pairing', 'finished', `${s.what}: call ${id} is already running`);
      const early = m.finishedUnstarted.get(id);
      if (early) v('order.tool-pairing', 'after-started', `${s.what} comes after its own ${label(early)}`);
      m.open.set(id, s.event!);
      break;
    }
    case 'tool.finished': {
      m.toolEvents++;
      const id = String(data.call_id);
      const started = m.open.get(id);
      if (!started) {
        v('order.tool-pairing', 'after-started', `${s.what} has no earlier tool.started`);
        m.finishedUnstarted.set(id, s.event!);
      } else if (started.data.name !== data.name)
        v(
          'order.tool-pairing',
          'same-name',
          `${s.what}: name ${brief(data.name)} differs from ${label(started)}'s ${brief(started.data.name)}`,
        );
      m.open.delete(id);
      break;
    }
    case 'answer':
      closeOpenCalls(m, s.what);
      break;
    case 'turn.finished':
      closeOpenCalls(m, s.what);
      if (!isTerminalState(s.item.state))
        v(
          'order.sequence',
          'finished-last',
          `${s.what} is carried by a status in ${brief(s.item.state)}, not a terminal state`,
        );
      break;
    case 'turn.started':
      // 'in-step' means step m.step is in progress: step 1 starts with the turn.
      m.step = 1;
      break;
  }
}

/** Runs the machine over the turn's stream; pure, cached per turn. */
export function runOrderMachine(view: TurnView): Machine {
  const m: Machine = {
    phase: 'before-start',
    step: 0,
    open: new Map(),
    violations: [],
    toolEvents: 0,
    stepHasDeltas: false,
    finishedUnstarted: new Map(),
  };
  for (const s of stepsOfStream(view)) {
    const next = TRANSITIONS[m.phase][s.input];
    if (next === 'ignore') continue;
    if (next === undefined) {
      m.violations.push({
        rule: 'order.sequence',
        clause:
          m.phase === 'finished'
            ? 'finished-last'
            : m.phase === 'answered'
              ? 'answer-before-finished'
              : 'tools-after-step',
        message: `${s.what} may not come ${m.phase === 'finished' ? 'after turn.finished' : m.phase === 'answered' ? 'after the answer artifact' : 'before step.finished of its step'}`,
        evidence: { index: s.item.index, phase: m.phase },
      });
      continue;
    }
    if (typeof next === 'object')
      m.violations.push({
        rule: 'order.sequence',
        clause: next.clause,
        message: `${s.what} ${next.breaks}`,
        evidence: { index: s.item.index, phase: m.phase },
      });
    guard(m, s, m.phase);
    m.phase = typeof next === 'object' ? next.to : next;
  }
  if (m.phase !== 'finished' && view.terminal !== undefined) {
    m.violations.push({
      rule: 'order.sequence',
      clause: 'finished-last',
      message: `the stream reached its terminal status (event #${view.terminal}) without turn.finished`,
      evidence: { index: view.terminal },
    });
  }
  return m;
}

const cache = new WeakMap<RecordedTurn, Machine>();
function machineOf(turn: RecordedTurn): Machine {
  let m = cache.get(turn);
  if (!m) cache.set(turn, (m = runOrderMachine(viewOf(turn))));
  return m;
}

function orderVerdict(rule: OrderRule, turn: RecordedTurn, passMessage: string): Verdict[] {
  const view = viewOf(turn);
  // A stream that ends (REJECTED, FAILED…) without any event still owes turn.started … turn.finished.
  if (view.events.length === 0 && view.terminal === undefined)
    return [notTested(rule, 'the stream carried no vessel event')];
  return judge(
    rule,
    machineOf(turn).violations.filter(
      (v): v is Extract<Violation, { rule: typeof rule }> => v.rule === rule,
    ) as Finding<typeof rule>[],
    passMessage,
  );
}

export const checkOrderSequence = (turn: RecordedTurn): Verdict[] =>
  orderVerdict(
    'order.sequence',
    turn,
    'events follow turn.started, steps (deltas, step.finished, tools), answer, turn.finished',
  );

export function checkStepsNumbered(turn: RecordedTurn): Verdict[] {
  // With no numbered event there is nothing to number: not a pass (an agent that sends no vessel
  // events at all was credited with well-numbered steps).
  if (!viewOf(turn).events.some((e) => typeof e.data.step === 'number'))
    return [notTested('order.steps-numbered', 'no event of this turn names a step')];
  return orderVerdict('order.steps-numbered', turn, 'steps are numbered from 1 with no gaps');
}

export function checkToolPairing(turn: RecordedTurn): Verdict[] {
  if (machineOf(turn).toolEvents === 0) return [notTested('order.tool-pairing', 'no tool ran in this turn')];
  return orderVerdict(
    'order.tool-pairing',
    turn,
    'every tool.started has its tool.finished (same call_id and name) after it',
  );
}

/** D16: tool.started events follow call order (the order the model listed its calls). */
export function checkToolCallOrder(turn: RecordedTurn): Verdict[] {
  const rule = 'order.tool-call-order';
  const started = viewOf(turn).events.filter((e) => e.type === 'tool.started');
  const position = new Map(started.map((e, i) => [String(e.data.call_id), i]));
  const findings: Finding<typeof rule>[] = [];
  let judged = 0;
  for (const stream of settledStreams(turn)) {
    const ran = stream.toolCalls.filter((c) => position.has(c.id));
    if (ran.length < 2) continue;
    judged++;
    const order = ran.map((c) => position.get(c.id) as number);
    if (order.slice(1).some((p, i) => p < order[i]!)) {
      findings.push({
        clause: 'whole',
        message: `step ${stream.step}: tool.started events come in the order ${ran
          .map((c) => c.id)
          .sort((x, y) => (position.get(x) as number) - (position.get(y) as number))
          .join(', ')}, the model called ${ran.map((c) => c.id).join(', ')}`,
        evidence: { step: stream.step, model: ran.map((c) => c.id) },
      });
    }
  }
  if (judged === 0) return [notTested(rule, 'no step ran two or more tool calls')];
  return judge(rule, findings, `tool.started events follow call order in ${judged} step(s)`);
}

function finishedAndSteps(turn: RecordedTurn): { finished?: EventItem; steps: EventItem[] } {
  const view = viewOf(turn);
  return { finished: view.turnFinished, steps: view.events.filter((e) => e.type === 'step.finished') };
}

export function checkStepsCount(turn: RecordedTurn): Verdict[] {
  const rule = 'turn.steps-count';
  const { finished, steps } = finishedAndSteps(turn);
  if (!finished) return [notTested(rule, 'the stream has no turn.finished')];
  const findings: Finding<typeof rule>[] =
    finished.data.steps === steps.length
      ? []
      : [
          {
            clause: 'whole',
            message: `${label(finished)}: steps is ${brief(finished.data.steps)}, the stream has ${steps.length} step.finished events`,
            evidence: { steps: finished.data.steps, stepFinished: steps.map((s) => s.item.index) },
          },
        ];
  return judge(rule, findings, `turn.finished.steps = ${steps.length} step.finished events`);
}

export function checkTokensSum(turn: RecordedTurn): Verdict[] {
  const rule = 'turn.tokens-sum';
  const { finished, steps } = finishedAndSteps(turn);
  if (!finished) return [notTested(rule, 'the stream has no turn.finished')];
  const sum = { input: 0, output: 0 };
  for (const s of steps) {
    const t = s.data.tokens as { input?: unknown; output?: unknown } | undefined;
    sum.input += typeof t?.input === 'number' ? t.input : 0;
    sum.output += typeof t?.output === 'number' ? t.output : 0;
  }
  const t = finished.data.tokens as { input?: unknown; output?: unknown } | undefined;
  const findings: Finding<typeof rule>[] =
    t?.input === sum.input && t.output === sum.output
      ? []
      : [
          {
            clause: 'whole',
            message: `${label(finished)}: tokens ${brief(t)} are not the steps' sums ${brief(sum)}`,
            evidence: { tokens: t, sum },
          },
        ];
  return judge(rule, findings, `turn.finished.tokens = the steps' sums ${brief(sum)}`);
}
