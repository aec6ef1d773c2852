// Verdicts on how a vessel held up under load and hostile clients (src/rules/stress.ts, CONTRACT.md
// D17), from what the robustness cases recorded (suites/stress/): each rule's `check…` takes the
// recordings, derives the facts it judges (`…Of`, `…Facts`: how far a body got, when a task
// ended, whether another turn was served in time) and judges them (`…Verdicts`). All pure, so a
// bundle judged again (rejudge) derives the same facts from the same recordings.
import type {
  RecordedDribble,
  RecordedExchange,
  RecordedOversizedSend,
  RecordedTaskPolls,
  RecordedTurn,
  RecordedUnreadStream,
} from '../a2a/recording.ts';
import { eventState } from '../a2a/stream-events.ts';
import { isTerminalState } from '../a2a/wire.ts';
import { checkTurn } from './check-turn.ts';
import { TIMING_RULES } from './property.ts';
import type { Verdict } from './types.ts';
import { judge, notTested, type Finding } from './verdict.ts';

const MiB = 1024 * 1024;
const mib = (bytes: number): string => `${(bytes / MiB).toFixed(1)} MiB`;

/** One oversized body as the kit sent it, and what came back. */
export interface OversizedSend {
  /** `declared-length`: Content-Length stated; `unstated-length`: chunked, no length. */
  mode: 'declared-length' | 'unstated-length';
  bodyBytes: number;
  /** Bytes the kit had handed to the socket when the answer (or the close) came. */
  sentBytes: number;
  /** The whole body had been handed over before the answer or the close came. */
  sentWhole: boolean;
  status?: number;
  /** The JSON-RPC error code of the answer, when it was one. */
  errorCode?: number;
  /** The connection closed (or reset) with no answer. */
  closedWithoutAnswer?: boolean;
  /** How long from the first byte sent to the answer or the close. */
  elapsedMs: number;
}

/** What an oversized send came to: how far the body got, and what answered it. */
export function oversizedSendOf(recording: RecordedOversizedSend): OversizedSend {
  const code = (recording.body?.json as { error?: { code?: unknown } } | undefined)?.error?.code;
  return {
    mode: recording.mode,
    bodyBytes: recording.bodyBytes,
    sentBytes: recording.sentBytes,
    sentWhole: recording.sentWhole,
    ...(recording.status !== undefined ? { status: recording.status } : { closedWithoutAnswer: true }),
    ...(typeof code === 'number' ? { errorCode: code } : {}),
    elapsedMs: recording.end.at - recording.sentAt,
  };
}

export function checkOversizedBody(cap: number, sends: readonly RecordedOversizedSend[]): Verdict[] {
  return oversizedBodyVerdicts(cap, sends.map(oversizedSendOf));
}

export function oversizedBodyVerdicts(cap: number, sends: readonly OversizedSend[]): Verdict[] {
  const findings: Finding<'stress.oversized-body'>[] = [];
  for (const s of sends) {
    const where = `the ${s.mode === 'declared-length' ? 'Content-Length' : 'chunked'} body of ${mib(s.bodyBytes)} (cap ${mib(cap)})`;
    const answer =
      s.status === undefined
        ? 'no answer (the connection closed)'
        : `HTTP ${s.status}${s.errorCode !== undefined ? ` with error ${s.errorCode}` : ''}`;
    const refused = s.status === 413 || (s.status !== undefined && s.status < 500 && s.errorCode === -32600);
    if (!refused)
      findings.push({
        clause: 'refused',
        message: `${where}: expected HTTP 413 or a -32600 error, got ${answer}`,
        evidence: s,
      });
    if (s.sentWhole)
      findings.push({
        clause: s.mode,
        message: `${where}: expected the refusal before the whole body was sent, but the kit had sent all ${s.sentBytes} bytes when ${answer === 'no answer (the connection closed)' ? 'the connection closed' : 'the answer came'} (${Math.round(s.elapsedMs)} ms)`,
        evidence: s,
      });
  }
  return judge(
    'stress.oversized-body',
    findings,
    `oversized bodies refused early: ${sends.map((s) => `${s.mode} after ${mib(s.sentBytes)} of ${mib(s.bodyBytes)} (HTTP ${s.status ?? 'closed'})`).join('; ')}`,
    { cap, sends },
  );
}

