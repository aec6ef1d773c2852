// Structure: the published JSON Schema, checked by ajv's code precompiled from it
// (src/generated/validators/transcript.ts, by `npm run generate`: no schema is compiled at import),
// and the mapping of each ajv error to the one rule it breaks. A raw ajv error is never shown:
// each becomes one problem with a rule id, a pointer and a sentence, and duplicates (the same rule
// at the same place) are dropped.
import type { ErrorObject } from 'ajv';
import { validate as validateSchema } from '../generated/validators/transcript.ts';
import { MAX_MESSAGES, MESSAGE_FIELDS } from './schema.ts';
import { ARRAY_INDEX, at, own } from './read.ts';
import { brief, parsePointer, problem, typeName, type Problem, type Segment } from './problem.ts';

const allowedFields = (role: string): string =>
  role === 'user' || role === 'assistant' || role === 'tool' ? MESSAGE_FIELDS[role].join(', ') : '';
const ROLES = 'user, assistant or tool';

/** Structural problems of `value`, one per rule and place. */
export function structuralProblems(value: unknown): Problem[] {
  if (validateSchema(value)) return [];
  const out: Problem[] = [];
  const seen = new Set<string>();
  for (const error of validateSchema.errors ?? []) {
    const p = mapError(value, error);
    if (!p) continue;
    const key = `${p.rule} ${p.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

function segmentsOf(instancePath: string): Segment[] {
  return parsePointer(instancePath).map((s) => (ARRAY_INDEX.test(s) ? Number(s) : s));
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The rule an ajv error breaks, said for a person; null for errors that only echo another one. */
function mapError(root: unknown, e: ErrorObject): Problem | null {
  const segs = segmentsOf(e.instancePath);
  const value = at(root, segs);
  const missing =
    e.keyword === 'required' ? String((e.params as { missingProperty?: unknown }).missingProperty) : undefined;
  const extra =
    e.keyword === 'additionalProperties'
      ? String((e.params as { additionalProperty?: unknown }).additionalProperty)
      : undefined;

  if (segs.length === 0) {
    if (missing === 'version')
      return problem('transcript.version', [], 'the envelope has no version; version must be 1');
    if (missing === 'messages') return problem('transcript.envelope', [], 'the envelope has no messages list');
    return problem(
      'transcript.envelope',
      [],
      `the transcript envelope must be a JSON object with version and messages, found ${typeName(value)}`,
    );
  }
  if (segs[0] === 'version')
    return problem('transcript.version', segs, `the transcript version must be the number 1, found ${brief(value)}`);
  if (segs[0] !== 'messages') return null;
  if (segs.length === 1) {
    // maxItems is the only error of a list here; every other one says it is not a list.
    if (e.keyword === 'maxItems') {
      return problem(
        'transcript.max-messages',
        segs,
        `${fmt((value as unknown[]).length)} messages, too many: the history holds at most ${fmt(MAX_MESSAGES)}`,
      );
    }
    return problem(
      'transcript.envelope',
      segs,
      `the transcript envelope's messages must be a list, found ${typeName(value)}`,
    );
  }
  const base = segs.slice(0, 2);
  const message = at(root, base);
  const roleValue = own(message, 'role');
  const role = typeof roleValue === 'string' ? roleValue : '';
  const rest = segs.slice(2);

  if (rest.length === 0) {
    if (e.keyword === 'type')
      return problem('message.object', base, `each message must be a JSON object, found ${typeName(value)}`);
    // ajv's discriminator reports a missing role itself, never as a required property.
    if (e.keyword === 'discriminator') {
      if (roleValue === 'system')
        return problem(
          'message.system-refused',
          [...base, 'role'],
          'system messages are refused: the briefing is fixed by the operator',
        );
      if (roleValue === undefined)
        return problem('message.role-unknown', base, `the message has no role; role must be ${ROLES}`);
      return problem(
        'message.role-unknown',
        [...base, 'role'],
        `unknown role ${brief(roleValue)}; role must be ${ROLES}`,
      );
    }
    if (missing === 'content') return problem('message.content', base, `a ${role} message must have content`);
    if (missing === 'tool_call_id') {
      return problem(
        'tool.result-without-call',
        base,
        'a tool message must name the open call it answers in tool_call_id',
      );
    }
    if (extra !== undefined) {
      return problem(
        'message.field-not-allowed',
        [...base, extra],
        `field ${brief(extra)} is not allowed on ${role === 'assistant' ? 'an' : 'a'} ${role} message (allowed: ${allowedFields(role)})`,
      );
    }
    return null;
  }

  const field = rest[0];
  if (field === 'content') return contentError(segs, rest, value, role, e, missing, extra);
  if (field === 'reasoning_content')
    return problem('message.content', segs, `reasoning_content must be a string, found ${typeName(value)}`);
  if (field === 'tool_call_id') {
    return problem(
      'tool.result-without-call',
      segs,
      `tool_call_id must be a string naming an open tool call, found ${typeName(value)}`,
    );
  }
  if (field === 'tool_calls') return toolCallError(segs, rest, value, missing, extra);
  return null;
}

