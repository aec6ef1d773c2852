// content.prefix-usable (CONTRACT.md D18): every prefix of the transcript cut at a chunk boundary,
// its open calls answered [not run: the turn ended first], appended to the history, passes every
// envelope rule. The completion of a prefix, each not-tested reason, the failure's words and
// evidence, and the chunks that carry nothing.
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import { NOT_RUN_RESULT, TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { checkPrefixUsable, completedPrefix } from '../../src/checks/prefix.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { brokenClauses } from '../../src/checks/verdict.ts';
import {
  artifactSse,
  artifactUpdate,
  chunkData,
  insertSse,
  resync,
  simulate,
  transcriptChunkCount,
  validTurn,
} from './builders.ts';
import { only } from './verdict-readers.ts';

const call = (...ids: unknown[]) => ({
  role: 'assistant',
  content: null,
  tool_calls: ids.map((id) => ({ id, type: 'function', function: { name: 'list', arguments: '{}' } })),
});
const result = (id: string, content = 'ok') => ({ role: 'tool', tool_call_id: id, content });
const notRun = (id: string) => ({ role: 'tool', tool_call_id: id, content: NOT_RUN_RESULT });

describe('completedPrefix', () => {
  it('answers each open call of the last assistant message [not run …], in order', () => {
    const user = { role: 'user', content: 'hi' };
    expect(completedPrefix([user, call('a', 'b'), result('a')])).toEqual([
      user,
      call('a', 'b'),
      result('a'),
      notRun('b'),
    ]);
    expect(completedPrefix([user, call('a', 'b')])).toEqual([user, call('a', 'b'), notRun('a'), notRun('b')]);
  });

  it('leaves a prefix without open calls as it is', () => {
    const done = [{ role: 'user', content: 'hi' }, call('a'), result('a'), { role: 'assistant', content: 'done' }];
    expect(completedPrefix(done)).toEqual(done);
    expect(completedPrefix([])).toEqual([]);
  });

  it('only the last assistant message’s calls are open; results of earlier ones do not count for it', () => {
    expect(completedPrefix([call('a'), result('a'), call('a')])).toEqual([
      call('a'),
      result('a'),
      call('a'),
      notRun('a'),
    ]);
  });

  it('a user message naming a call id answers nothing; stray values and calls without an id are skipped', () => {
    const stray = { role: 'user', tool_call_id: 'a', content: 'x' };
    expect(completedPrefix([call('a'), stray])).toEqual([call('a'), stray, notRun('a')]);
    expect(completedPrefix([call('a'), null, 'x'])).toEqual([call('a'), null, 'x', notRun('a')]);
    const odd = { role: 'assistant', content: null, tool_calls: ['x', { id: 3 }, { id: 'b' }] };
    expect(completedPrefix([odd])).toEqual([odd, notRun('b')]);
    const none = { role: 'assistant', content: null, tool_calls: 'a' };
    expect(completedPrefix([none])).toEqual([none]);
  });
});

/** Puts a transcript chunk holding no message before the turn's first; returns where it went. */
function insertEmptyFirstChunk(turn: RecordedTurn): number {
  const first = artifactSse(turn, 'transcript').index;
  const empty = artifactUpdate('transcript', 'transcript-1', [
    { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: [] } },
  ]);
  insertSse(turn, first, empty);
  return first;
}