/** One request carrying a huge string in one field, and the answer's size. */
export interface HugeFieldAnswer {
  /** Which field held the string (`method`, `params.message.messageId`, …). */
  field: string;
  stringChars: number;
  status?: number;
  /** The answer body's length in characters (0 when the connection closed). */
  answerChars: number;
  /** The answer holds the whole string. */
  holdsString: boolean;
  /** The first characters of the answer, for the message. */
  answerStart: string;
}

/** A request that carried a huge string: which field, the string, and the exchange that sent it. */
export interface HugeFieldRequest {
  field: string;
  value: string;
  exchange: RecordedExchange;
}

/** What the answer to a huge field weighed, and whether it holds the string. */
export function hugeFieldAnswerOf({ field, value, exchange }: HugeFieldRequest): HugeFieldAnswer {
  const text = exchange.body?.text ?? (exchange.sse ?? []).map((e) => e.data).join('\n');
  return {
    field,
    stringChars: value.length,
    ...(exchange.status !== undefined ? { status: exchange.status } : {}),
    answerChars: text.length,
    holdsString: text.includes(value),
    answerStart: text.slice(0, 120),
  };
}

export function checkHugeFields(requests: readonly HugeFieldRequest[]): Verdict[] {
  return hugeFieldsVerdicts(requests.map(hugeFieldAnswerOf));
}

export function hugeFieldsVerdicts(answers: readonly HugeFieldAnswer[]): Verdict[] {
  const findings: Finding<'stress.huge-fields'>[] = [];
  for (const a of answers) {
    if (a.holdsString || a.answerChars >= a.stringChars)
      findings.push({
        clause: 'not-echoed',
        message: `a ${a.stringChars}-character ${a.field}: expected it refused or bounded, but the answer (HTTP ${a.status ?? '?'}, ${a.answerChars} characters${a.holdsString ? ', holding the whole string' : ''}) echoes it: ${a.answerStart}`,
        evidence: a,
      });
  }
  return judge(
    'stress.huge-fields',
    findings,
    `huge fields refused or bounded: ${answers.map((a) => `${a.field} → ${a.answerChars} characters`).join('; ')}`,
    { answers },
  );
}

/** A task polled with GetTask until terminal (or until the limit). */
export interface TaskEnd {
  taskId?: string;
  /** The last state GetTask showed (undefined when it answered no task). */
  state?: string;
  terminal: boolean;
  /** How long the kit polled, and the most it would. */
  waitedMs: number;
  limitMs: number;
}

/** Where a task's polls left it: the state the last answer showed (a failed GetTask shows nothing new). */
export function taskEndOf(polls: RecordedTaskPolls): TaskEnd {
  let state: string | undefined;
  for (const poll of polls.polls) if (poll.error === undefined) state = poll.state;
  const last = polls.polls.at(-1);
  return {
    ...(polls.taskId !== undefined ? { taskId: polls.taskId } : {}),
    ...(state !== undefined ? { state } : {}),
    terminal: isTerminalState(state),
    waitedMs: last ? last.at - polls.startedAt : 0,
    limitMs: polls.limitMs,
  };
}

/** When a turn's stream carried its terminal status (undefined when it never did). */
export function terminalAtOf(turn: RecordedTurn): number | undefined {
  return (turn.send.sse ?? []).find((e) => isTerminalState(eventState(e)))?.receivedAt;
}

/** Whether an event's data, as received, carries a terminal task state. */
function terminalData(data: string | undefined): boolean {
  if (data === undefined) return false;
  try {
    return isTerminalState(eventState({ index: 0, receivedAt: 0, data, bytes: 0, json: JSON.parse(data) }));
  } catch {
    return false;
  }
}

