// Artifacts (events.txt "Artifacts"; transcript-format.txt "What comes back"; CONTRACT.md D9, D16):
// the answer, files, and the transcript's chunks and summary.
import { isDeepStrictEqual } from 'node:util';
import { validate as validateSummary } from '../generated/validators/turn-summary.ts';
import type { RecordedTurn } from '../a2a/recording.ts';
import { ANSWER_MEDIA_TYPE, earlyEndMessage, TRANSCRIPT_MEDIA_TYPE } from '../a2a/vessel-events.ts';
import { modelStreams, streamedOf } from './model-stream.ts';
import { endedEarly, turnMessages, turnStatus } from './turn-facts.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, failOn, judge, notTested, pass, type Finding } from './verdict.ts';
import type { EventItem } from '../a2a/stream-events.ts';
import { label, place, viewOf, type ArtifactItem } from './view.ts';

const at = (a: ArtifactItem): string => `${place(a.item)} (${String(a.name)} artifact)`;

/** Why nothing can be missing yet: the kit cut the stream, or hung up, before the turn was over. */
const NOT_OVER = 'the stream was cut before the turn was over, so before this was due';

export function checkAnswerOnce(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.answer-once';
  const view = viewOf(turn);
  const finished = view.turnFinished;
  if (!view.over && view.answers.length === 0) return [notTested(rule, NOT_OVER)];
  const findings: Finding<typeof rule>[] = [];
  if (view.answers.length === 0)
    findings.push({
      clause: 'sent',
      message:
        view.source === 'task'
          ? 'the task holds no answer artifact'
          : finished
            ? `no answer artifact before ${label(finished)}`
            : 'the turn ended without an answer artifact',
    });
  if (view.answers.length > 1)
    findings.push({
      clause: 'once',
      message: `${view.answers.length} answer artifacts (${view.answers.map(at).join(', ')}); it is sent once`,
      evidence: { indexes: view.answers.map((a) => a.item.index) },
    });
  for (const a of view.answers) {
    if (finished && a.item.index > finished.item.index)
      findings.push({
        clause: 'before-finished',
        message: `${at(a)} comes after ${label(finished)}`,
        evidence: { index: a.item.index },
      });
  }
  // The pass message shows only when there is exactly one answer, so there is nothing to join.
  return judge(rule, findings, `one answer artifact (${view.answers.map(at).join()}) before turn.finished`);
}

const markdownParts = (a: ArtifactItem): Record<string, unknown>[] =>
  a.parts.filter(isObject).filter((p) => typeof p.text === 'string' && p.mediaType === ANSWER_MEDIA_TYPE);

export function checkAnswerMarkdown(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.answer-markdown';
  const answers = viewOf(turn).answers;
  if (answers.length === 0) return [notTested(rule, 'the turn has no answer artifact')];
  const findings: Finding<typeof rule>[] = [];
  for (const a of answers) {
    const markdown = markdownParts(a);
    if (markdown.length !== 1)
      findings.push({
        clause: 'markdown-part',
        message: `${at(a)} has ${markdown.length} text parts of mediaType ${ANSWER_MEDIA_TYPE}; exactly one is required`,
        evidence: { parts: a.parts },
      });
    a.parts.forEach((p, i) => {
      if (!markdown.includes(p as Record<string, unknown>) && !(isObject(p) && p.data !== undefined))
        findings.push({
          clause: 'other-parts-data',
          message: `${at(a)}, parts[${i}] is neither the markdown part nor a data (primitives) part`,
          evidence: { part: p },
        });
    });
  }
  return judge(rule, findings, 'the answer holds one text/markdown part');
}

export function checkAnswerPrimitives(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.answer-primitives';
  const data = viewOf(turn).answers.flatMap((a) => a.parts.filter((p) => isObject(p) && p.data !== undefined));
  if (data.length === 0) return [notTested(rule, 'the answer carries no primitives part')];
  return [
    pass(rule, `the answer carries ${data.length} primitives part(s); their shape is not published`, { parts: data }),
  ];
}

/**
 * The final assistant message's content: what the model streamed in its final call (the kit's own
 * record, independent of what the vessel reports), the closing message of a turn that ended
 * early, or else the transcript's last assistant message.
 */
