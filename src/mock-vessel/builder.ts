// The turn builder: scripting a turn without knowing the mock-model format. A turn is a list of
// model steps; `reason`, `say` and `callTool` add to the current step, and the first of them after
// a tool call starts the next step (the vessel runs the tools, then calls the model again).
// `answer` and the failures end the turn. `build()` gives the turn script (script.ts) it stands for.
//
//   turn().reason('The user wants the folder.').say('Looking. ')
//     .callTool('list', {}, { result: 'species/' })
//     .answer('There is one folder, species/.')
import type { Fault, ScriptStep } from '../../mock-model/index.ts';
import type { TurnScript, TurnStep, TurnToolCall } from './script.ts';

/** The mock model's default piece size (code points), also what the builder counts frames with. */
const DEFAULT_PIECE_CHARS = 4;

/** How a model call fails (D7 model_error): an HTTP status before any byte, or a broken stream. */
export type ModelFailure =
  | { status?: number }
  | {
      /** `cut`: the connection drops; `error-frame`: an OpenAI error frame; `malformed`: a frame that is not JSON; `no-finish`: the stream ends with no finish_reason. */
      stream: 'cut' | 'error-frame' | 'malformed' | 'no-finish';
    };

export interface Pace {
  /** Code points per piece (default 4). */
  chars?: number;
  /** Milliseconds between pieces (default 0). */
  everyMs?: number;
  /** Milliseconds before the first piece (default 0). */
  firstAfterMs?: number;
}

export interface ToolOutcome {
  /** What the tool returns (the vessel runs nothing). */
  result?: string;
  /** The tool fails with this error (the vessel runs nothing). */
  error?: string;
}

export interface FileToReturn {
  filename: string;
  mediaType: string;
  /** The file's text (sent as UTF-8). */
  content: string;
}

interface Draft {
  reasoning: string;
  text: string;
  toolCalls: TurnToolCall[];
  timing?: ScriptStep['timing'];
  usage?: ScriptStep['usage'];
  fault?: Fault;
}

const emptyDraft = (): Draft => ({ reasoning: '', text: '', toolCalls: [] });

export class TurnBuilder {
  readonly #description: string | undefined;
  readonly #steps: Draft[] = [emptyDraft()];
  #ended = false;
  readonly #overrides: Pick<TurnScript, 'deadline_ms' | 'max_steps' | 'cancel_after_ms'> = {};

  constructor(description?: string) {
    this.#description = description;
  }

