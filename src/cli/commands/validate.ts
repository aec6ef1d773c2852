// `vessel-kit validate FILE...`: validates transcript envelopes rule by rule. I/O only; the
// judging is src/transcript's validateTranscript.
import { readFile } from 'node:fs/promises';
import { parseOptions } from '../options.ts';
import type { Readable } from 'node:stream';
import { type Command, UsageError, EXIT_OK, EXIT_FAILED, EXIT_USAGE } from '../command.ts';
import { validateTranscript, DEFAULT_MAX_PROBLEMS_PER_RULE, type Problem } from '../../transcript/index.ts';
import { fixtureTranscript, looksLikeFixture, FixtureFormatError } from '../../transcript/fixtures.ts';

const help = `Usage: vessel-kit validate FILE... [--accepts-images] [--json] [--max-problems N]

Validates transcript envelopes (application/vnd.astralvessel.transcript+json) rule by rule:
structure (schemas/transcript.schema.json), no system messages, tool-call pairing, images
and the 2,000-message and 32-image limits. Every problem names its rule, a JSON pointer and
the message index. Rules: src/rules/transcript.ts; details: docs/transcript-validator.md.

Arguments:
  FILE                a JSON file holding a transcript envelope; - reads standard input.
                      A kit fixture file ({"transcript": ...} or {"generate": ...}, as in
                      fixtures/transcripts/) is validated as the transcript it holds.

Options:
  --accepts-images    judge as for an agent whose model accepts images. Without it images
                      are refused, except in a fixture file whose needs.acceptsImages is true.
  --json              print one JSON document:
                      [{"file", "ok", "problems": [{"rule", "path", "message"}]}]
                      (a file that could not be read has "error" and no problems)
  --max-problems N    list at most N problems of one rule per file (default ${DEFAULT_MAX_PROBLEMS_PER_RULE});
                      one more problem then says how many were left out
  -h, --help          show this help

Exit codes: 0 every file is valid, 1 a file is invalid, 2 a file is unreadable or not
JSON, or the command was called wrongly.
`;

export interface FileResult {
  /** As given on the command line; `-` is standard input. */
  file: string;
  ok: boolean;
  problems: Problem[];
  /** Set when the file could not be read or parsed; then nothing was judged. */
  error?: string;
}

interface Options {
  files: string[];
  acceptsImages: boolean | undefined;
  json: boolean;
  maxProblemsPerRule: number;
}

function parse(argv: string[]): Options {
  const parsed = parseOptions(
    argv,
    {
      'accepts-images': { type: 'boolean' },
      json: { type: 'boolean' },
      'max-problems': { type: 'string' },
    },
    true,
  );
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageError('give at least one FILE (or - for standard input)');
  if (positionals.filter((f) => f === '-').length > 1)
    throw new UsageError('standard input (-) can be given only once');
  const max = values['max-problems'] === undefined ? DEFAULT_MAX_PROBLEMS_PER_RULE : Number(values['max-problems']);
  if (!Number.isInteger(max) || max < 1)
    throw new UsageError(`--max-problems must be a whole number of at least 1, not '${values['max-problems']}'`);
  return {
    files: positionals,
    acceptsImages: values['accepts-images'],
    json: values.json ?? false,
    maxProblemsPerRule: max,
  };
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function reason(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') return 'no such file';
    if (code === 'EISDIR') return 'is a directory, not a file';
    if (code === 'EACCES') return 'permission denied';
  }
  return error instanceof Error ? error.message : String(error);
}

const shown = (file: string) => (file === '-' ? '(standard input)' : file);

async function validateFile(file: string, options: Options, stdin: Readable): Promise<FileResult> {
  let text: string;
  try {
    text = file === '-' ? await readAll(stdin) : await readFile(file, 'utf8');
  } catch (error) {
    return { file, ok: false, problems: [], error: `cannot read: ${reason(error)}` };
  }
  let json: unknown;
  try {
    // A byte-order mark (some editors write one) is not part of the JSON text.
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return {
      file,
      ok: false,
      problems: [],
      error: `not JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  let transcript = json;
  let acceptsImages = options.acceptsImages ?? false;
  if (looksLikeFixture(json)) {
    try {
      const fixture = fixtureTranscript(json as Record<string, unknown>, shown(file));
      transcript = fixture.transcript;
      acceptsImages = options.acceptsImages ?? fixture.acceptsImages ?? false;
    } catch (error) {
      if (!(error instanceof FixtureFormatError)) throw error;
      return { file, ok: false, problems: [], error: `not a usable fixture: ${error.message}` };
    }
  }
  const { ok, problems } = validateTranscript(transcript, {
    acceptsImages,
    maxProblemsPerRule: options.maxProblemsPerRule,
  });
  return { file, ok, problems };
}

function renderText(results: FileResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    if (r.error !== undefined) continue; // said on standard error
    if (r.ok) {
      lines.push(`${shown(r.file)}: valid`);
      continue;
    }
    lines.push(`${shown(r.file)}: invalid (${r.problems.length} problem${r.problems.length === 1 ? '' : 's'})`);
    for (const p of r.problems)
      lines.push(`  - ${p.message}`, `      rule ${p.rule} at ${p.path === '' ? '(the whole value)' : p.path}`);
  }
  if (results.length > 1) {
    const valid = results.filter((r) => r.ok).length;
    const unreadable = results.filter((r) => r.error !== undefined).length;
    lines.push(
      `${results.length} files: ${valid} valid, ${results.length - valid - unreadable} invalid${unreadable ? `, ${unreadable} unreadable` : ''}`,
    );
  }
  return lines.length === 0 ? '' : lines.join('\n') + '\n';
}

export const command: Command = {
  name: 'validate',
  summary: 'validates transcript envelopes, rule by rule',
  help,
  async run(argv, io) {
    const options = parse(argv);
    const results: FileResult[] = [];
    for (const file of options.files) results.push(await validateFile(file, options, io.stdin));
    for (const r of results)
      if (r.error !== undefined) io.stderr(`vessel-kit validate: ${shown(r.file)}: ${r.error}\n`);
    io.stdout(options.json ? JSON.stringify(results, null, 2) + '\n' : renderText(results));
    if (results.some((r) => r.error !== undefined)) return EXIT_USAGE;
    return results.every((r) => r.ok) ? EXIT_OK : EXIT_FAILED;
  },
};
