// Faults of the merge-window rules (src/rules/merge.ts): deltas that lose content, outgrow 512
// characters, go unmerged, or merge in windows shorter than 50 ms.
import { firstDeltaChanged } from './bends/stream.ts';
import type { StreamFilter } from './bends/engine.ts';
import { policy, stream } from './bends/turn.ts';
import type { TurnOutput } from '../vessel/seams.ts';
import { fault, type FaultsOf } from './fault.ts';

const lastCharacterLost = (content: string) => Array.from(content).slice(0, -1).join('');

const ENDS_ASTRAL = /[\ud800-\udbff][\udc00-\udfff]$/;

/**
 * Cuts each text delta that ends in an astral character between the character's two UTF-16 halves,
 * the low half opening the next delta (or a delta of its own before the next other event): the
 * deltas still join to the model's text, each of the two holds half a character.
 */
const surrogatePairsSplit: StreamFilter = () => {
  let held: { output: TurnOutput & { kind: 'event' }; half: string } | undefined;
  const withContent = (output: TurnOutput & { kind: 'event' }, content: string): TurnOutput => ({
    ...output,
    event: { ...output.event, content } as typeof output.event,
  });
  return (output, sink) => {
    if (output.kind === 'event' && output.event.type === 'text.delta') {
      let content = (held?.half ?? '') + output.event.content;
      held = undefined;
      if (ENDS_ASTRAL.test(content)) {
        held = { output, half: content.slice(-1) };
        content = content.slice(0, -1);
      }
      sink(withContent(output, content));
      return;
    }
    if (held) sink(withContent(held.output, held.half));
    held = undefined;
    sink(output);
  };
};

export const faults = [
  fault(
    'merge.content-exact#text',
    'lost-character',
    'drops the last character of the first text delta',
    stream(firstDeltaChanged('text.delta', lastCharacterLost)),
    { alsoBreaks: ['content.deltas-equal-transcript', 'merge.pacing'] },
  ),
  fault(
    'merge.content-exact#reasoning',
    'lost-reasoning-character',
    'drops the last character of the first reasoning delta',
    stream(firstDeltaChanged('reasoning.delta', lastCharacterLost)),
    { alsoBreaks: ['content.deltas-equal-transcript'] },
  ),
  fault(
    'merge.content-exact#whole-characters',
    'surrogate-pairs-split',
    "cuts a text delta that ends in an astral character between its two UTF-16 halves, the second half opening the next delta (the deltas still join to the model's text)",
    stream(surrogatePairsSplit),
  ),
  fault(
    'merge.max-chars#whole',
    'oversized-deltas',
    'buffers a whole model message into one delta, however long',
    policy({ mergeWindowMs: Infinity, mergeMaxChars: Infinity }),
    { alsoBreaks: ['status.expected'] },
  ),
  fault(
    'merge.merging-happens#whole',
    'delta-per-piece',
    'sends one delta per model piece, without merge windows',
    policy({ mergeWindowMs: 0 }),
    { alsoBreaks: ['merge.pacing'] },
  ),
  fault(
    'merge.pacing#whole',
    'short-merge-window',
    // 10 ms, not just under the 30 ms the pacing rule allows: on a loaded machine late timers
    // stretched 25 ms windows past 30 ms, and the fault went unseen.
    'merges deltas in 10 ms windows instead of 50 ms',
    policy({ mergeWindowMs: 10 }),
    { alsoBreaks: ['merge.merging-happens'] },
  ),
] satisfies FaultsOf<'merge'>;
