// Faults of the ending-early rules (src/rules/early-end.ts): the closing message left out or sent
// when the turn did not end early, tool calls that never ran left unanswered or reported as run,
// and a stopped tool reported otherwise than [stopped].
import { earlyEndMessage, NOT_RUN_RESULT, STOPPED_OUTPUT } from '../a2a/vessel-events.ts';
import { chunkData, chunks, extraChunk, isTranscript } from './bends/stream.ts';
import { eventsOf, outputs, stream, transcriptMessages } from './bends/turn.ts';
import { fault, type FaultsOf } from './fault.ts';

const isEarlyEndMessage = (content: unknown): boolean =>
  typeof content === 'string' && /^\[this turn ended early: [a-z_]+\]$/.test(content);

export const faults = [
  fault(
    ['early-end.closing-message#closes', 'content.message-order#ends-with-closing'],
    'no-early-end-message',
    'ends early without the closing assistant message',
    outputs({ transcript: (ms) => ms.filter((m) => !(m.role === 'assistant' && isEarlyEndMessage(m.content))) }),
    { alsoBreaks: ['artifact.answer-equals-final'] },
  ),
  fault(
    'early-end.closing-message#only-when-early',
    'closing-message-on-answer',
    'closes the transcript of a turn the model answered with [this turn ended early: ok]',
    stream(
      chunks((chunk) =>
        chunk.lastChunk && chunkData(chunk).turn?.status === 'ok'
          ? [extraChunk(chunk, [{ role: 'assistant', content: earlyEndMessage('ok') }]), chunk]
          : chunk,
      ),
    ),
    { alsoBreaks: ['content.message-order'] },
  ),
  fault(
    'early-end.not-run#result',
    'no-not-run-result',
    'leaves tool calls that never ran unanswered',
    outputs({ transcript: (ms) => ms.filter((m) => !(m.role === 'tool' && m.content === NOT_RUN_RESULT)) }),
    { alsoBreaks: ['content.replay-valid'] },
  ),
  fault(
    'early-end.not-run#step-limit-calls',
    'step-limit-calls-run',
    'reports tool events for the calls it answers [not run: the turn ended first] (as if it had run them)',
    stream(() => (output, sink) => {
      if (isTranscript(output))
        for (const m of chunkData(output).messages)
          if (m.role === 'tool' && m.content === NOT_RUN_RESULT) {
            const base = { call_id: m.tool_call_id, name: 'list' };
            sink({
              kind: 'event',
              state: 'TASK_STATE_WORKING',
              event: { type: 'tool.started', ...base, arguments: {} },
            });
            sink({
              kind: 'event',
              state: 'TASK_STATE_WORKING',
              event: { type: 'tool.finished', ...base, output: 'ok', error: null, truncated: false, elapsed_ms: 1 },
            });
          }
      sink(output);
    }),
  ),
  fault(
    'early-end.stopped#output',
    'stopped-output-other',
    "a tool stopped as the turn ended reports tool.finished with output 'stopped', not [stopped]",
    eventsOf('tool.finished', (e) => (e.output === STOPPED_OUTPUT ? { ...e, output: 'stopped' } : e)),
  ),
  fault(
    'early-end.stopped#transcript',
    'stopped-result-other',
    "a stopped tool's transcript result is 'stopped', not [stopped]",
    transcriptMessages((m) => (m.role === 'tool' && m.content === STOPPED_OUTPUT ? { ...m, content: 'stopped' } : m)),
  ),
  fault(
    'early-end.stopped#only-when-early',
    'every-tool-stopped',
    'reports every tool.finished with output [stopped], in turns that ended ok too',
    eventsOf('tool.finished', (e) => ({ ...e, output: STOPPED_OUTPUT })),
  ),
] satisfies FaultsOf<'early-end'>;
