// The artifact checks clause by clause (events.txt "Artifacts"; transcript-format.txt "What comes
// back"; CONTRACT.md D9, D16): each clause failing alone on a turn broken in that one place, each
// pass message and not-tested reason, and the turns cut short or returned whole. The table of
// turn-cases.ts has one failure per rule; mutation testing showed the other clauses and the reasons
// unpinned.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import {
  acceptsFile,
  checkAnswerEqualsFinal,
  checkAnswerMarkdown,
  checkAnswerOnce,
  checkAnswerPrimitives,
  checkFileAccepted,
  checkFiles,
  checkTranscriptChunks,
  checkTranscriptRequested,
  checkTranscriptSummary,
  checkTranscriptTimely,
} from '../../src/checks/artifacts.ts';
import {
  artifactSse,
  artifactUpdateOf,
  chunkData,
  eventData,
  insertSse,
  moveSse,
  PNG_BASE64,
  removeSse,
  simulate,
  sseOfEvent,
  statusOf,
  statusUpdate,
  transcriptChunkCount,
  validTurn,
} from './builders.ts';
import { cancelledTurn, fileTurn } from './turn-cases.ts';
import { clausesOf, cutAfter, findingEvidence, only, taskTurn } from './artifacts-builders.ts';

type Json = Record<string, any>;
const NOT_OVER = 'the stream was cut before the turn was over, so before this was due';
const TRANSCRIPT = 'application/vnd.astralvessel.transcript+json';
const answerParts = (t: RecordedTurn): Json[] => artifactUpdateOf(t, 'answer').artifact.parts;
/** The valid turn's stream: the answer at #16, the last transcript chunk at #17, turn.finished at #18. */
const ANSWER_AT = 16;

