// Properties of the engine over random steps: what a client reassembles from the frames is
// exactly the step, and every fault keeps the frames it promises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fault as faultArb, plainStep } from '../../mock-model/arbitraries.ts';
import { respond } from '../../mock-model/engine.ts';
import type { Script, ScriptStep } from '../../mock-model/script-schema.ts';
import { validateScript } from '../../mock-model/script-validate.ts';
import { scriptDirective } from '../../mock-model/select.ts';

const playOnce = (step: ScriptStep, extra: Record<string, unknown> = {}) => {
  const script: Script = { id: 'p', steps: [step] };
  const body = JSON.stringify({ stream: true, messages: [{ role: 'user', content: scriptDirective('p') }], ...extra });
  return respond(
    { body, createdSeconds: 1 },
    { script: () => script, dialect: 'reasoning_content', strictExpectations: false },
  ).answer;
};

interface Reassembled {
  content: string;
  reasoning: string;
  calls: { id: string; name: string; arguments: string }[];
  finish: string | null;
}

/** What an OpenAI client does with the frames: append pieces, merge tool calls by index. */
function reassemble(frames: { data: string }[]): Reassembled {
  const out: Reassembled = { content: '', reasoning: '', calls: [], finish: null };
  for (const { data } of frames) {
    if (data === '[DONE]') continue;
    const chunk = JSON.parse(data) as { choices: { delta: Record<string, unknown>; finish_reason: string | null }[] };
    for (const choice of chunk.choices) {
      const d = choice.delta as {
        content?: string;
        reasoning_content?: string;
        tool_calls?: { index: number; id?: string; function: { name?: string; arguments?: string } }[];
      };
      out.content += d.content ?? '';
      out.reasoning += d.reasoning_content ?? '';
      for (const call of d.tool_calls ?? []) {
        const slot = (out.calls[call.index] ??= { id: '', name: '', arguments: '' });
        if (call.id !== undefined) slot.id = call.id;
        if (call.function.name !== undefined) slot.name = call.function.name;
        slot.arguments += call.function.arguments ?? '';
      }
      if (choice.finish_reason) out.finish = choice.finish_reason;
    }
  }
  return out;
}

describe('engine properties', () => {
  it('the generated steps are valid scripts', () => {
    fc.assert(fc.property(plainStep, (step) => validateScript({ id: 'p', steps: [step] }).ok));
  });

  it('a client reassembles exactly the step: text, reasoning, tool calls in order, finish_reason', () => {
    fc.assert(
      fc.property(plainStep, fc.boolean(), (step, includeUsage) => {
        const answer = playOnce(step, includeUsage ? { stream_options: { include_usage: true } } : {});
        const got = reassemble(answer.frames);
        expect(got.content).toBe(step.text ?? '');
        expect(got.reasoning).toBe(step.reasoning ?? '');
        expect(got.calls).toEqual(
          (step.tool_calls ?? []).map((c, i) => ({
            id: `call_0_${i}`,
            name: c.name,
            arguments: c.arguments_raw ?? JSON.stringify(c.arguments ?? {}),
          })),
        );
        expect(got.finish).toBe((step.tool_calls ?? []).length > 0 ? 'tool_calls' : 'stop');
        expect(answer.frames.at(-1)?.data).toBe('[DONE]');
        // No piece is longer than chunk_chars code points.
        const size = step.timing?.chunk_chars ?? 4;
        for (const { data } of answer.frames.slice(1, -1)) {
          const delta = (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta;
          if (delta?.content) expect(Array.from(delta.content).length).toBeLessThanOrEqual(size);
        }
      }),
    );
  });

  it('a fault keeps exactly the frames it promises of the unfaulted stream', () => {
    fc.assert(
      fc.property(plainStep, faultArb, (step, fault) => {
        const clean = playOnce(step).frames.map((f) => f.data);
        const faulted = playOnce({ ...step, fault });
        const sent = faulted.frames.map((f) => f.data);
        const n = (k: number) => Math.min(k, clean.length);
        if (fault.http_status !== undefined) {
          expect(faulted.status).toBe(fault.http_status);
          expect(faulted.framing).toBe('body');
        } else if (fault.cut_after !== undefined) {
          expect(sent).toEqual(clean.slice(0, n(fault.cut_after)));
          expect(faulted.ending.kind).toBe('cut');
        } else if (fault.error_frame_after !== undefined) {
          expect(sent.slice(0, -1)).toEqual(clean.slice(0, n(fault.error_frame_after)));
          expect(JSON.parse(sent.at(-1)!)).toHaveProperty('error');
        } else if (fault.malformed_after !== undefined) {
          expect(sent.slice(0, -1)).toEqual(clean.slice(0, n(fault.malformed_after)));
          expect(() => JSON.parse(sent.at(-1)!)).toThrow();
        } else if (fault.eof_without_finish) {
          expect(reassemble(faulted.frames).finish).toBeNull();
          expect(sent).not.toContain('[DONE]');
          expect(clean.slice(0, sent.length)).toEqual(sent);
        } else if (fault.stall_after !== undefined) {
          expect(sent).toEqual(clean);
          const shifted = faulted.frames
            .slice(n(fault.stall_after))
            .every((f, i) => f.atMs === playOnce(step).frames[n(fault.stall_after!) + i]!.atMs + fault.ms!);
          expect(shifted).toBe(true);
        }
      }),
    );
  });
});
