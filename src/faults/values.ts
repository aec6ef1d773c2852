// Faults of the value rules (src/rules/values.ts): tool events that name calls the model never
// made or leave a run call out, a tool result the model sees that is not the tool's error or
// output, and a summary naming another model. Each bends one value and leaves its type alone.
import type { ToolFinished, VesselEvent } from '../a2a/vessel-events.ts';
import type { TurnSink } from '../vessel/seams.ts';
import type { TurnBend } from './bend.ts';
import { withModelRequest } from './bends/engine.ts';
import { events, outputs, stream, turn } from './bends/turn.ts';
import { fault, type FaultsOf } from './fault.ts';

const isToolEvent = (e: VesselEvent): e is Extract<VesselEvent, { type: 'tool.started' | 'tool.finished' }> =>
  e.type === 'tool.started' || e.type === 'tool.finished';

/**
 * The tool results of this turn the model is sent, changed for the calls whose tool.finished
 * `picks`: the vessel's own tool.finished events are watched on their way out, so the model
 * request of the next step is bent for exactly those calls.
 */
function resultsToModel(picks: (finished: ToolFinished) => boolean, change: (content: string) => string): TurnBend {
  return (inner) => (agent, input, sink, options) => {
    const picked = new Set<string>();
    const watching: TurnSink = (output) => {
      if (output.kind === 'event' && output.event.type === 'tool.finished' && picks(output.event))
        picked.add(output.event.call_id);
      sink(output);
    };
    const bent = withModelRequest((body) => ({
      ...body,
      messages: body.messages.map((m) =>
        m.role === 'tool' && picked.has(String(m.tool_call_id)) && typeof m.content === 'string'
          ? { ...m, content: change(m.content) }
          : m,
      ),
    }));
    return bent(inner)(agent, input, watching, options);
  };
}

const failedTool = (e: ToolFinished): boolean => typeof e.error === 'string' && e.error !== '';

export const faults = [
  fault(
    'values.tool-call-ids#model-call',
    'tool-events-own-call-ids',
    "names each tool call in tool.started and tool.finished by an id of its own (v- and the model's id), in the stream",
    events((e) => (isToolEvent(e) ? { ...e, call_id: `v-${e.call_id}` } : e)),
    { alsoBreaks: ['early-end.not-run', 'content.tool-events-equal-transcript'] },
  ),
  fault(
    'values.tool-call-ids#each-call',
    'first-tool-run-silently',
    "runs the turn's first tool call without its tool.started and tool.finished events in the stream",
    stream(() => {
      let first: string | undefined;
      return (output, sink) => {
        if (output.kind === 'event' && isToolEvent(output.event)) {
          first ??= output.event.call_id;
          if (output.event.call_id === first) return;
        }
        sink(output);
      };
    }),
    { alsoBreaks: ['early-end.not-run'] },
  ),
  fault(
    'values.tool-error-to-model#whole',
    'tool-error-hidden-from-model',
    "sends the model 'the tool failed' as a failed tool's result, not its error text",
    turn(resultsToModel(failedTool, () => 'the tool failed')),
  ),
  fault(
    'values.tool-failed-error#whole',
    'tool-failure-reported-as-success',
    "reports a failed tool's tool.finished with error null, its output still the error text",
    events((e) => (e.type === 'tool.finished' && failedTool(e) ? { ...e, error: null } : e)),
  ),
  fault(
    'values.tool-output-to-model#whole',
    'tool-output-wrapped-for-model',
    "sends the model a tool's output wrapped as 'result: <output>', not the output itself",
    turn(
      resultsToModel(
        (e) => !failedTool(e),
        (content) => `result: ${content}`,
      ),
    ),
  ),
  fault(
    'values.summary-model#whole',
    'summary-model-renamed',
    "names another model than the one it called in the transcript's closing summary",
    outputs({ transcriptTurn: (t) => ({ ...t, model: `${t.model}-renamed` }) }),
  ),
] satisfies FaultsOf<'values'>;
