// Merge windows (CONTRACT.md D6; events.txt text.delta row): deltas against what the mock model
// streamed, frame by frame, with its send times. Bounds (c) are counted, so network jitter cannot
// fake a failure; pacing (d) is judged on receive times with a stated tolerance (SHOULD);
// lateness (e) is only reported.
import type { RecordedTurn } from '../a2a/recording.ts';
import { MERGE_MAX_CHARS, MERGE_WINDOW_MS } from '../a2a/vessel-events.ts';
import {
  DELTA_KINDS,
  deltaEventType,
  modelStreams,
  streamedOf,
  type DeltaKind,
  type ModelStream,
} from './model-stream.ts';
import { settledStreams } from './turn-facts.ts';
import type { TurnExpectations, Verdict } from './types.ts';
import { brief, codePoints, judge, notTested, pass, type Finding } from './verdict.ts';
import type { EventItem } from '../a2a/stream-events.ts';
import { label, stepsOf, viewOf } from './view.ts';

/** Pacing tolerance: receive times carry the kit's and the network's jitter. */
export const PACING_TOLERANCE_MS = 20;

interface KindOfStep {
  step: number;
  kind: DeltaKind;
  stream?: ModelStream;
  deltas: EventItem[];
  streamed: string;
  joined: string;
}

const contentOf = (e: EventItem): string => (typeof e.data.content === 'string' ? e.data.content : '');

/** Every (step, kind) with model output or deltas, paired by step number (model call n is step n). */
function kindsOfSteps(turn: RecordedTurn): KindOfStep[] {
  const streams = modelStreams(turn);
  const steps = stepsOf(viewOf(turn));
  const numbers = new Set([...steps.keys(), ...streams.map((s) => s.step)]);
  const out: KindOfStep[] = [];
  for (const step of [...numbers].sort((a, b) => a - b)) {
    const stream = streams[step - 1];
    for (const kind of DELTA_KINDS) {
      const deltas = steps.get(step)?.[kind] ?? [];
      const streamed = stream ? streamedOf(stream, kind) : '';
      if (deltas.length === 0 && streamed === '') continue;
      out.push({ step, kind, stream, deltas, streamed, joined: deltas.map(contentOf).join('') });
    }
  }
  return out;
}

/** Half of a surrogate pair standing alone (matched on UTF-16 units: no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);
const loneSurrogateAt = (text: string): number => LONE_SURROGATE.exec(text)?.index ?? -1;

function firstDifference(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let i = 0;
  // Past the end of y, y[i] is undefined and never equals a code point of x.
  while (i < x.length && x[i] === y[i]) i++;
  return i;
}

export function checkMergeContent(turn: RecordedTurn): Verdict[] {
  const rule = 'merge.content-exact';
  const kinds = kindsOfSteps(turn);
  if (kinds.length === 0) return [notTested(rule, 'the model streamed no text or reasoning in this turn')];
  const settled = new Set(settledStreams(turn));
  const findings: Finding<typeof rule>[] = [];
  for (const k of kinds) {
    const where = `step ${k.step} ${k.kind}`;
    const evidence = {
      step: k.step,
      kind: k.kind,
      streamed: k.streamed,
      deltas: k.deltas.map((d) => ({ index: d.item.index, content: d.data.content })),
    };
    if (!k.stream) {
      findings.push({
        clause: k.kind,
        message: `${where}: ${k.deltas.length} ${deltaEventType(k.kind)} events, but the model was called only ${modelStreams(turn).length} times`,
        evidence,
      });
      continue;
    }
    // D6 counts code points: a delta the vessel cut inside one holds half a character, even when
    // the halves join again. Only where the model's own text was whole is the cut the vessel's.
    if (!hasLoneSurrogate(k.streamed)) {
      const split = k.deltas.find((d) => hasLoneSurrogate(contentOf(d)));
      if (split)
        findings.push({
          clause: 'whole-characters',
          message: `${where}: ${label(split)} begins or ends inside a character (half of a surrogate pair, at UTF-16 unit ${loneSurrogateAt(contentOf(split))}), though the model streamed whole code points`,
          evidence,
        });
    }
    // A call cut short (cancel, error, deadline) may leave its last windows unsent: a prefix is whole enough.
    const ok = settled.has(k.stream) ? k.joined === k.streamed : k.streamed.startsWith(k.joined);
    if (!ok) {
      const at = firstDifference(k.joined, k.streamed);
      const deltasAt = Array.from(k.joined)
        .slice(at, at + 20)
        .join('');
      const modelAt = Array.from(k.streamed)
        .slice(at, at + 20)
        .join('');
      findings.push({
        clause: k.kind,
        message: `${where}: the deltas differ from what the model streamed at code point ${at}: deltas ${brief(deltasAt)}, model ${brief(modelAt)}`,
        evidence,
      });
    }
  }
  return judge(
    rule,
    findings,
    `${kinds.length} step/kind streams: deltas equal the model's output character for character`,
  );
}

export function checkMergeMaxChars(turn: RecordedTurn): Verdict[] {
  const rule = 'merge.max-chars';
  const deltas = viewOf(turn).events.filter((e) => e.type === 'text.delta' || e.type === 'reasoning.delta');
  if (deltas.length === 0) return [notTested(rule, 'the turn streamed no delta')];
  const findings: Finding<typeof rule>[] = deltas
    .filter((d) => codePoints(contentOf(d)) > MERGE_MAX_CHARS)
    .map((d) => ({
      clause: 'whole',
      message: `${label(d)} holds ${codePoints(contentOf(d))} characters, more than ${MERGE_MAX_CHARS}`,
      evidence: { index: d.item.index, chars: codePoints(contentOf(d)) },
    }));
  const largest = Math.max(...deltas.map((d) => codePoints(contentOf(d))));
  return judge(rule, findings, `${deltas.length} deltas, the largest ${largest} characters`);
}

export function checkMergingHappens(turn: RecordedTurn): Verdict[] {
  const rule = 'merge.merging-happens';
  const kinds = kindsOfSteps(turn).filter((k) => k.stream && k.streamed !== '');
  if (kinds.length === 0) return [notTested(rule, 'the model streamed no text or reasoning in this turn')];
  const findings: Finding<typeof rule>[] = [];
  const measured: unknown[] = [];
  for (const k of kinds) {
    const pieces = (k.stream as ModelStream).pieces.filter((p) => p.kind === k.kind);
    // The kind streamed text (kinds above), so it has pieces.
    const span = pieces.at(-1)!.sentAt - pieces[0]!.sentAt;
    const chars = codePoints(k.streamed);
    const bound = Math.ceil(span / MERGE_WINDOW_MS) + Math.ceil(chars / MERGE_MAX_CHARS) + 1;
    const entry = {
      step: k.step,
      kind: k.kind,
      pieces: pieces.length,
      spanMs: Math.round(span),
      chars,
      bound,
      events: k.deltas.length,
    };
    measured.push(entry);
    if (k.deltas.length > bound) {
      findings.push({
        clause: 'whole',
        message: `step ${k.step} ${k.kind}: ${k.deltas.length} ${deltaEventType(k.kind)} events for ${pieces.length} pieces over ${Math.round(span)} ms (${chars} characters); at most ${bound} are allowed`,
        evidence: entry,
      });
    }
  }
  return judge(rule, findings, 'every step/kind stays within ceil(T/50) + ceil(chars/512) + 1 events', { measured });
}

/**
 * For each delta of a step/kind, when the model sent the piece holding its first character: the
 * moment its window opened (a piece enters a buffer whole unless the buffer filled at 512).
 */