function expectedAnswer(turn: RecordedTurn): { text: string; from: string } | undefined {
  const view = viewOf(turn);
  const status = turnStatus(turn);
  if (status && endedEarly(turn))
    return { text: earlyEndMessage(status), from: `the closing message of a turn ended early (${status})` };
  const last = modelStreams(turn).at(-1);
  if (status && last?.complete && last.toolCalls.length === 0)
    return {
      text: streamedOf(last, 'text'),
      from: `the text the model streamed in its final call (step ${last.step})`,
    };
  if (view.transcriptRequested && view.over) {
    const final = turnMessages(turn).at(-1);
    if (final?.role === 'assistant')
      return {
        text: typeof final.content === 'string' ? final.content : '',
        from: "the transcript's final assistant message",
      };
  }
  return undefined;
}

export function checkAnswerEqualsFinal(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.answer-equals-final';
  const answer = viewOf(turn).answers[0];
  if (!answer) return [notTested(rule, 'the turn has no answer artifact')];
  const expected = expectedAnswer(turn);
  if (!expected) return [notTested(rule, 'neither the model journal nor the transcript shows the final message')];
  const text = markdownParts(answer)[0]?.text;
  if (text === expected.text) return [pass(rule, `the answer equals ${expected.from}`)];
  return failOn(
    rule,
    'whole',
    `${at(answer)}: markdown ${brief(text)} is not ${expected.from} ${brief(expected.text)}`,
    {
      answer: text,
      expected: expected.text,
      from: expected.from,
    },
  );
}

/** Decoded size of strict base64, or undefined when it is not base64. */
function decodedSize(raw: string): number | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(raw)) return undefined;
  return Buffer.from(raw, 'base64').length;
}

interface FileEntry {
  filename: unknown;
  media_type: unknown;
  size: unknown;
  call_id: unknown;
}
const fileKey = (f: FileEntry): string => JSON.stringify([f.call_id, f.filename, f.media_type, f.size]);

/** The tool calls of the turn: the model's (from the kit's journal), and any tool.started names. */
function callIds(turn: RecordedTurn): Set<unknown> {
  const view = viewOf(turn);
  return new Set<unknown>([
    ...modelStreams(turn).flatMap((s) => s.toolCalls.map((c) => c.id)),
    ...view.events.filter((e) => e.type === 'tool.started').map((e) => e.data.call_id),
  ]);
}

export function checkFiles(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.file';
  const view = viewOf(turn);
  const listed = view.turnFinished?.data.files;
  const listedFiles: FileEntry[] = (Array.isArray(listed) ? listed.filter(isObject) : []).map((f) => ({
    filename: f.filename,
    media_type: f.media_type,
    size: f.size,
    call_id: f.call_id,
  }));
  if (view.files.length === 0 && listedFiles.length === 0) return [notTested(rule, 'no file was sent in this turn')];
  const calls = callIds(turn);
  const findings: Finding<typeof rule>[] = [];
  const sent: FileEntry[] = [];
  for (const a of view.files) {
    const part = a.parts[0];
    if (a.parts.length !== 1 || !isObject(part) || typeof part.raw !== 'string') {
      findings.push({
        clause: 'one-raw-part',
        message: `${at(a)} must hold exactly one raw part`,
        evidence: { parts: a.parts },
      });
      continue;
    }
    const callId = isObject(part.metadata) ? part.metadata.call_id : undefined;
    for (const [field, value] of [
      ['mediaType', part.mediaType],
      ['filename', part.filename],
      ['metadata.call_id', callId],
    ] as const) {
      if (typeof value !== 'string' || value === '')
        findings.push({
          clause: 'fields',
          message: `${at(a)}: the raw part has no ${field}`,
          evidence: { part: { ...part, raw: `${part.raw.length} base64 characters` } },
        });
    }
    if (typeof callId === 'string' && callId !== '' && !calls.has(callId))
      findings.push({
        clause: 'call-id',
        message: `${at(a)}: metadata.call_id ${brief(callId)} names no tool call of this turn`,
      });
    sent.push({ filename: part.filename, media_type: part.mediaType, size: decodedSize(part.raw), call_id: callId });
  }
  if (view.turnFinished) {
    const listedKeys = listedFiles.map(fileKey).sort();
    const sentKeys = sent.map(fileKey).sort();
    if (JSON.stringify(listedKeys) !== JSON.stringify(sentKeys)) {
      findings.push({
        clause: 'listed',
        message: `${label(view.turnFinished)}: files ${brief(listed, 200)} do not list the file artifacts sent ${brief(sent, 200)}`,
        evidence: { listed, sent },
      });
    }
  }
  return judge(rule, findings, `${view.files.length} file artifacts, each listed in turn.finished.files`);
}

