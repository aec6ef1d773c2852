// Artifacts (events.txt "Artifacts"; D9, D16): files per acceptedOutputModes, the transcript only
// when requested, the answer once before turn.finished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCRIPT_MEDIA_TYPE } from '../../../src/a2a/vessel-events.ts';
import { acceptsMediaType } from '../../../src/vessel/turn/artifacts.ts';
import { agent, runScript, startModel, type ModelServer } from './harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

const makeFiles = (id: string) => ({
  id,
  steps: [
    {
      tool_calls: [
        { id: 'm1', name: 'make_file', arguments: { name: 'notes.md', media_type: 'text/markdown', content: '# Hé' } },
        { id: 'm2', name: 'make_file', arguments: { name: 'data.csv', media_type: 'text/csv', content: 'a,b' } },
        { id: 'm3', name: 'make_file', arguments: { name: 'pic.png', media_type: 'image/png', content: 'not really' } },
      ],
    },
    { text: 'Here are your files.' },
  ],
});

describe('file artifacts', () => {
  it('sends every file when acceptedOutputModes is absent: one raw part with mediaType, filename, metadata.call_id', async () => {
    const run = await runScript(server, agent(server.url), makeFiles('files-all'));
    expect(run.problems).toEqual([]);
    const files = run.artifacts.filter((a) => a.name === 'file');
    expect(files).toHaveLength(3);
    const notes = files.find((f) => f.parts[0]?.filename === 'notes.md')!;
    expect(notes.parts).toEqual([
      {
        raw: Buffer.from('# Hé').toString('base64'),
        mediaType: 'text/markdown',
        filename: 'notes.md',
        metadata: { call_id: 'm1' },
      },
    ]);
    expect(new Set(files.map((f) => f.artifactId)).size).toBe(3);
    expect(run.finished.files).toContainEqual({
      filename: 'notes.md',
      media_type: 'text/markdown',
      size: 5,
      call_id: 'm1',
    });
    expect(run.result.artifacts.filter((a) => a.name === 'file')).toHaveLength(3);
  });

  it('sends only accepted types (exact, type/*), and lists only the files sent', async () => {
    const run = await runScript(server, agent(server.url), makeFiles('files-some'), {
      acceptedOutputModes: ['text/*', 'image/jpeg'],
    });
    expect(run.problems).toEqual([]);
    expect(run.finished.files.map((f) => f.filename).sort()).toEqual(['data.csv', 'notes.md']);
  });

  it('sends no file when no type is accepted, and files is []', async () => {
    const run = await runScript(server, agent(server.url), makeFiles('files-none'), {
      acceptedOutputModes: ['application/json'],
    });
    expect(run.problems).toEqual([]);
    expect(run.artifacts.filter((a) => a.name === 'file')).toEqual([]);
    expect(run.finished.files).toEqual([]);
  });

  it('matches acceptedOutputModes as D16 says', () => {
    expect(acceptsMediaType('image/png', undefined)).toBe(true);
    expect(acceptsMediaType('image/png', [])).toBe(true);
    expect(acceptsMediaType('image/png', ['*/*'])).toBe(true);
    expect(acceptsMediaType('image/png', ['image/*'])).toBe(true);
    expect(acceptsMediaType('image/png', ['IMAGE/PNG'])).toBe(true);
    expect(acceptsMediaType('image/png', ['text/*', 'image/jpeg'])).toBe(false);
  });
});

describe('the transcript artifact', () => {
  it('is not sent unless acceptedOutputModes names its media type', async () => {
    for (const modes of [undefined, ['*/*'], ['application/json', 'text/markdown']]) {
      const run = await runScript(
        server,
        agent(server.url),
        { id: 'transcript-absent', steps: [{ text: 'hi' }] },
        modes ? { acceptedOutputModes: modes } : {},
      );
      expect(run.problems).toEqual([]);
      expect(run.artifacts.filter((a) => a.name === 'transcript')).toEqual([]);
      expect(run.result.artifacts.map((a) => a.name)).toEqual(['answer']);
    }
  });

  it('streams each message once as it completes, under one id, and closes with the summary', async () => {
    const run = await runScript(
      server,
      agent(server.url),
      {
        id: 'transcript-stream',
        steps: [
          { reasoning: 'r', text: 'Let me see. ', tool_calls: [{ id: 'e1', name: 'echo', arguments: { text: 'x' } }] },
          { text: 'Done.' },
        ],
      },
      { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] },
    );
    expect(run.problems).toEqual([]);
    const order = run.outputs.map((o) =>
      o.kind === 'event'
        ? o.event.type
        : `chunk:${(o.artifact.parts[0]?.data as { messages?: { role: string }[] })?.messages?.map((m) => m.role).join('+') ?? o.artifact.name}`,
    );
    expect(order).toEqual([
      'turn.started',
      'chunk:user',
      'reasoning.delta',
      'text.delta',
      'chunk:assistant',
      'step.finished',
      'tool.started',
      'chunk:tool',
      'tool.finished',
      'text.delta',
      'chunk:assistant',
      'step.finished',
      'chunk:answer',
      'chunk:',
      'turn.finished',
    ]);
    const summary = run.result.summary;
    expect(summary).toMatchObject({ status: 'ok', steps: 2, model: 'mock', files: [] });
    const whole = run.result.artifacts.find((a) => a.name === 'transcript');
    expect(whole?.parts).toEqual([
      { mediaType: TRANSCRIPT_MEDIA_TYPE, data: { version: 1, messages: run.result.messages, turn: summary } },
    ]);
  });
});
