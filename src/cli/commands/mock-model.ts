// `vessel-kit mock-model`: serves the scripted OpenAI-compatible mock model until stopped.
import { createMockModel } from '../../../mock-model/index.ts';
import { loadScriptDir, ScriptFileError } from '../../../mock-model/load-scripts.ts';
import { type Command, EXIT_OK, EXIT_USAGE, UsageError, untilStopped } from '../command.ts';
import { parseOptions, portOption } from '../options.ts';

const help = `Usage: vessel-kit mock-model [--port 9100] [--host 127.0.0.1] [--scripts DIR] [--strict-expectations]

Serves an OpenAI-compatible chat-completions endpoint whose every answer is scripted, and prints
its base URL (e.g. http://127.0.0.1:9100/v1). Point the vessel's model endpoint at it. Serves
until stopped (Ctrl-C).

Options:
  --port N               port to listen on (default 9100; 0 picks a free one)
  --host H               address to bind (default 127.0.0.1)
  --scripts DIR          register every *.json script file in DIR at start
  --strict-expectations  answer 400 when a step's request expectations do not hold
  --reasoning-field F    reasoning_content (default) or reasoning

Control endpoints on the same server: POST/GET /_mock/scripts, GET/DELETE /_mock/requests,
GET /_mock/health. See docs/mock-model.md.
`;

export const command: Command = {
  name: 'mock-model',
  summary: 'serve the scripted OpenAI-compatible mock model',
  help,
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      port: { type: 'string' },
      host: { type: 'string' },
      scripts: { type: 'string' },
      'strict-expectations': { type: 'boolean' },
      'reasoning-field': { type: 'string' },
    });
    const port = portOption('port', values.port, 9100);
    const dialect = values['reasoning-field'] ?? 'reasoning_content';
    if (dialect !== 'reasoning_content' && dialect !== 'reasoning') {
      throw new UsageError(`--reasoning-field must be reasoning_content or reasoning, not '${dialect}'`);
    }
    const model = createMockModel({
      defaultDialect: dialect,
      strictExpectations: values['strict-expectations'] ?? false,
    });
    if (values.scripts !== undefined) {
      try {
        model.register(loadScriptDir(values.scripts));
      } catch (error) {
        if (!(error instanceof ScriptFileError)) throw error;
        io.stderr(`vessel-kit mock-model: bad script file ${error.message}\n`);
        return EXIT_USAGE;
      }
    }
    let listening;
    try {
      listening = await model.listen({ port, host: values.host ?? '127.0.0.1' });
    } catch (error) {
      io.stderr(
        `vessel-kit mock-model: cannot listen on ${values.host ?? '127.0.0.1'}:${port} (${(error as Error).message})\n`,
      );
      return EXIT_USAGE;
    }
    io.stdout(`${listening.url}\n`);
    await untilStopped(io);
    await model.shutdown();
    return EXIT_OK;
  },
};