  get #current(): Draft {
    return this.#steps[this.#steps.length - 1]!;
  }

  /** The step to add content to: the current one, or a new one after a step that called tools. */
  #open(what: string): Draft {
    if (this.#ended) throw new TypeError(`turn(): ${what} after the turn ended (answer() or a failure ends it)`);
    if (this.#current.toolCalls.length > 0) this.#steps.push(emptyDraft());
    return this.#current;
  }

  /** Reasoning the model streams in the current step (before its text). */
  reason(text: string): this {
    this.#open('reason()').reasoning += text;
    return this;
  }

  /** Text the model streams in the current step. */
  say(text: string): this {
    this.#open('say()').text += text;
    return this;
  }

  /** How the current step streams: pieces of `chars` code points, `everyMs` apart, the first after `firstAfterMs`. */
  pace(pace: Pace): this {
    const step = this.#open('pace()');
    step.timing = {
      ...step.timing,
      ...(pace.chars !== undefined ? { chunk_chars: pace.chars } : {}),
      ...(pace.everyMs !== undefined ? { interval_ms: pace.everyMs } : {}),
      ...(pace.firstAfterMs !== undefined ? { ttft_ms: pace.firstAfterMs } : {}),
    };
    return this;
  }

  /** The usage the model reports for the current step (computed from the characters otherwise). */
  usage(input: number, output: number): this {
    this.#open('usage()').usage = { input, output };
    return this;
  }

  /**
   * The model calls a tool in the current step. `args` is an object, or a string sent as the exact
   * argument text (which may be invalid JSON: the vessel then answers the call with an error and
   * stores "{}"). With `outcome`, the vessel's tool returns `result` (or fails with `error`)
   * instead of running; without it, a built-in tool of the agent runs.
   */
  callTool(name: string, args: Record<string, unknown> | string = {}, outcome: ToolOutcome = {}): this {
    if (this.#ended) throw new TypeError('turn(): callTool() after the turn ended');
    if (outcome.result !== undefined && outcome.error !== undefined)
      throw new TypeError(`turn(): callTool('${name}'): give a result or an error, not both`);
    const step = this.#current;
    const id = `call_${this.#steps.length}_${step.toolCalls.length + 1}`;
    step.toolCalls.push({
      id,
      name,
      ...(typeof args === 'string' ? { arguments_raw: args } : { arguments: args }),
      ...(outcome.result !== undefined ? { result: outcome.result } : {}),
      ...(outcome.error !== undefined ? { error: outcome.error } : {}),
    });
    return this;
  }

  /** A tool returns a file: the model calls the built-in `make_file` tool (the agent needs it), and the vessel sends a `file` artifact. */
  returnFile(file: FileToReturn): this {
    return this.callTool('make_file', { name: file.filename, media_type: file.mediaType, content: file.content });
  }

  /** The final answer: text of the current step (a new step after a tool call); ends the turn with status `ok`. */
  answer(text: string): this {
    this.#open('answer()').text += text;
    this.#ended = true;
    return this;
  }

  /**
   * The turn ends `model_error`: the next model call fails. `{ status }` (default 500) is an HTTP
   * error before any byte, so the current step must not have streamed text; `{ stream }` breaks
   * the stream after what the current step said.
   */
  modelError(failure: ModelFailure = {}): this {
    if ('stream' in failure) {
      const step = this.#open('modelError()');
      const frames = contentFrames(step);
      step.fault =
        failure.stream === 'cut'
          ? { cut_after: frames }
          : failure.stream === 'error-frame'
            ? { error_frame_after: frames }
            : failure.stream === 'malformed'
              ? { malformed_after: frames }
              : { eof_without_finish: true };
    } else {
      const step = this.#open('modelError()');
      if (step.text !== '' || step.reasoning !== '')
        throw new TypeError(
          'turn(): modelError({ status }) fails a model call before it streams anything; say() and reason() before it need a tool call in between, or use modelError({ stream })',
        );
      step.fault = { http_status: failure.status ?? 500 };
    }
    this.#ended = true;
    return this;
  }

  /**
   * The turn runs into its deadline (status `deadline`): after what the current step said the model
   * sends nothing more, and this turn's deadline is `afterMs` from its start (default 100 ms)
   * instead of the agent's deadline_seconds.
   */
  deadline(options: { afterMs?: number } = {}): this {
    this.#stall('deadline()');
    this.#overrides.deadline_ms = options.afterMs ?? 100;
    return this;
  }

  /**
   * The turn is cancelled mid-turn (status `cancelled`): after what the current step said the model
   * sends nothing more, and the vessel cancels the turn itself `afterMs` after its start (default
   * 100 ms), as a CancelTask from elsewhere would.
   */
  cancelled(options: { afterMs?: number } = {}): this {
    this.#stall('cancelled()');
    this.#overrides.cancel_after_ms = options.afterMs ?? 100;
    return this;
  }

  /**
   * After what the current step said the model sends nothing more, ever: the turn stays working
   * until the application cancels it (CancelTask) or the agent's deadline passes.
   */
  stall(): this {
    this.#stall('stall()');
    return this;
  }

  #stall(what: string): void {
    const step = this.#open(what);
    step.fault = { stall_after: contentFrames(step) };
    this.#ended = true;
  }

  /**
   * The turn reaches its step limit (status `step_limit`): this turn's max_steps is its number of
   * steps, so the last one is made with no tools offered, and `text` is its answer. Tool calls
   * before it run as scripted; with none, the turn is that one step (max_steps 1).
   */
  stepLimit(text = 'I have reached the step limit for this turn.'): this {
    this.answer(text);
    this.#overrides.max_steps = this.#steps.length;
    return this;
  }

  /** The turn script this builder stands for. */
  build(): TurnScript {
    const last = this.#current;
    if (last.toolCalls.length > 0 && !last.fault)
      throw new TypeError(
        'turn(): the last step calls tools, so the model would be asked again with nothing scripted; end with answer() or a failure',
      );
    const steps: TurnStep[] = this.#steps.map((d) => ({
      ...(d.reasoning !== '' ? { reasoning: d.reasoning } : {}),
      ...(d.text !== '' || (d.toolCalls.length === 0 && d.reasoning === '' && !d.fault) ? { text: d.text } : {}),
      ...(d.toolCalls.length > 0 ? { tool_calls: d.toolCalls.map((c) => ({ ...c })) } : {}),
      ...(d.timing ? { timing: { ...d.timing } } : {}),
      ...(d.usage ? { usage: { ...d.usage } } : {}),
      ...(d.fault ? { fault: { ...d.fault } } : {}),
    }));
    return {
      ...(this.#description !== undefined ? { description: this.#description } : {}),
      steps,
      ...this.#overrides,
    };
  }
}

/** Frames the mock model streams for a step before its closing ones: the role frame, then one per piece. */
function contentFrames(step: Draft): number {
  const size = step.timing?.chunk_chars ?? DEFAULT_PIECE_CHARS;
  const pieces = (text: string) => Math.ceil(Array.from(text).length / size);
  return 1 + pieces(step.reasoning) + pieces(step.text);
}

/** Starts scripting a turn; `description` is shown by pending() and in the recorded requests. */
export function turn(description?: string): TurnBuilder {
  return new TurnBuilder(description);
}