/** How a turn ended, for a message: its end, and the detail the recorder gave. */
const endOf = (turn: RecordedTurn): string =>
  `${turn.send.end.how}${turn.send.end.detail ? `: ${turn.send.end.detail}` : ''}`;

/** Another turn run while a hostile client held its own connection. */
export interface OtherTurn {
  /** It reached its terminal status while the hostile client was still held. */
  completed: boolean;
  /** What the kit saw (its end, its last state). */
  detail: string;
}

export interface SlowReaderFacts {
  others: OtherTurn;
  /** The unread turn's task, polled after the kit stopped reading. */
  unread: TaskEnd;
  /** The large stream, read on once its turn was terminal. */
  large?: {
    /** Bytes received once the kit read on (it stops past the bound), and whether the stream carried its terminal status and closed. */
    bytes: number;
    whole: boolean;
    boundBytes: number;
    task: TaskEnd;
  };
  /** Why the large stream, tried, could not be held unread (it sent no first event). */
  largeNotHeld?: string;
}

const taskEnd = (what: string, t: TaskEnd): string =>
  `${what}${t.taskId ? ` ${t.taskId}` : ''}: expected a terminal state within ${Math.round(t.limitMs)} ms, GetTask showed ${t.state ?? 'no task'} after ${Math.round(t.waitedMs)} ms`;

/** What the slow-reader case recorded. */
export interface SlowReaderRecordings {
  /** The stream held unread. */
  unread: RecordedUnreadStream;
  /** While it was held: its task polled, and the turn run meanwhile (absent when it was never held: it sent no first event). */
  unreadTask?: RecordedTaskPolls;
  other?: RecordedTurn;
  /** The large stream, held unread until its task (polled while held) ended, then read on as far as its bound. */
  large?: { stream: RecordedUnreadStream; task?: RecordedTaskPolls };
}

/** The slow-reader recordings of a stream that was held. */
export type HeldSlowReader = SlowReaderRecordings & { unreadTask: RecordedTaskPolls; other: RecordedTurn };

/** Why a stream could not be held unread. */
const notHeld = (stream: RecordedUnreadStream): string => stream.end.detail ?? stream.end.how;

/** Another turn was served when its terminal status came before the kit read the held stream on. */
export function slowReaderFacts(recorded: HeldSlowReader): SlowReaderFacts {
  const { unread, other, large } = recorded;
  const terminalAt = terminalAtOf(other);
  const resumedAt = unread.resumedAt ?? unread.end.at;
  return {
    others: {
      completed: terminalAt !== undefined && terminalAt < resumedAt,
      detail:
        terminalAt === undefined
          ? `it never reached a terminal status (${endOf(other)})`
          : `its terminal status came only ${Math.round(terminalAt - resumedAt)} ms after the kit read the held stream on`,
    },
    unread: taskEndOf(recorded.unreadTask),
    ...(large?.task
      ? {
          large: {
            bytes: large.stream.bytes,
            whole: large.stream.end.how === 'complete' && terminalData(large.stream.lastData),
            boundBytes: large.stream.stopAfterBytes ?? Infinity,
            task: taskEndOf(large.task),
          },
        }
      : large
        ? { largeNotHeld: notHeld(large.stream) }
        : {}),
  };
}

/** A stream that was never held (it sent no first event) put nothing to the test. */
export function checkSlowReader(recorded: SlowReaderRecordings): Verdict[] {
  const { unreadTask, other } = recorded;
  if (!unreadTask || !other)
    return [
      notTested(
        'stress.slow-reader',
        `the stream could not be held unread: ${notHeld(recorded.unread)}`,
        recorded.unread,
      ),
    ];
  return slowReaderVerdicts(slowReaderFacts({ ...recorded, unreadTask, other }));
}

