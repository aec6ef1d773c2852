// Running real turns in tests: the mock model on a loopback port, an agent pointed at it, and a
// sink that collects every output.
import { createMockModel, scriptDirective, type MockModel, type Script } from '../../../mock-model/index.ts';
import type {
  StepFinished,
  ToolFinished,
  ToolStarted,
  TurnFinished,
  VesselEvent,
} from '../../../src/a2a/vessel-events.ts';
import type { Artifact } from '../../../src/a2a/wire.ts';
import type { TranscriptMessage, UserMessage } from '../../../src/transcript/schema.ts';
import type { AgentConfig } from '../../../src/vessel/config/schema.ts';
import { referenceTurn } from '../../../src/vessel/turn/index.ts';
import type { RunTurn, TurnOptions, TurnOutput, TurnResult } from '../../../src/vessel/turn/seam.ts';
import { sampleImages } from '../../../src/transcript/sample-images.ts';
import { turnProblems } from './turn-invariants.ts';

/** A real PNG as an inline data URL (D12), for what-reaches-the-model tests. */
export const PNG_DATA_URL = `data:image/png;base64,${sampleImages['image/png']().toString('base64')}`;

export interface ModelServer {
  model: MockModel;
  url: string;
  close(): Promise<void>;
}

export async function startModel(): Promise<ModelServer> {
  const model = createMockModel();
  const { url, close } = await model.listen({ port: 0, host: '127.0.0.1' });
  return {
    model,
    url,
    close: async () => {
      await model.shutdown();
      await close().catch(() => undefined);
    },
  };
}

export function agent(url: string, overrides: Partial<AgentConfig> = {}): AgentConfig {
  return {
    name: 'test',
    briefing: 'You are a test agent.',
    model: { base_url: url, name: 'mock', accepts_images: false },
    max_steps: 5,
    deadline_seconds: 20,
    send_reasoning: false,
    tools: ['list', 'echo', 'sleep', 'fail', 'make_file', 'big_output'],
    ...overrides,
  };
}

export interface TurnRun {
  outputs: TurnOutput[];
  result: TurnResult;
  events: VesselEvent[];
  artifacts: Artifact[];
  finished: TurnFinished;
  steps: StepFinished[];
  started: ToolStarted[];
  toolFinished: ToolFinished[];
  problems: string[];
}

export interface RunOptions {
  history?: TranscriptMessage[];
  userMessage?: UserMessage;
  acceptedOutputModes?: string[];
  cancel?: AbortSignal;
  /** The engine to run (default the reference engine), e.g. one bent by the fault layer. */
  runTurn?: RunTurn;
  /** Called on every output, e.g. to cancel when a given event arrives. */
  onOutput?: (output: TurnOutput) => void;
}

let turnCounter = 0;

export async function runScript(
  server: ModelServer,
  config: AgentConfig,
  script: Script | null,
  options: RunOptions = {},
): Promise<TurnRun> {
  if (script) server.model.register(script);
  const outputs: TurnOutput[] = [];
  const userMessage: UserMessage = options.userMessage ?? {
    role: 'user',
    content: script ? `Go.\n${scriptDirective(script.id)}` : 'Hello',
  };
  const turnOptions: TurnOptions = { cancel: options.cancel ?? new AbortController().signal };
  const history = options.history ?? [];
  const result = await (options.runTurn ?? referenceTurn)(
    config,
    {
      taskId: `task-${++turnCounter}`,
      contextId: 'conv-1',
      history,
      userMessage,
      ...(options.acceptedOutputModes ? { acceptedOutputModes: options.acceptedOutputModes } : {}),
    },
    (output) => {
      outputs.push(output);
      options.onOutput?.(output);
    },
    turnOptions,
  );
  const events = outputs.flatMap((o) => (o.kind === 'event' ? [o.event] : []));
  const pick = <T extends VesselEvent['type']>(type: T) =>
    events.filter((e): e is Extract<VesselEvent, { type: T }> => e.type === type);
  return {
    outputs,
    result,
    events,
    artifacts: outputs.flatMap((o) => (o.kind === 'artifact' ? [o.artifact] : [])),
    finished: pick('turn.finished')[0]!,
    steps: pick('step.finished'),
    started: pick('tool.started'),
    toolFinished: pick('tool.finished'),
    problems: turnProblems(outputs, result, {
      history,
      acceptsImages: config.model.accepts_images,
      transcriptRequested:
        options.acceptedOutputModes?.includes('application/vnd.astralvessel.transcript+json') ?? false,
    }),
  };
}

/** The requests the model received for one script, parsed. */
export function requestsFor(
  server: ModelServer,
  scriptId: string,
): { messages: Record<string, unknown>[]; tools?: { function: { name: string } }[] }[] {
  return server.model.journal({ script: scriptId }).map((e) => e.request as never);
}