describe('artifact.answer-once', () => {
  it('passes one answer before turn.finished, naming it', () => {
    const v = only(checkAnswerOnce(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('one answer artifact (event #16 (answer artifact)) before turn.finished');
  });

  it('is not-tested on a stream cut before the answer and before the turn was over', () => {
    const v = only(checkAnswerOnce(cutAfter(validTurn(), ANSWER_AT)));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe(NOT_OVER);
  });

  it('judges the answer a cut stream did carry', () => {
    const v = only(checkAnswerOnce(cutAfter(validTurn(), ANSWER_AT + 1)));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('one answer artifact (event #16 (answer artifact)) before turn.finished');
  });

  it('fails a turn that finished without an answer, naming turn.finished (clause sent)', () => {
    const t = validTurn();
    removeSse(t, artifactSse(t, 'answer'));
    const v = only(checkAnswerOnce(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['sent']);
    expect(v.message).toBe('no answer artifact before event #17 (turn.finished ok)');
  });

  it('fails a turn that reached a terminal state with no turn.finished and no answer (clause sent)', () => {
    const t = validTurn();
    delete statusOf(t, 'turn.finished').status.message;
    removeSse(t, artifactSse(t, 'answer'));
    const v = only(checkAnswerOnce(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['sent']);
    expect(v.message).toBe('the turn ended without an answer artifact');
  });

  it('fails a task returned whole that holds no answer (clause sent)', () => {
    const t = taskTurn(
      validTurn(),
      (task) => (task.artifacts = task.artifacts.filter((a: Json) => a.name !== 'answer')),
    );
    const v = only(checkAnswerOnce(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['sent']);
    expect(v.message).toBe('the task holds no answer artifact');
  });

  it('passes the answer of a task returned whole, naming its place', () => {
    const v = only(checkAnswerOnce(taskTurn(validTurn())));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('one answer artifact (artifacts[1] (answer artifact)) before turn.finished');
  });

  it('fails an answer sent twice, naming both (clause once)', () => {
    const t = validTurn();
    insertSse(t, ANSWER_AT + 1, structuredClone(artifactSse(t, 'answer').json));
    const v = only(checkAnswerOnce(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['once']);
    expect(v.message).toBe(
      '2 answer artifacts (event #16 (answer artifact), event #17 (answer artifact)); it is sent once',
    );
    expect(findingEvidence(v)).toEqual({ indexes: [16, 17] });
  });

  it('fails an answer after turn.finished (clause before-finished)', () => {
    const t = validTurn();
    moveSse(t, artifactSse(t, 'answer'), 18);
    const v = only(checkAnswerOnce(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['before-finished']);
    expect(v.message).toBe('event #18 (answer artifact) comes after event #17 (turn.finished ok)');
    expect(findingEvidence(v)).toEqual({ index: 18 });
  });
});

describe('artifact.answer-markdown', () => {
  it('passes an answer of one markdown part, and one with a data part beside it', () => {
    for (const t of [validTurn(), validTurn({ answerExtraParts: [{ data: { components: [] } }] })]) {
      const v = only(checkAnswerMarkdown(t));
      expect(v.status).toBe('pass');
      expect(v.message).toBe('the answer holds one text/markdown part');
    }
  });

  it('is not-tested without an answer', () => {
    const t = validTurn();
    removeSse(t, artifactSse(t, 'answer'));
    const v = only(checkAnswerMarkdown(t));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the turn has no answer artifact');
  });

  it('fails two markdown parts, counting them (clause markdown-part)', () => {
    const t = validTurn({ answerExtraParts: [{ text: 'again', mediaType: 'text/markdown' }] });
    const v = only(checkAnswerMarkdown(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['markdown-part']);
    expect(v.message).toBe(
      'event #16 (answer artifact) has 2 text parts of mediaType text/markdown; exactly one is required',
    );
    expect(findingEvidence(v)).toEqual({ parts: answerParts(t) });
  });

  it('does not count a markdown-typed part whose text is not a string', () => {
    const t = validTurn();
    answerParts(t)[0]!.text = 5;
    const v = only(checkAnswerMarkdown(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['markdown-part', 'other-parts-data']);
    expect(v.message).toBe(
      'event #16 (answer artifact) has 0 text parts of mediaType text/markdown; exactly one is required (and 1 more)',
    );
  });

  it('fails a part beside the markdown that is not a data part (clause other-parts-data)', () => {
    for (const extra of [{ mediaType: 'application/json' }, { text: 'plain', mediaType: 'text/plain' }, null, 'x']) {
      const t = validTurn({ answerExtraParts: [extra] });
      const v = only(checkAnswerMarkdown(t));
      expect(v.status, JSON.stringify(extra)).toBe('fail');
      expect(clausesOf(v)).toEqual(['other-parts-data']);
      expect(v.message).toBe(
        'event #16 (answer artifact), parts[1] is neither the markdown part nor a data (primitives) part',
      );
      expect(findingEvidence(v)).toEqual({ part: extra });
    }
  });
});

describe('artifact.answer-primitives', () => {
  it('shows the primitives part, counting it, with the parts as evidence', () => {
    const data = { data: { components: [] }, mediaType: 'application/json' };
    const v = only(checkAnswerPrimitives(validTurn({ answerExtraParts: [data] })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the answer carries 1 primitives part(s); their shape is not published');
    expect(v.evidence).toEqual({ parts: [data] });
  });

  it('is not-tested on an answer with no data part', () => {
    const v = only(checkAnswerPrimitives(validTurn()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the answer carries no primitives part');
  });
});

describe('artifact.answer-equals-final', () => {
  const FINAL = 'There is one folder, species/.';
  it("passes the model's final streamed text, saying so", () => {
    const v = only(checkAnswerEqualsFinal(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the answer equals the text the model streamed in its final call (step 2)');
  });

  it("reads the model's last call, whatever the number of calls", () => {
    const v = only(checkAnswerEqualsFinal(simulate({ steps: [{ text: ['Hello.'] }] })));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('the answer equals the text the model streamed in its final call (step 1)');
  });

  it('is not-tested without an answer', () => {
    const t = validTurn();
    removeSse(t, artifactSse(t, 'answer'));
    const v = only(checkAnswerEqualsFinal(t));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('the turn has no answer artifact');
  });

  it('passes the closing message of a turn ended early, and fails another text', () => {
    const ok = only(checkAnswerEqualsFinal(cancelledTurn()));
    expect(ok.status).toBe('pass');
    expect(ok.message).toBe('the answer equals the closing message of a turn ended early (cancelled)');

    const t = cancelledTurn();
    answerParts(t)[0]!.text = 'Sorry';
    const v = only(checkAnswerEqualsFinal(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(
      'event #10 (answer artifact): markdown "Sorry" is not the closing message of a turn ended early (cancelled) "[this turn ended early: cancelled]"',
    );
    expect(findingEvidence(v)).toEqual({
      answer: 'Sorry',
      expected: '[this turn ended early: cancelled]',
      from: 'the closing message of a turn ended early (cancelled)',
    });
  });

  it("falls back to the transcript's final assistant message when the model's last call is not a final answer", () => {
    const incomplete = validTurn();
    incomplete.modelCalls[1]!.status = 500;
    const calledTools = validTurn();
    calledTools.modelCalls = calledTools.modelCalls.slice(0, 1);
    const noCalls = validTurn();
    noCalls.modelCalls = [];
    const noStatus = validTurn();
    delete statusOf(noStatus, 'turn.finished').status.message;
    for (const t of [incomplete, calledTools, noCalls, noStatus]) {
      const v = only(checkAnswerEqualsFinal(t));
      expect(v.status).toBe('pass');
      expect(v.message).toBe("the answer equals the transcript's final assistant message");
    }
  });

  it("reads a transcript's final message whose content is not a string as empty", () => {
    const t = validTurn();
    t.modelCalls = [];
    chunkData(t, 3).messages[0].content = [{ type: 'text', text: FINAL }];
    const v = only(checkAnswerEqualsFinal(t));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      `event #16 (answer artifact): markdown "${FINAL}" is not the transcript's final assistant message ""`,
    );
  });

  it('is not-tested when neither the model journal nor the transcript shows the final message', () => {
    const unasked = validTurn({ transcript: false });
    unasked.modelCalls = [];
    const toolLast = validTurn();
    toolLast.modelCalls = [];
    chunkData(toolLast, 3).messages = [];
    const empty = validTurn();
    empty.modelCalls = [];
    for (let i = 0; i < transcriptChunkCount(empty); i++) chunkData(empty, i).messages = [];
    const cut = cutAfter(validTurn(), ANSWER_AT + 1);
    for (const t of [unasked, toolLast, empty, cut]) {
      const v = only(checkAnswerEqualsFinal(t));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('neither the model journal nor the transcript shows the final message');
    }
  });

  it('fails an answer with no markdown part, showing its text as undefined', () => {
    const t = validTurn();
    answerParts(t)[0]!.mediaType = 'text/plain';
    const v = only(checkAnswerEqualsFinal(t));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      `event #16 (answer artifact): markdown undefined is not the text the model streamed in its final call (step 2) "${FINAL}"`,
    );
  });
});

/** The file turn with its one file artifact's raw part edited, and turn.finished.files[0] edited alike. */
function fileTurnWith(part: (p: Json) => void, listed: (f: Json) => void = () => undefined): RecordedTurn {
  const t = fileTurn();
  part(artifactUpdateOf(t, 'file').artifact.parts[0]);
  listed(eventData(t, 'turn.finished').files[0]);
  return t;
}
const FILE = 'event #4 (file artifact)';

describe('artifact.file', () => {
  it('passes a file artifact listed in turn.finished.files, counting them', () => {
    const v = only(checkFiles(fileTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 file artifacts, each listed in turn.finished.files');
  });

  it('is not-tested when no file was sent and none listed, whether files is [] or absent', () => {
    const absent = validTurn();
    delete eventData(absent, 'turn.finished').files;
    for (const t of [validTurn(), absent]) {
      const v = only(checkFiles(t));
      expect(v.status).toBe('not-tested');
      expect(v.message).toBe('no file was sent in this turn');
    }
  });

  it('fails a file listed in turn.finished.files but never sent (clause listed)', () => {
    const t = validTurn();
    const entry = { filename: 'dot.png', media_type: 'image/png', size: 68, call_id: 'call_1' };
    eventData(t, 'turn.finished').files = [entry];
    const v = only(checkFiles(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['listed']);
    expect(v.message).toBe(
      `event #18 (turn.finished ok): files ${JSON.stringify([entry])} do not list the file artifacts sent []`,
    );
    expect(findingEvidence(v)).toEqual({ listed: [entry], sent: [] });
  });

  it('fails a listing that names another file, one for one (clause listed)', () => {
    const v = only(
      checkFiles(
        fileTurnWith(
          () => undefined,
          (f) => (f.filename = 'other.png'),
        ),
      ),
    );
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['listed']);
    expect(v.message).toMatch(
      /^event #9 \(turn\.finished ok\): files \[\{"filename":"other\.png".*do not list the file artifacts sent \[\{"filename":"dot\.png"/,
    );
  });

  it('compares the listing in any order', () => {
    const file = (id: string, filename: string) => ({
      id,
      name: 'draw',
      file: { filename, mediaType: 'image/png', base64: PNG_BASE64 },
    });
    const t = simulate({
      transcript: false,
      steps: [{ tools: [file('call_1', 'a.png'), file('call_2', 'b.png')] }, { text: ['Both.'] }],
    });
    eventData(t, 'turn.finished').files.reverse();
    const v = only(checkFiles(t));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('2 file artifacts, each listed in turn.finished.files');
  });

  it('compares the listing in any order, whatever the order the files were sent in', () => {
    const file = (id: string, filename: string) => ({
      id,
      name: 'draw',
      file: { filename, mediaType: 'image/png', base64: PNG_BASE64 },
    });
    const t = simulate({
      transcript: false,
      steps: [{ tools: [file('call_2', 'b.png'), file('call_1', 'a.png')] }, { text: ['Both.'] }],
    });
    expect(only(checkFiles(t)).status).toBe('pass');
  });

  it('leaves a listing entry that is not an object to event.shape', () => {
    const t = fileTurn();
    eventData(t, 'turn.finished').files.push(null);
    expect(only(checkFiles(t)).status).toBe('pass');
  });

  it('does not judge the listing of a stream cut before turn.finished', () => {
    const v = only(checkFiles(cutAfter(fileTurn(), 9)));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 file artifacts, each listed in turn.finished.files');
  });

  it('checks the size listed against the decoded size of strict base64', () => {
    // [raw, the size the listing gives, whether the check holds]: sizes a lax reading would give.
    const cases: [string, number, boolean][] = [
      ['AAAA', 3, true],
      ['AAAAAA==', 4, true],
      ['AAAAAAA=', 5, true],
      ['!!!!AAAA', 3, false],
      ['AAAA!!!!', 3, false],
      ['AAAAA', 3, false],
      ['AAA', 2, false],
    ];
    for (const [raw, size, holds] of cases) {
      const t = fileTurnWith(
        (p) => (p.raw = raw),
        (f) => (f.size = size),
      );
      const v = only(checkFiles(t));
      expect(v.status, raw).toBe(holds ? 'pass' : 'fail');
      if (!holds) expect(clausesOf(v)).toEqual(['listed']);
    }
  });

  it('fails a file artifact that does not hold exactly one raw part (clause one-raw-part)', () => {
    const parts: unknown[][] = [
      [
        { raw: PNG_BASE64, mediaType: 'image/png', filename: 'dot.png', metadata: { call_id: 'call_1' } },
        { text: 'x' },
      ],
      [null],
      [{ raw: 5, mediaType: 'image/png', filename: 'dot.png', metadata: { call_id: 'call_1' } }],
      [],
    ];
    for (const p of parts) {
      const t = fileTurn();
      artifactUpdateOf(t, 'file').artifact.parts = p;
      const v = only(checkFiles(t));
      expect(v.status, JSON.stringify(p)).toBe('fail');
      // Not sent as a file, it is not the file turn.finished lists either.
      expect(clausesOf(v)).toEqual(['one-raw-part', 'listed']);
      expect(v.message).toBe(`${FILE} must hold exactly one raw part (and 1 more)`);
      expect(findingEvidence(v)).toEqual({ parts: p });
    }
  });

  it('fails a raw part missing mediaType, filename or metadata.call_id, or holding "" (clause fields)', () => {
    const cases: [string, (p: Json) => void, (f: Json) => void][] = [
      ['mediaType', (p) => delete p.mediaType, (f) => delete f.media_type],
      ['mediaType', (p) => (p.mediaType = ''), (f) => (f.media_type = '')],
      ['filename', (p) => delete p.filename, (f) => delete f.filename],
      ['filename', (p) => (p.filename = ''), (f) => (f.filename = '')],
      ['metadata.call_id', (p) => delete p.metadata.call_id, (f) => delete f.call_id],
      ['metadata.call_id', (p) => (p.metadata.call_id = ''), (f) => (f.call_id = '')],
      ['metadata.call_id', (p) => (p.metadata = 'call_1'), (f) => delete f.call_id],
    ];
    for (const [field, part, listed] of cases) {
      const t = fileTurnWith(part, listed);
      const v = only(checkFiles(t));
      expect(v.status, field).toBe('fail');
      expect(clausesOf(v)).toEqual(['fields']);
      expect(v.message).toBe(`${FILE}: the raw part has no ${field}`);
      const evidence = findingEvidence(v) as { part: Json };
      expect(evidence.part.raw).toBe(`${PNG_BASE64.length} base64 characters`);
    }
  });

  it('fails a file whose call_id names no tool call of the turn (clause call-id)', () => {
    const t = fileTurnWith(
      (p) => (p.metadata.call_id = 'call_9'),
      (f) => (f.call_id = 'call_9'),
    );
    const v = only(checkFiles(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['call-id']);
    expect(v.message).toBe(`${FILE}: metadata.call_id "call_9" names no tool call of this turn`);
  });

  it("knows the turn's tool calls from tool.started when the model journal has none", () => {
    const t = fileTurn();
    t.modelCalls = [];
    eventData(t, 'tool.finished').call_id = 'call_x';
    expect(only(checkFiles(t)).status).toBe('pass');
  });

  it('does not take a call id only a tool.finished names for a tool call', () => {
    const t = fileTurnWith(
      (p) => (p.metadata.call_id = 'call_x'),
      (f) => (f.call_id = 'call_x'),
    );
    eventData(t, 'tool.finished').call_id = 'call_x';
    const v = only(checkFiles(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['call-id']);
  });
});

describe('acceptsFile', () => {
  it('accepts any file when the modes are absent or empty', () => {
    expect(acceptsFile(undefined, 'image/png')).toBe(true);
    expect(acceptsFile([], 'image/png')).toBe(true);
  });
  it('accepts a listed type, its type/*, or */*, in any place of the list', () => {
    expect(acceptsFile(['image/png'], 'image/png')).toBe(true);
    expect(acceptsFile(['image/*'], 'image/png')).toBe(true);
    expect(acceptsFile(['*/*'], 'image/png')).toBe(true);
    expect(acceptsFile(['text/markdown', 'image/png'], 'image/png')).toBe(true);
  });
  it('refuses a type the modes do not list', () => {
    expect(acceptsFile(['text/markdown'], 'image/png')).toBe(false);
    expect(acceptsFile(['text/*', 'image/jpeg'], 'image/png')).toBe(false);
    expect(acceptsFile(['/*'], 'image/png')).toBe(false);
  });
});

describe('artifact.file-accepted', () => {
  it('passes files of accepted types, counting them', () => {
    const v = only(checkFileAccepted(fileTurn(['image/*'])));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('1 files of accepted types');
  });

  it('is not-tested when no file was sent', () => {
    const v = only(checkFileAccepted(validTurn()));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no file was sent in this turn');
  });

  it('fails a file of a type acceptedOutputModes does not accept, with the modes as evidence', () => {
    const v = only(checkFileAccepted(fileTurn(['text/markdown'])));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['whole']);
    expect(v.message).toBe(`${FILE}: image/png was sent, but acceptedOutputModes ["text/markdown"] does not accept it`);
    expect(findingEvidence(v)).toEqual({ mediaType: 'image/png', acceptedOutputModes: ['text/markdown'] });
  });

  it('leaves a file with no mediaType to artifact.file', () => {
    const t = fileTurn(['text/markdown']);
    delete artifactUpdateOf(t, 'file').artifact.parts[0].mediaType;
    expect(only(checkFileAccepted(t)).status).toBe('pass');
  });
});

/** Removes every transcript chunk of the turn. */
function withoutTranscript(t: RecordedTurn): RecordedTurn {
  removeSse(t, ...Array.from({ length: transcriptChunkCount(t) }, (_, i) => artifactSse(t, 'transcript', i)));
  return t;
}

describe('artifact.transcript-requested', () => {
  it('passes a transcript asked for and sent, counting its chunks, and one neither asked for nor sent', () => {
    const asked = only(checkTranscriptRequested(validTurn()));
    expect(asked.status).toBe('pass');
    expect(asked.message).toBe('asked for, sent in 5 chunks');
    const unasked = only(checkTranscriptRequested(validTurn({ transcript: false })));
    expect(unasked.status).toBe('pass');
    expect(unasked.message).toBe('not asked for, not sent');
  });

  it('is not-tested on a stream cut before any chunk and before the turn was over', () => {
    const v = only(checkTranscriptRequested(cutAfter(validTurn(), 2)));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe(NOT_OVER);
  });

  it('fails a turn that ended without the transcript it was asked for (clause sent-when-asked)', () => {
    const v = only(checkTranscriptRequested(withoutTranscript(validTurn())));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['sent-when-asked']);
    expect(v.message).toBe(`acceptedOutputModes holds ${TRANSCRIPT}, but no transcript artifact was sent`);
  });

  it('fails a transcript nobody asked for, even on a cut stream (clause not-sent-unasked)', () => {
    for (const t of [validTurn(), cutAfter(validTurn(), 3)]) {
      t.input.acceptedOutputModes = ['text/markdown'];
      const v = only(checkTranscriptRequested(t));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['not-sent-unasked']);
      expect(v.message).toBe(
        'event #2 (transcript artifact): a transcript artifact was sent, but acceptedOutputModes ["text/markdown"] does not ask for it',
      );
    }
  });
});

describe('artifact.transcript-chunks', () => {
  const chunk = (t: RecordedTurn, n: number): Json => artifactUpdateOf(t, 'transcript', n);
  it('passes the chunks of one artifact, counting them', () => {
    const v = only(checkTranscriptChunks(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe('5 chunks of artifact transcript-1, the last with lastChunk and turn');
  });

  it('is not-tested without a transcript', () => {
    const v = only(checkTranscriptChunks(validTurn({ transcript: false })));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no transcript artifact was sent');
  });

  it('judges only the chunks a cut stream carried, the last seen one not as the last', () => {
    const early = only(checkTranscriptChunks(cutAfter(validTurn(), 10)));
    expect(early.status).toBe('pass');
    expect(early.message).toBe('3 chunks of artifact transcript-1, the last with lastChunk and turn');
    // Cut after the last chunk but before turn.finished: its lastChunk and turn are where they belong.
    expect(only(checkTranscriptChunks(cutAfter(validTurn(), 18))).status).toBe('pass');
  });

  it('fails a chunk of another artifactId (clause one-artifact)', () => {
    const t = validTurn();
    chunk(t, 2).artifact.artifactId = 'other';
    const v = only(checkTranscriptChunks(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['one-artifact']);
    expect(v.message).toBe(
      'transcript chunk 2 (event #9): artifactId "other" differs from the first chunk\'s "transcript-1"',
    );
  });

  it('fails a chunk after the first without append: true (clause append)', () => {
    for (const [append, shown] of [
      [undefined, 'undefined'],
      [false, 'false'],
    ] as const) {
      const t = validTurn();
      if (append === undefined) delete chunk(t, 1).append;
      else chunk(t, 1).append = append;
      const v = only(checkTranscriptChunks(t));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['append']);
      expect(v.message).toBe(`transcript chunk 1 (event #6): append is ${shown}, not true after the first chunk`);
    }
  });

  it('fails a chunk of two parts, or of no transcript part (clause one-part)', () => {
    const two = validTurn();
    chunk(two, 1).artifact.parts.push({ text: 'x' });
    const none = validTurn();
    chunk(none, 1).artifact.parts[0].mediaType = 'application/json';
    for (const t of [two, none]) {
      const v = only(checkTranscriptChunks(t));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['one-part']);
      expect(v.message).toBe(`transcript chunk 1 (event #6): must hold exactly one ${TRANSCRIPT} data part`);
      expect(findingEvidence(v)).toEqual({ parts: chunk(t, 1).artifact.parts });
    }
  });

  it('fails a last chunk with no transcript part on that clause alone', () => {
    const t = validTurn();
    chunk(t, 4).artifact.parts[0].mediaType = 'application/json';
    const v = only(checkTranscriptChunks(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['one-part']);
  });

  it('fails a part that is not version 1 with a messages list (clause envelope)', () => {
    const version = validTurn();
    chunkData(version, 1).version = 2;
    const messages = validTurn();
    chunkData(messages, 1).messages = 'none';
    for (const t of [version, messages]) {
      const v = only(checkTranscriptChunks(t));
      expect(v.status).toBe('fail');
      expect(clausesOf(v)).toEqual(['envelope']);
      expect(v.message).toMatch(
        /^transcript chunk 1 \(event #6\): the part holds \{"version":.*, not \{"version": 1, "messages": \[\.\.\.\]\}$/,
      );
    }
  });

  it('fails a last chunk without lastChunk: true (clause last-chunk)', () => {
    const t = validTurn();
    chunk(t, 4).lastChunk = false;
    const v = only(checkTranscriptChunks(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['last-chunk']);
    expect(v.message).toBe('transcript chunk 4 (event #17): the last chunk has lastChunk false, not true');
  });

  it('fails a last chunk holding messages, counting them (clause last-empty)', () => {
    const t = validTurn();
    chunkData(t, 4).messages = [{ role: 'assistant', content: 'late' }];
    const v = only(checkTranscriptChunks(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['last-empty']);
    expect(v.message).toBe('transcript chunk 4 (event #17): the last chunk holds 1 messages; it holds none, only turn');
  });

  it('fails a last chunk without the turn summary (clause last-turn)', () => {
    const t = validTurn();
    delete chunkData(t, 4).turn;
    const v = only(checkTranscriptChunks(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['last-turn']);
    expect(v.message).toBe('transcript chunk 4 (event #17): the last chunk has no turn summary');
  });

  it('fails lastChunk or turn on a chunk before the last (clause only-last)', () => {
    const flagged = validTurn();
    chunk(flagged, 2).lastChunk = true;
    const a = only(checkTranscriptChunks(flagged));
    expect(a.status).toBe('fail');
    expect(clausesOf(a)).toEqual(['only-last']);
    expect(a.message).toBe('transcript chunk 2 (event #9) has lastChunk: true but chunk 3 follows');

    const summed = validTurn();
    chunkData(summed, 2).turn = structuredClone(chunkData(summed, 4).turn);
    const b = only(checkTranscriptChunks(summed));
    expect(b.status).toBe('fail');
    expect(clausesOf(b)).toEqual(['only-last']);
    expect(b.message).toBe('transcript chunk 2 (event #9) carries turn before the last chunk');
  });

  it('judges lastChunk before the last chunk of a cut stream too', () => {
    const t = cutAfter(validTurn(), 16);
    chunk(t, 1).lastChunk = true;
    const v = only(checkTranscriptChunks(t));
    expect(clausesOf(v)).toEqual(['only-last']);
    expect(v.message).toBe('transcript chunk 1 (event #6) has lastChunk: true but chunk 2 follows');
  });
});

describe('artifact.transcript-timely', () => {
  const PASS = 'messages, each sent no later than the next event after it completed';
  it('passes messages each sent by the event after the one that completed them, counting them', () => {
    const v = only(checkTranscriptTimely(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(`4 ${PASS}`);
  });

  it('is not-tested without transcript messages', () => {
    const v = only(checkTranscriptTimely(validTurn({ transcript: false })));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no transcript message was sent');
  });

  it('leaves a message that is not an object to the transcript validator', () => {
    const t = validTurn();
    chunkData(t, 1).messages.push(null);
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(`4 ${PASS}`);
  });

  it('fails a message sent twice, naming the first (clause once)', () => {
    const t = validTurn();
    const data = chunkData(t, 2);
    data.messages.push(structuredClone(data.messages[0]));
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['once']);
    expect(v.message).toBe('transcript message 3 (tool, event #9) repeats message 2; each message is sent once');
    expect(findingEvidence(v)).toEqual({ message: 3, repeats: 2 });
  });

  it("fails the user's message sent after the event that followed turn.started (clause timely)", () => {
    const t = validTurn();
    moveSse(t, artifactSse(t, 'transcript', 0), 4);
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['timely']);
    expect(v.message).toBe(
      'transcript message 0 (user) arrived at event #4, after event #2 (reasoning.delta step 1), the event after event #1 (turn.started) that completed it',
    );
    expect(findingEvidence(v)).toEqual({ message: 0, at: 4, deadline: 2 });
  });

  it("times the user's message from turn.started even when an event came before it", () => {
    const t = validTurn();
    moveSse(t, sseOfEvent(t, 'reasoning.delta'), 1);
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('pass');
  });

  it('holds the final assistant message to the event after its step.finished, even before turn.finished', () => {
    const t = validTurn();
    insertSse(t, sseOfEvent(t, 'step.finished', 1).index + 1, statusUpdate('text.delta', { step: 2, content: '!' }));
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      'transcript message 3 (assistant) arrived at event #16, after event #15 (text.delta step 2), the event after event #14 (step.finished step 2) that completed it',
    );
  });

  it("times a first message that is the assistant's by its step, not by turn.started", () => {
    const t = validTurn();
    chunkData(t, 0).messages = [];
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(`3 ${PASS}`);
  });

  it("times each step's assistant message by that step's step.finished", () => {
    const threeSteps = () =>
      simulate({
        steps: [
          { tools: [{ id: 'call_1', name: 'list' }] },
          { tools: [{ id: 'call_2', name: 'list' }] },
          { text: ['Done.'] },
        ],
      });
    expect(only(checkTranscriptTimely(threeSteps())).status).toBe('pass');
    const t = threeSteps();
    moveSse(t, artifactSse(t, 'transcript', 3), sseOfEvent(t, 'tool.finished', 1).index);
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['timely']);
    expect(v.message).toMatch(
      /^transcript message 3 \(assistant\) arrived at event #\d+, after event #\d+ \(tool\.started call_2\), the event after event #\d+ \(step\.finished step 2\) that completed it$/,
    );
  });

  it('holds an assistant message to the very next event, even a tool.finished', () => {
    const t = validTurn();
    removeSse(t, sseOfEvent(t, 'tool.started'));
    moveSse(t, artifactSse(t, 'transcript', 1), 7);
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(
      /^transcript message 1 \(assistant\) arrived at event #7, after event #6 \(tool\.finished call_1\)/,
    );
  });

  it('holds a tool result with no tool.finished only to turn.finished', () => {
    const t = validTurn();
    removeSse(t, sseOfEvent(t, 'tool.finished'));
    moveSse(t, artifactSse(t, 'transcript', 2), sseOfEvent(t, 'step.finished', 1).index + 1);
    expect(only(checkTranscriptTimely(t)).status).toBe('pass');
  });

  it('lets the results of parallel tools that finished together come after both tool.finished', () => {
    const t = simulate({
      steps: [
        {
          tools: [
            { id: 'call_1', name: 'list' },
            { id: 'call_2', name: 'list' },
          ],
        },
        { text: ['Both done.'] },
      ],
    });
    // started call_1, started call_2, finished call_1, finished call_2, then both results.
    moveSse(t, sseOfEvent(t, 'tool.started', 1), sseOfEvent(t, 'tool.started', 0).index + 1);
    moveSse(t, artifactSse(t, 'transcript', 2), sseOfEvent(t, 'tool.finished', 1).index);
    expect(only(checkTranscriptTimely(t)).status).toBe('pass');
  });

  it('holds the closing message of an early end only to turn.finished', () => {
    expect(only(checkTranscriptTimely(cancelledTurn())).status).toBe('pass');
    // Even where a step.finished is left over for it: the closing message is no step's.
    const t = cancelledTurn();
    chunkData(t, 1).messages = [];
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(`3 ${PASS}`);
  });

  it('fails a closing message sent after turn.finished, naming no completing event (clause timely)', () => {
    const t = cancelledTurn();
    moveSse(t, artifactSse(t, 'transcript', 3), t.send.sse!.length - 1);
    const v = only(checkTranscriptTimely(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['timely']);
    expect(v.message).toBe(
      'transcript message 3 (assistant) arrived at event #12, after event #11 (turn.finished cancelled)',
    );
    expect(findingEvidence(v)).toEqual({ message: 3, at: 12, deadline: 11 });
  });
});

describe('artifact.transcript-summary', () => {
  it("passes a summary with turn.finished's fields plus model", () => {
    const v = only(checkTranscriptSummary(validTurn()));
    expect(v.status).toBe('pass');
    expect(v.message).toBe("the summary has turn.finished's fields plus model");
  });

  it('is not-tested without a transcript', () => {
    const v = only(checkTranscriptSummary(validTurn({ transcript: false })));
    expect(v.status).toBe('not-tested');
    expect(v.message).toBe('no transcript artifact was sent');
  });

  it('is not-tested on a stream cut before the summary, and judges one a cut stream carried', () => {
    const before = only(checkTranscriptSummary(cutAfter(validTurn(), 17)));
    expect(before.status).toBe('not-tested');
    expect(before.message).toBe(NOT_OVER);
    expect(only(checkTranscriptSummary(cutAfter(validTurn(), 18))).status).toBe('pass');
  });

  it('fails a turn over without a summary (clause present)', () => {
    const t = validTurn();
    delete chunkData(t, 4).turn;
    const v = only(checkTranscriptSummary(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['present']);
    expect(v.message).toBe('no transcript chunk carries the turn summary');
  });

  it('fails a summary field of the wrong type, naming its path (clause fields)', () => {
    const t = validTurn();
    chunkData(t, 4).turn.tokens.input = 'many';
    const v = only(checkTranscriptSummary(t));
    expect(v.status).toBe('fail');
    expect(clausesOf(v)).toEqual(['fields']);
    expect(v.message).toMatch(/^transcript summary\.tokens\.input: must be /);
  });

  it('keeps the summary and its first five errors as evidence', () => {
    const t = validTurn();
    chunkData(t, 4).turn = {};
    const v = only(checkTranscriptSummary(t));
    expect(v.message).toMatch(/^transcript summary: must have required property '/);
    const evidence = findingEvidence(v) as { summary: unknown; errors: unknown[] };
    expect(evidence.summary).toEqual({});
    expect(evidence.errors).toHaveLength(5);
  });
});