export function slowReaderVerdicts(facts: SlowReaderFacts): Verdict[] {
  const findings: Finding<'stress.slow-reader'>[] = [];
  if (!facts.others.completed)
    findings.push({
      clause: 'others-served',
      message: `while a client read nothing of its stream, another turn did not reach its terminal status: ${facts.others.detail}`,
      evidence: facts.others,
    });
  for (const [what, task] of [
    ['the unread turn', facts.unread],
    ['the large unread turn', facts.large?.task],
  ] as const)
    if (task && !task.terminal) findings.push({ clause: 'turn-ends', message: taskEnd(what, task), evidence: task });
  const large = facts.large;
  if (large && large.bytes > large.boundBytes)
    findings.push({
      clause: 'bounded',
      message: `a client that read nothing until its turn ended then got ${large.whole ? 'the whole stream, ' : 'more than '}${mib(large.bytes)} of it (the bound is ${mib(large.boundBytes)}): the vessel held it unsent, expected the stream dropped past a send buffer`,
      evidence: large,
    });
  if (findings.length === 0 && facts.largeNotHeld !== undefined)
    return [
      notTested(
        'stress.slow-reader',
        `another turn ran while a client read nothing; its turn ended; but the large stream could not be held unread: ${facts.largeNotHeld}`,
        facts,
      ),
    ];
  // A whole stream under the bound is not the script's answer (about 24 MiB): its turn ended early
  // (a model error, say), so whether the vessel bounds what it holds was never put to the test.
  if (findings.length === 0 && large?.whole)
    return [
      notTested(
        'stress.slow-reader',
        `another turn ran while a client read nothing; its turn ended; but the large stream came whole, ${mib(large.bytes)}, too short to judge the bound (its turn ended ${large.task.state ?? 'unseen'})`,
        facts,
      ),
    ];
  const bounded = !large
    ? 'the large stream was not run'
    : `the large stream was dropped after ${mib(large.bytes)} read on`;
  return judge(
    'stress.slow-reader',
    findings,
    `another turn ran while a client read nothing; its turn ended; ${bounded}`,
    facts,
  );
}

export function checkClientDisconnect(polls: readonly RecordedTaskPolls[]): Verdict[] {
  return clientDisconnectVerdicts(polls.map(taskEndOf));
}

export function clientDisconnectVerdicts(ends: readonly TaskEnd[]): Verdict[] {
  const findings: Finding<'stress.client-disconnect'>[] = ends
    .filter((t) => !t.terminal)
    .map((t) => ({
      clause: 'turn-ends',
      message: taskEnd('after the client hung up mid-stream, the task', t),
      evidence: t,
    }));
  return judge(
    'stress.client-disconnect',
    findings,
    `${ends.length} turns hung up mid-stream each ended terminal (${ends.map((t) => t.state).join(', ')})`,
    { ends },
  );
}

export interface DribbleFacts {
  others: OtherTurn;
  dribbler: {
    /** Bytes dribbled, and the pause between them. */
    bytes: number;
    pauseMs: number;
    status?: number;
    closed: boolean;
    /** ms from the last byte sent to the answer or the close; undefined when neither came. */
    afterLastByteMs?: number;
    limitMs: number;
  };
}

/** What the dribbling case recorded: the dribble, and the turns run while it went. */
export interface DribbleRecordings {
  dribble: RecordedDribble;
  others: readonly RecordedTurn[];
}

/**
 * The dribbler's answer, timed from its last byte; and whether every other turn reached its
 * terminal status before that last byte (or, when no answer or close followed it, before the
 * client gave up).
 */
export function dribbleFacts({ dribble: d, others }: DribbleRecordings): DribbleFacts {
  const afterLastByteMs = d.end.how !== 'gave-up' && d.lastByteAt !== undefined ? d.end.at - d.lastByteAt : undefined;
  const lastByte = afterLastByteMs !== undefined ? d.lastByteAt! : d.end.at;
  const late = others
    .map((turn, i) => ({ i, turn, at: terminalAtOf(turn) }))
    .filter(({ at }) => at === undefined || at > lastByte);
  return {
    others: {
      completed: late.length === 0,
      detail: late
        .map(({ i, turn, at }) =>
          at === undefined
            ? `turn ${i + 1} never reached a terminal status (${turn.send.end.how})`
            : `turn ${i + 1} reached its terminal status only ${Math.round(at - lastByte)} ms after the dribbler's last byte`,
        )
        .join('; '),
    },
    dribbler: {
      bytes: d.bytes,
      ...(d.status !== undefined ? { status: d.status } : {}),
      closed: d.end.how === 'closed',
      ...(afterLastByteMs !== undefined ? { afterLastByteMs } : {}),
      pauseMs: d.pauseMs,
      limitMs: d.answerLimitMs,
    },
  };
}

