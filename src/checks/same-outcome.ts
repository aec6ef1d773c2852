// Same input, same outcome (CONTRACT.md D1: the application sends the whole history with every
// turn, and the vessel keeps no conversation state it depends on): the same script and history
// played twice give the same sequence of event types (deltas merged per step and kind), the same
// content per step and kind, and the same transcript. How deltas split into events depends on
// timing and is not compared; the script directive in the user's words differs by design.
import { isDeepStrictEqual } from 'node:util';
import type { RecordedTurn } from '../a2a/recording.ts';
import { turnMessages, type Msg } from './turn-facts.ts';
import type { Verdict } from './types.ts';
import { failOn, notTested, pass } from './verdict.ts';
import { viewOf } from './view.ts';

const DIRECTIVE_LINE = /\n?vessel-kit:script=\S+/g;

/** The event types in order, consecutive deltas of one kind and step as one; and what each step streamed of each kind. */
function outline(turn: RecordedTurn): { types: string[]; content: Record<string, string> } {
  const types: string[] = [];
  const content: Record<string, string> = {};
  for (const event of viewOf(turn).events) {
    const type = String(event.type);
    const data = event.data as { step?: unknown; content?: unknown };
    const delta = type === 'text.delta' || type === 'reasoning.delta';
    const label = delta ? `${type}@${String(data.step)}` : type;
    if (!(delta && types.at(-1) === label)) types.push(label);
    if (delta && typeof data.content === 'string') content[label] = (content[label] ?? '') + data.content;
  }
  return { types, content };
}

/** The transcript without the directive line the kit adds to the user's words. */
function comparable(messages: Msg[]): unknown[] {
  return JSON.parse(
    JSON.stringify(messages, (key, value) => (typeof value === 'string' ? value.replace(DIRECTIVE_LINE, '') : value)),
  );
}

export function checkSameOutcome(first: RecordedTurn, second: RecordedTurn): Verdict[] {
  const rule = 'turn.same-outcome';
  if (!viewOf(first).turnFinished || !viewOf(second).turnFinished)
    return [notTested(rule, 'one of the two turns has no turn.finished')];
  const [a, b] = [outline(first), outline(second)];
  if (!isDeepStrictEqual(a.types, b.types))
    return failOn(rule, 'events', `the same input gave other events: ${a.types.join(' ')} then ${b.types.join(' ')}`, {
      first: a.types,
      second: b.types,
    });
  const differs = Object.keys({ ...a.content, ...b.content }).find((k) => a.content[k] !== b.content[k]);
  if (differs)
    return failOn(
      rule,
      'content',
      `the same input streamed other ${differs}: ${JSON.stringify(a.content[differs])} then ${JSON.stringify(b.content[differs])}`,
    );
  const [ta, tb] = [comparable(turnMessages(first)), comparable(turnMessages(second))];
  if (!isDeepStrictEqual(ta, tb))
    return failOn(rule, 'transcript', 'the same input gave another transcript', { first: ta, second: tb });
  return [
    pass(
      rule,
      `the same events (${a.types.length} after merging deltas), content and transcript (${ta.length} messages) twice`,
    ),
  ];
}
