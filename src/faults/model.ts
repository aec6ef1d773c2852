// Faults of the rules on what reaches the model (src/rules/model.ts): the briefing out of place,
// a history message sent as system, reasoning or images sent where they must not be, tool results
// in the wrong role or under another call id, tools on the last step, usage ignored, URLs fetched.
import { beforeCall, fetchImageUrls } from './bends/server.ts';
import { agent, modelChunks, modelRequest, policy } from './bends/turn.ts';
import { fault, type FaultsOf } from './fault.ts';

export const faults = [
  fault(
    'model.briefing-first#whole',
    'briefing-last',
    'sends the briefing to the model after the history and the turn, not first',
    modelRequest((body) => ({ ...body, messages: [...body.messages.slice(1), ...body.messages.slice(0, 1)] })),
  ),
  fault(
    'model.no-history-system#whole',
    'system-history-forwarded',
    'sends the first history message to the model as a system message',
    modelRequest((body, input) =>
      input.history.length === 0
        ? body
        : { ...body, messages: body.messages.map((m, i) => (i === 1 ? { ...m, role: 'system' } : m)) },
    ),
  ),
  fault(
    'model.reasoning-sent-only-when-enabled#whole',
    'reasoning-sent-back',
    'sends reasoning_content to the model even when send_reasoning is false',
    agent((a) => ({ ...a, send_reasoning: true })),
  ),
  fault(
    'model.reasoning-sent-only-when-enabled#whole',
    'reasoning-dropped-after-first-call',
    "sends earlier turns' reasoning_content on a turn's first model call only, not on the calls after a tool step",
    modelRequest((body, _input, call) =>
      call === 0 ? body : { ...body, messages: body.messages.map(({ reasoning_content: _dropped, ...m }) => m) },
    ),
  ),
  fault(
    'model.images-only-when-accepted#whole',
    'images-dropped-after-first-call',
    "sends the history's images on a turn's first model call only, not on the calls after a tool step",
    modelRequest((body, _input, call) =>
      call === 0
        ? body
        : {
            ...body,
            messages: body.messages.map((m) =>
              Array.isArray(m.content)
                ? { ...m, content: m.content.filter((p) => (p as { type?: unknown }).type !== 'image_url') }
                : m,
            ),
          },
    ),
  ),
  fault(
    'model.images-only-when-accepted#whole',
    'image-sent-to-text-model',
    'sends image parts to a model that does not accept images',
    {
      ...agent((a) => ({ ...a, model: { ...a.model, accepts_images: true } })),
      validate: (inner) => (value) => inner(value, { acceptsImages: true }),
    },
  ),
  fault(
    'model.tool-results-as-tool-role#role',
    'tool-result-as-user',
    'sends tool results to the model as user messages',
    modelRequest((body) => ({
      ...body,
      messages: body.messages.map((m) => (m.role === 'tool' ? { role: 'user', content: m.content } : m)),
    })),
  ),
  fault(
    'model.tool-results-as-tool-role#call-id',
    'tool-result-other-call-id',
    'sends tool results to the model under another tool_call_id',
    modelRequest((body) => ({
      ...body,
      messages: body.messages.map((m) =>
        m.role === 'tool' ? { ...m, tool_call_id: `x-${String(m.tool_call_id)}` } : m,
      ),
    })),
  ),
  fault(
    'model.no-tools-on-last-step#whole',
    'tools-on-last-step',
    'offers tools on the call that reaches max_steps',
    policy({ lastStepOffersTools: true }),
  ),
  fault(
    'model.usage-reported#whole',
    'usage-ignored',
    'reports zero tokens in step.finished whatever usage the model returned',
    modelChunks(({ usage: _usage, ...chunk }) => chunk),
  ),
  fault(
    'model.no-url-fetch#whole',
    'fetches-image-urls',
    'GETs each http(s) image URL it is given (2 s at most) before judging the history',
    beforeCall(async (call, view) => {
      await fetchImageUrls(view.params);
      return call;
    }),
  ),
] satisfies FaultsOf<'model'>;