export function checkDribblingClient(recorded: DribbleRecordings): Verdict[] {
  return dribblingClientVerdicts(dribbleFacts(recorded));
}

export function dribblingClientVerdicts(facts: DribbleFacts): Verdict[] {
  const findings: Finding<'stress.dribbling-client'>[] = [];
  if (!facts.others.completed)
    findings.push({
      clause: 'others-served',
      message: `while a client dribbled its request a byte every ${facts.dribbler.pauseMs} ms, another turn did not reach its terminal status: ${facts.others.detail}`,
      evidence: facts.others,
    });
  const d = facts.dribbler;
  if (d.afterLastByteMs === undefined || d.afterLastByteMs > d.limitMs)
    findings.push({
      clause: 'answered',
      message: `a client that dribbled ${d.bytes} bytes got neither an answer nor a close within ${Math.round(d.limitMs)} ms of its last byte${d.afterLastByteMs !== undefined ? ` (it came after ${Math.round(d.afterLastByteMs)} ms)` : ''}`,
      evidence: d,
    });
  const answer = d.status !== undefined ? `HTTP ${d.status}` : 'closed';
  return judge(
    'stress.dribbling-client',
    findings,
    `another turn ran while a client dribbled; the dribbler was ${answer} ${Math.round(d.afterLastByteMs ?? 0)} ms after its last byte`,
    facts,
  );
}

/** One turn of the load, as the kit drove it and what it saw. */
export interface LoadTurn {
  index: number;
  /** What the kit did: read the stream to its end, cancel mid-turn, or hang up mid-stream. */
  action: 'read' | 'cancel' | 'hang-up';
  end: TaskEnd;
  /** The stream was read to its close after its terminal status. */
  streamWhole: boolean;
  /** Rules the turn's stream failed (its checks, timing rules aside), with the first message of each. */
  failed: { rule: string; message: string }[];
  /** ms from sending to the first event and to the terminal status (undefined when none came). */
  firstEventMs?: number;
  terminalMs?: number;
}

/** The p-th percentile (nearest rank) of values, or undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

/** p50, p90, p99 and the maximum, rounded to ms. */
export function latencies(values: readonly number[]): Record<'p50' | 'p90' | 'p99' | 'max', number | null> {
  const at = (p: number) => {
    const v = percentile(values, p);
    return v === undefined ? null : Math.round(v);
  };
  return { p50: at(50), p90: at(90), p99: at(99), max: at(100) };
}

/** One turn of the load as the kit drove it: what it did, the turn as recorded, and its task polled to its end. */
export interface LoadRecording {
  index: number;
  action: LoadTurn['action'];
  turn: RecordedTurn;
  task: RecordedTaskPolls;
}

/**
 * A cancel that came as the turn was finishing: answered -32002 (the task had ended), or with the
 * task ended otherwise than cancelled. The turn ran to its end, and is judged as one that did:
 * under load the kit sees the events it cancels after later than they were sent.
 */
export function lostRace(turn: RecordedTurn): boolean {
  const answer = turn.cancel?.body?.json as
    { error?: { code?: unknown }; result?: { status?: { state?: unknown } } } | undefined;
  return (
    answer?.error?.code === -32002 ||
    (answer?.result !== undefined && answer.result.status?.state !== 'TASK_STATE_CANCELED')
  );
}