function contentError(
  segs: Segment[],
  rest: Segment[],
  value: unknown,
  role: string,
  e: ErrorObject,
  missing: string | undefined,
  extra: string | undefined,
): Problem | null {
  if (rest.length === 1) {
    if (e.keyword === 'minItems')
      return problem('content.list-empty', segs, 'the content list is empty; give a string or at least one part');
    const wanted =
      role === 'user'
        ? 'a string or a non-empty list of parts'
        : role === 'assistant'
          ? 'a string or null'
          : 'a string';
    return problem('message.content', segs, `${role} message content must be ${wanted}, found ${typeName(value)}`);
  }
  if (extra !== undefined)
    return problem('message.field-not-allowed', [...segs, extra], `field ${brief(extra)} is not allowed here`);
  if (rest.length === 2) {
    if (e.keyword === 'type')
      return problem('content.part', segs, `each content part must be an object, found ${typeName(value)}`);
    if (e.keyword === 'discriminator') {
      const type = own(value, 'type');
      return problem('content.part', segs, `content part type ${brief(type)} is neither "text" nor "image_url"`);
    }
    if (missing === 'text') return problem('content.part', segs, 'a text content part needs a string text');
    if (missing === 'image_url')
      return problem('content.part', segs, 'an image_url content part needs an image_url object with a url');
    return null;
  }
  if (rest[2] === 'text')
    return problem('content.part', segs, `a text part's text must be a string, found ${typeName(value)}`);
  if (rest[2] === 'image_url') {
    if (rest.length === 3)
      return problem(
        'content.part',
        segs,
        `an image_url part's image_url must be an object with a string url, found ${typeName(value)}`,
      );
    if (rest[3] === 'detail')
      return problem('image.detail', segs, `image detail must be "auto", "low" or "high", found ${brief(value)}`);
    if (rest[3] === 'url')
      return problem('content.part', segs, `an image_url part's url must be a string, found ${typeName(value)}`);
  }
  return null;
}

function toolCallError(
  segs: Segment[],
  rest: Segment[],
  value: unknown,
  missing: string | undefined,
  extra: string | undefined,
): Problem | null {
  if (extra !== undefined) {
    const where = rest.length === 2 ? 'a tool call' : "a tool call's function";
    return problem('message.field-not-allowed', [...segs, extra], `field ${brief(extra)} is not allowed on ${where}`);
  }
  if (rest.length === 1) return problem('tool.call-shape', segs, `tool_calls must be a list, found ${typeName(value)}`);
  if (rest.length === 2) {
    if (missing !== undefined)
      return problem('tool.call-shape', segs, `a tool call needs id, type and function; ${missing} is missing`);
    return problem('tool.call-shape', segs, `each tool call must be an object, found ${typeName(value)}`);
  }
  const key = rest[2];
  if (key === 'id')
    return problem('tool.call-shape', segs, `a tool call id must be a non-empty string, found ${brief(value)}`);
  if (key === 'type')
    return problem('tool.call-shape', segs, `a tool call's type must be "function", found ${brief(value)}`);
  if (rest.length === 3) {
    if (missing !== undefined)
      return problem(
        'tool.call-shape',
        segs,
        `a tool call's function needs a string name and arguments; ${missing} is missing`,
      );
    return problem(
      'tool.call-shape',
      segs,
      `a tool call's function must be an object with string name and arguments, found ${typeName(value)}`,
    );
  }
  return problem(
    'tool.call-shape',
    segs,
    `a tool call's function ${String(rest[3])} must be a string, found ${typeName(value)}`,
  );
}