/** D16: a file is sent when the modes are empty or absent, or list its type, type/* or * /*. */
export function acceptsFile(modes: readonly string[] | undefined, mediaType: string): boolean {
  if (!modes || modes.length === 0) return true;
  const major = mediaType.split('/')[0];
  return modes.some((m) => m === mediaType || m === '*/*' || m === `${major}/*`);
}

export function checkFileAccepted(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.file-accepted';
  const files = viewOf(turn).files;
  if (files.length === 0) return [notTested(rule, 'no file was sent in this turn')];
  const modes = turn.input.acceptedOutputModes;
  const findings: Finding<typeof rule>[] = files.flatMap((a) => {
    const type = isObject(a.parts[0]) ? a.parts[0].mediaType : undefined;
    return typeof type === 'string' && !acceptsFile(modes, type)
      ? [
          {
            clause: 'whole' as const,
            message: `${at(a)}: ${type} was sent, but acceptedOutputModes ${brief(modes)} does not accept it`,
            evidence: { mediaType: type, acceptedOutputModes: modes },
          },
        ]
      : [];
  });
  return judge(rule, findings, `${files.length} files of accepted types`);
}

export function checkTranscriptRequested(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.transcript-requested';
  const view = viewOf(turn);
  const n = view.transcriptChunks.length;
  if (!view.over && n === 0) return [notTested(rule, NOT_OVER)];
  if (view.transcriptRequested && n === 0)
    return failOn(
      rule,
      'sent-when-asked',
      `acceptedOutputModes holds ${TRANSCRIPT_MEDIA_TYPE}, but no transcript artifact was sent`,
    );
  if (!view.transcriptRequested && n > 0)
    return failOn(
      rule,
      'not-sent-unasked',
      `${at(view.transcriptChunks[0]!.artifact)}: a transcript artifact was sent, but acceptedOutputModes ${brief(turn.input.acceptedOutputModes)} does not ask for it`,
    );
  return [pass(rule, view.transcriptRequested ? `asked for, sent in ${n} chunks` : 'not asked for, not sent')];
}

export function checkTranscriptChunks(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.transcript-chunks';
  const view = viewOf(turn);
  const chunks = view.transcriptChunks;
  if (chunks.length === 0) return [notTested(rule, 'no transcript artifact was sent')];
  // A stream cut before the turn was over shows no last chunk yet: only the chunks seen are judged.
  const whole = view.over;
  const findings: Finding<typeof rule>[] = [];
  const firstId = chunks[0]!.artifact.artifactId;
  chunks.forEach((chunk, i) => {
    const a = chunk.artifact;
    const where = `transcript chunk ${i} (${place(a.item)})`;
    const last = whole && i === chunks.length - 1;
    if (a.artifactId !== firstId)
      findings.push({
        clause: 'one-artifact',
        message: `${where}: artifactId ${brief(a.artifactId)} differs from the first chunk's ${brief(firstId)}`,
      });
    if (i > 0 && a.append !== true)
      findings.push({
        clause: 'append',
        message: `${where}: append is ${brief(a.append)}, not true after the first chunk`,
      });
    if (a.parts.length !== 1 || !chunk.data)
      findings.push({
        clause: 'one-part',
        message: `${where}: must hold exactly one ${TRANSCRIPT_MEDIA_TYPE} data part`,
        evidence: { parts: a.parts },
      });
    else if (chunk.data.version !== 1 || !Array.isArray(chunk.data.messages))
      findings.push({
        clause: 'envelope',
        message: `${where}: the part holds ${brief(chunk.data, 80)}, not {"version": 1, "messages": [...]}`,
      });
    if (last) {
      if (a.lastChunk !== true)
        findings.push({
          clause: 'last-chunk',
          message: `${where}: the last chunk has lastChunk ${brief(a.lastChunk)}, not true`,
        });
      if (Array.isArray(chunk.data?.messages) && chunk.data.messages.length > 0)
        findings.push({
          clause: 'last-empty',
          message: `${where}: the last chunk holds ${chunk.data.messages.length} messages; it holds none, only turn`,
        });
      if (chunk.data && chunk.data.turn === undefined)
        findings.push({ clause: 'last-turn', message: `${where}: the last chunk has no turn summary` });
    } else if (i < chunks.length - 1) {
      if (a.lastChunk === true)
        findings.push({ clause: 'only-last', message: `${where} has lastChunk: true but chunk ${i + 1} follows` });
      if (chunk.data?.turn !== undefined)
        findings.push({ clause: 'only-last', message: `${where} carries turn before the last chunk` });
    }
  });
  return judge(
    rule,
    findings,
    `${chunks.length} chunks of artifact ${String(firstId)}, the last with lastChunk and turn`,
  );
}