function windowOpenings(k: KindOfStep): (number | undefined)[] {
  const pieces = (k.stream?.pieces ?? []).filter((p) => p.kind === k.kind);
  const starts: { from: number; sentAt: number }[] = [];
  let offset = 0;
  for (const p of pieces) {
    starts.push({ from: offset, sentAt: p.sentAt });
    offset += codePoints(p.text);
  }
  let at = 0;
  return k.deltas.map((d) => {
    const holder = starts.filter((s) => s.from <= at).at(-1);
    at += codePoints(contentOf(d));
    return holder?.sentAt;
  });
}

export function checkPacing(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'merge.pacing';
  const tolerance = expectations?.pacingToleranceMs ?? PACING_TOLERANCE_MS;
  const minimum = MERGE_WINDOW_MS - tolerance;
  const findings: Finding<typeof rule>[] = [];
  let pairs = 0;
  let slack = Infinity;
  for (const k of kindsOfSteps(turn)) {
    const openings = windowOpenings(k);
    // The last event of a kind in a step may be the end-of-message flush: exempt, like a full first.
    for (let i = 0; i < k.deltas.length - 2; i++) {
      const a = k.deltas[i] as EventItem;
      const b = k.deltas[i + 1] as EventItem;
      if (codePoints(contentOf(a)) >= MERGE_MAX_CHARS) continue;
      pairs++;
      const gap = b.item.receivedAt - a.item.receivedAt;
      slack = Math.min(slack, gap - MERGE_WINDOW_MS);
      // A late first event shortens the gap without any fault of the vessel's: the second event
      // only breaks the window when it also arrived less than 50 ms after its own window opened.
      const opened = openings[i + 1];
      const age = opened === undefined ? undefined : b.item.receivedAt - opened;
      if (gap < minimum && (age === undefined || age < minimum)) {
        findings.push({
          clause: 'whole',
          message: `${label(b)} arrived ${gap.toFixed(1)} ms after ${label(a)}${age === undefined ? '' : ` and ${age.toFixed(1)} ms after the model sent its first piece`}; windows are 50 ms (tolerance ${tolerance} ms)`,
          evidence: { step: k.step, kind: k.kind, gapMs: gap, windowAgeMs: age, from: a.item.index, to: b.item.index },
        });
      }
    }
  }
  if (pairs === 0) return [notTested(rule, 'no step had two deltas of one kind before its final flush')];
  return judge(rule, findings, `${pairs} consecutive deltas at least ${minimum} ms apart (tolerance ${tolerance} ms)`, {
    pairs,
    minSlackMs: slack,
    toleranceMs: tolerance,
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export function checkLateness(turn: RecordedTurn): Verdict[] {
  const rule = 'merge.lateness';
  const samples: number[] = [];
  for (const k of kindsOfSteps(turn)) {
    if (!k.stream || !k.streamed.startsWith(k.joined)) continue;
    // Each piece is held by the delta that holds its last character.
    const ends: { end: number; at: number }[] = [];
    let offset = 0;
    for (const d of k.deltas) ends.push({ end: (offset += codePoints(contentOf(d))), at: d.item.receivedAt });
    let covered = 0;
    for (const piece of k.stream.pieces.filter((p) => p.kind === k.kind)) {
      covered += codePoints(piece.text);
      const holder = ends.find((e) => e.end >= covered);
      if (holder) samples.push(holder.at - piece.sentAt);
    }
  }
  if (samples.length === 0) return [notTested(rule, 'no streamed piece reached a delta')];
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const distribution = {
    pieces: sorted.length,
    minMs: round(sorted[0] as number),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    maxMs: round(sorted.at(-1) as number),
  };
  return [
    pass(
      rule,
      `lateness over ${sorted.length} pieces: p50 ${distribution.p50Ms} ms, p90 ${distribution.p90Ms} ms, max ${distribution.maxMs} ms`,
      distribution,
    ),
  ];
}
