// Option parsing shared by the sub-commands: node:util's parseArgs, with its errors turned into
// UsageError (exit 2 with a pointer to --help), and the value checks every command repeats.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict parsing: an unknown option or a missing value is a usage error naming it. */
export function parseOptions<O extends Options, P extends boolean = false>(
  argv: string[],
  options: O,
  allowPositionals?: P,
) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: (allowPositionals ?? false) as P });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A TCP port (0 = any free port) given as `--<name>`; `fallback` when the option is absent. */
export function portOption(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`--${name} must be a port number from 0 to 65535, not '${value}'`);
  }
  return port;
}