/**
 * D16: a message is sent no later than the next event after it completed. The user's message is
 * complete when the turn starts; step k's assistant message at its step.finished; a tool result at
 * its tool.finished; the closing message and not-run results before turn.finished.
 */
export function checkTranscriptTimely(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.transcript-timely';
  const view = viewOf(turn);
  const entries = view.transcriptMessages.filter((m) => isObject(m.message));
  if (entries.length === 0) return [notTested(rule, 'no transcript message was sent')];
  const events = view.events;
  const nextAfter = (e: EventItem | undefined): EventItem | undefined =>
    e ? events[events.indexOf(e) + 1] : undefined;
  // Parallel tool results finishing together may share a chunk (D16): a result is due before the
  // first event after its tool.finished that is not another tool.finished.
  const nextAfterTools = (e: EventItem): EventItem | undefined =>
    events.slice(events.indexOf(e) + 1).find((x) => x.type !== 'tool.finished');
  const stepFinished = events.filter((e) => e.type === 'step.finished');
  const toolFinished = new Map(
    events.filter((e) => e.type === 'tool.finished').map((e) => [String(e.data.call_id), e]),
  );
  const started = events.find((e) => e.type === 'turn.started');
  const findings: Finding<typeof rule>[] = [];
  const status = turnStatus(turn);
  const closing = endedEarly(turn) && status ? earlyEndMessage(status) : undefined;
  let assistants = 0;
  entries.forEach(({ message, chunk }, i) => {
    const m = message as Record<string, unknown>;
    const twin = entries.findIndex((e) => isDeepStrictEqual(e.message, message));
    if (twin < i)
      findings.push({
        clause: 'once',
        message: `transcript message ${i} (${String(m.role)}, event #${chunk.artifact.item.index}) repeats message ${twin}; each message is sent once`,
        evidence: { message: i, repeats: twin },
      });
    const isClosing = i === entries.length - 1 && m.role === 'assistant' && m.content === closing;
    let completed: EventItem | undefined;
    if (i === 0 && m.role === 'user') completed = started;
    else if (m.role === 'assistant' && !isClosing) completed = stepFinished[assistants++];
    else if (m.role === 'tool') completed = toolFinished.get(String(m.tool_call_id));
    // Messages with no completing event (not-run results, the closing message) go before turn.finished.
    const deadline = !completed
      ? view.turnFinished
      : m.role === 'tool'
        ? nextAfterTools(completed)
        : nextAfter(completed);
    if (deadline && chunk.artifact.item.index > deadline.item.index) {
      findings.push({
        clause: 'timely',
        message: `transcript message ${i} (${String(m.role)}) arrived at event #${chunk.artifact.item.index}, after ${label(deadline)}${completed ? `, the event after ${label(completed)} that completed it` : ''}`,
        evidence: { message: i, at: chunk.artifact.item.index, deadline: deadline.item.index },
      });
    }
  });
  return judge(rule, findings, `${entries.length} messages, each sent no later than the next event after it completed`);
}

export function checkTranscriptSummary(turn: RecordedTurn): Verdict[] {
  const rule = 'artifact.transcript-summary';
  const view = viewOf(turn);
  if (view.transcriptChunks.length === 0) return [notTested(rule, 'no transcript artifact was sent')];
  if (view.summary === undefined && !view.over) return [notTested(rule, NOT_OVER)];
  if (view.summary === undefined) return failOn(rule, 'present', 'no transcript chunk carries the turn summary');
  if (validateSummary(view.summary)) return [pass(rule, "the summary has turn.finished's fields plus model")];
  // Ajv sets errors, at least one, whenever validation fails.
  const errors = validateSummary.errors!;
  const error = errors[0]!;
  return failOn(rule, 'fields', `transcript summary${error.instancePath.replace(/\//g, '.')}: ${error.message}`, {
    summary: view.summary,
    errors: errors.slice(0, 5),
  });
}