describe('content.prefix-usable', () => {
  it('passes a conformant turn, counting its chunk boundaries', () => {
    const turn = validTurn();
    const v = only(checkPrefixUsable(turn));
    expect(v.status).toBe('pass');
    expect(v.message).toBe(
      `each of the ${transcriptChunkCount(turn)} chunk boundaries leaves a usable history once open calls are answered`,
    );
  });

  it('is not-tested without the transcript asked for, or with no chunk of it', () => {
    expect(only(checkPrefixUsable(validTurn({ transcript: false })))).toMatchObject({
      status: 'not-tested',
      message: 'the case did not ask for the transcript',
    });
    const none = validTurn({ transcript: false, acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] });
    expect(only(checkPrefixUsable(none))).toMatchObject({
      status: 'not-tested',
      message: 'no transcript chunk arrived',
    });
  });

  it('fails a result sent before the call it answers, naming the chunk, the rule and where turn messages start', () => {
    const turn = validTurn();
    const [calls, results] = [chunkData(turn, 1).messages, chunkData(turn, 2).messages];
    [chunkData(turn, 1).messages, chunkData(turn, 2).messages] = [results, calls];
    resync(turn);
    const v = only(checkPrefixUsable(turn));
    expect(v.status).toBe('fail');
    expect(brokenClauses(v)).toEqual(['prefix']);
    expect(v.message).toMatch(
      new RegExp(
        `^the stream cut after transcript chunk 2 of ${transcriptChunkCount(turn)} leaves a history that breaks (tool\\.[a-z-]+): .+ \\(turn messages start at messages\\[0\\]\\)$`,
      ),
    );
    const evidence = (v.evidence as { findings: { evidence: any }[] }).findings[0]!.evidence;
    expect(evidence.chunk).toBe(1);
    expect(evidence.prefix).toBe(2);
    expect(evidence.problems[0].rule).toBe(v.message.match(/breaks ([^:]+):/)![1]);
  });

  it('counts turn messages after the history the case sent', () => {
    const history = [
      { role: 'user', content: 'before' },
      { role: 'assistant', content: 'earlier answer' },
    ];
    const turn = validTurn({ history });
    chunkData(turn, 0).messages.push(result('nobody-called'));
    const v = only(checkPrefixUsable(resync(turn)));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(
      /^the stream cut after transcript chunk 1 of .* \(turn messages start at messages\[2\]\)$/,
    );
  });

  it('keeps at most ten problems as evidence', () => {
    const turn = validTurn();
    chunkData(turn, 0).messages.push(...Array.from({ length: 12 }, (_, i) => result(`x${i}`)));
    const v = only(checkPrefixUsable(resync(turn)));
    expect(v.status).toBe('fail');
    const evidence = (v.evidence as { findings: { evidence: any }[] }).findings[0]!.evidence;
    expect(evidence.problems).toHaveLength(10);
    expect(evidence.prefix).toBe(13);
  });

  it('a chunk that carries no message is no boundary to judge, even first', () => {
    const turn = validTurn();
    const first = insertEmptyFirstChunk(turn);
    insertSse(turn, first, artifactUpdate('transcript', 'transcript-1', [{ text: 'no transcript part' }]));
    const v = only(checkPrefixUsable(turn));
    expect(v).toMatchObject({ status: 'pass', message: expect.stringMatching(/^each of the 7 chunk boundaries/) });
  });

  it('an empty first chunk is not judged: a broken history is reported at the first chunk with messages', () => {
    const turn = validTurn({ history: [{ role: 'user', content: 'before' }, call('old')] });
    insertEmptyFirstChunk(turn);
    const v = only(checkPrefixUsable(turn));
    expect(v.status).toBe('fail');
    expect(v.message).toBe(
      'the stream cut after transcript chunk 2 of 6 leaves a history that breaks tool.unanswered: messages[1].tool_calls[0]: tool call "old" is unanswered before messages[2]; every call needs its tool result first (turn messages start at messages[2])',
    );
  });

  it('judges images by what the agent accepts', () => {
    const refuses = simulate({ images: 1, steps: [{ text: ['A dot.'] }] });
    const v = only(checkPrefixUsable(refuses));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(/^the stream cut after transcript chunk 1 of \d+ leaves a history that breaks image\./);
    const accepts: RecordedTurn = simulate({
      images: 1,
      agent: { accepts_images: true },
      steps: [{ text: ['A dot.'] }],
    });
    expect(only(checkPrefixUsable(accepts)).status).toBe('pass');
  });

  it('holds an agent of unknown image acceptance to neither answer, and still to every other image rule', () => {
    const unknown = simulate({ images: 1, steps: [{ text: ['A dot.'] }] });
    delete unknown.agent.accepts_images;
    expect(only(checkPrefixUsable(unknown)).status).toBe('pass');
    const badImage = { role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/png;base64,@@' } }] };
    const broken = simulate({ history: [badImage], steps: [{ text: ['A dot.'] }] });
    delete broken.agent.accepts_images;
    const v = only(checkPrefixUsable(broken));
    expect(v.status).toBe('fail');
    expect(v.message).toMatch(/leaves a history that breaks image\.base64: /);
    expect(JSON.stringify(v.evidence)).not.toContain('image.not-accepted');
  });
});