/**
 * Of every turn's verdicts, per rule: every failure, or its first pass when none failed, or its
 * first verdict when none passed (timing rules left out): a turn hung up on says not tested where
 * one read whole passed.
 */
export function keptVerdicts(verdicts: readonly Verdict[]): Verdict[] {
  const byRule = new Map<string, Verdict[]>();
  for (const v of verdicts) {
    if (TIMING_RULES.has(v.rule)) continue;
    byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  }
  return [...byRule.values()].flatMap((vs) => {
    const failed = vs.filter((v) => v.status === 'fail' || v.status === 'error');
    return failed.length > 0 ? failed : [vs.find((v) => v.status === 'pass') ?? vs[0]!];
  });
}

/** One load turn judged: its stream's checks (a cancel that lost its race judged as a turn read to its end), and what the kit measured of it. */
export function loadTurnOf(recorded: LoadRecording): { verdicts: Verdict[]; measured: LoadTurn } {
  const { index, action, turn } = recorded;
  const verdicts = checkTurn(turn, action === 'cancel' && !lostRace(turn) ? { cancelled: true } : {});
  const failed = keptVerdicts(verdicts)
    .filter((v) => v.status === 'fail' || v.status === 'error')
    .map((v) => ({ rule: v.rule, message: v.message }));
  const firstAt = turn.send.sse?.[0]?.receivedAt;
  const terminalAt = terminalAtOf(turn);
  const measured: LoadTurn = {
    index,
    action,
    end: taskEndOf(recorded.task),
    streamWhole: action !== 'hang-up' && turn.send.end.how === 'complete' && terminalAt !== undefined,
    failed,
    ...(firstAt !== undefined ? { firstEventMs: firstAt - turn.send.sentAt } : {}),
    ...(terminalAt !== undefined ? { terminalMs: terminalAt - turn.send.sentAt } : {}),
  };
  return { verdicts, measured };
}

/** The load's verdict, then its turns' stream verdicts as kept (every failure of a rule, or its first pass). */
export function checkLoad(recorded: readonly LoadRecording[]): Verdict[] {
  const judged = recorded.map(loadTurnOf);
  return [...loadVerdicts(judged.map((j) => j.measured)), ...keptVerdicts(judged.flatMap((j) => j.verdicts))];
}

export function loadVerdicts(turns: readonly LoadTurn[]): Verdict[] {
  const findings: Finding<'stress.load'>[] = [];
  for (const t of turns) {
    if (!t.end.terminal)
      findings.push({ clause: 'terminal', message: taskEnd(`turn ${t.index} (${t.action})`, t.end), evidence: t });
    if (t.streamWhole && t.failed.length > 0)
      findings.push({
        clause: 'streams-valid',
        message: `turn ${t.index} (${t.action}), read to its end, failed ${t.failed.map((f) => f.rule).join(', ')}: ${t.failed[0]!.message}`,
        evidence: t,
      });
  }
  const count = (action: LoadTurn['action']) => turns.filter((t) => t.action === action).length;
  const evidence = {
    turns: turns.length,
    read: count('read'),
    cancelled: count('cancel'),
    hung_up: count('hang-up'),
    first_event_ms: latencies(turns.flatMap((t) => (t.firstEventMs === undefined ? [] : [t.firstEventMs]))),
    terminal_ms: latencies(turns.flatMap((t) => (t.terminalMs === undefined ? [] : [t.terminalMs]))),
  };
  const [first, terminal] = [evidence.first_event_ms, evidence.terminal_ms];
  return judge(
    'stress.load',
    findings,
    `${turns.length} concurrent turns (${evidence.read} read, ${evidence.cancelled} cancelled, ${evidence.hung_up} hung up) each ended terminal, every whole stream valid; first event p50 ${first.p50} ms p99 ${first.p99} ms, terminal p50 ${terminal.p50} ms p99 ${terminal.p99} ms`,
    evidence,
  ).map((v) => (v.status === 'fail' ? { ...v, evidence: { ...(v.evidence as object), latency: evidence } } : v));
}
