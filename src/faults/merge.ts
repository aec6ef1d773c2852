// Faults of the merge-window rules (src/rules/merge.ts): deltas that lose content, outgrow 512
// characters, go unmerged, or merge in windows shorter than 50 ms.
import { firstDeltaChanged } from './bends/stream.ts';
import { policy, stream } from './bends/turn.ts';
import { fault, type FaultsOf } from './fault.ts';

const lastCharacterLost = (content: string) => Array.from(content).slice(0, -1).join('');

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
