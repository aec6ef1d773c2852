// `vessel-kit` entry point: finds the sub-command and runs it. Commands are loaded lazily so
// `vessel-kit validate` does not pay for starting the vessel's dependencies.
import process from 'node:process';
import { isEntryPoint } from '../entry-point.ts';
import { type CliIO, type Command, UsageError, EXIT_USAGE } from './command.ts';
import { kitPackage } from '../kit-package.ts';
import { VesselKitError } from '../errors.ts';

const commands: Record<string, () => Promise<{ command: Command }>> = {
  validate: () => import('./commands/validate.ts'),
  'mock-model': () => import('./commands/mock-model.ts'),
  vessel: () => import('./commands/vessel.ts'),
  certify: () => import('./commands/certify.ts'),
  rejudge: () => import('./commands/rejudge.ts'),
  report: () => import('./commands/report.ts'),
  replay: () => import('./commands/replay.ts'),
};

async function mainHelp(): Promise<string> {
  const lines = ['Usage: vessel-kit <command> [options]', '', 'Commands:'];
  for (const load of Object.values(commands)) {
    const { command } = await load();
    lines.push(`  ${command.name.padEnd(12)} ${command.summary}`);
  }
  lines.push(
    '',
    "Run `vessel-kit <command> --help` for a command's options.",
    'Exit codes: 0 success, 1 a check or validation failed, 2 usage, configuration or reachability error.',
  );
  return lines.join('\n') + '\n';
}

export function processIO(): CliIO {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdin: process.stdin,
    stopSignal: controller.signal,
    env: process.env,
    stderrIsTTY: process.stderr.isTTY === true,
    columns: process.stderr.columns,
  };
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(await mainHelp());
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`vessel-kit ${kitPackage().version}\n`);
    return 0;
  }
  const load = commands[name];
  if (!load) {
    io.stderr(
      `vessel-kit: unknown command '${name}'. Commands: ${Object.keys(commands).join(', ')}. See 'vessel-kit --help'.\n`,
    );
    return EXIT_USAGE;
  }
  const { command } = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.help.endsWith('\n') ? command.help : command.help + '\n');
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    // Every input error (a flag, a file, a profile, a config) is a VesselKitError: exit 2, its message.
    if (error instanceof VesselKitError) {
      const hint = error instanceof UsageError ? `\nSee 'vessel-kit ${name} --help'.` : '';
      io.stderr(`vessel-kit ${name}: ${error.message}${hint}\n`);
      return EXIT_USAGE;
    }
    // The kit itself failed: say so plainly, never as a verdict on the target.
    io.stderr(
      `vessel-kit ${name}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return EXIT_USAGE;
  }
}

if (isEntryPoint(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
