// `vessel-kit certify`: drives turns at a vessel, records everything, judges it rule by rule and
// writes the reports (results.json, junit.xml, summary.md, index.html, badge.svg; an evidence
// bundle with --evidence), showing progress as it goes. With no target it certifies the embedded
// reference vessel. Reading the options, starting the target and loading what they name is
// src/certify/plan.ts, which certify() from code shares; this command prints.
import { type Command, type CliIO, EXIT_USAGE } from '../command.ts';
import { CERTIFY_OPTIONS } from '../../certify/options.ts';
import { VesselKitError } from '../../errors.ts';
import { planCertification, selectedCases, type Planned, type Replay } from '../../certify/plan.ts';
import { runAndRecord } from '../../certify/run-and-record.ts';
import { renderCaseList } from '../case-list.ts';
import { certifyHelp, parseCertifyArgs, type CertifyArgs } from '../certify-args.ts';
import { emitResults, progressFor } from '../report-output.ts';

export { parseCertifyArgs, type CertifyArgs } from '../certify-args.ts';

/** `replay` narrows a property-based case to one counterexample (its seed and path). */
export async function certify(args: CertifyArgs, io: CliIO, replay?: Replay): Promise<number> {
  if (args.list) {
    io.stdout(renderCaseList(await selectedCases(args)));
    return 0;
  }
  let planned: Planned;
  try {
    planned = await planCertification(args, {
      door: 'command line',
      signal: io.stopSignal,
      // What --wait-for-target saw, on a terminal or not: CI logs show why the run waits.
      ...(args.quiet ? {} : { onWait: (line: string) => io.stderr(`vessel-kit certify: ${line}\n`) }),
      ...(replay ? { replay } : {}),
    });
  } catch (error) {
    if (error instanceof VesselKitError) {
      io.stderr(`vessel-kit certify: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
  const { run } = planned;
  for (const warning of planned.warnings) io.stderr(`vessel-kit certify: warning: ${warning}\n`);
  const outDir = args.out ?? CERTIFY_OPTIONS.out.default;
  try {
    const talk = !args.json && !args.quiet && args.reporters.includes('terminal');
    if (talk)
      io.stderr(
        `certifying ${run.profile.name ?? run.profile.agents[0]?.url} (mock model at ${run.target.modelUrl}, seed ${args.seed}${args.seedFrom ? ` from ${args.seedFrom}` : ''}${args.shard ? `, shard ${args.shard.index}/${args.shard.total}` : ''})\n`,
      );
    const progress = talk ? progressFor(io) : undefined;
    const { results, full } = await runAndRecord({
      ...run,
      ...(progress
        ? {
            onPlan: (cases: readonly unknown[]) => progress.start(cases.length),
            onCase: (c) => progress.caseDone(c),
          }
        : {}),
    });
    progress?.stop();
    const written = await emitResults(io, results, {
      outDir,
      reporters: args.reporters,
      quiet: args.quiet,
      json: args.json,
      full,
    });
    return written.outcome.exit_code;
  } finally {
    await planned.close();
  }
}

export const command: Command = {
  name: 'certify',
  summary: 'certify a vessel (the embedded reference vessel by default); writes the reports to reports/',
  help: certifyHelp,
  async run(argv, io) {
    return certify(await parseCertifyArgs(argv, process.cwd(), io.env), io);
  },
};
