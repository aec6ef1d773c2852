// The reference vessel with faults on: the fault layer's bends composed over the vessel's own
// engine, validator and server, as startVessel() options.
import { validateTranscript } from '../transcript/index.ts';
import { referenceTurn, type RunTurn, type ServerMiddleware, type TranscriptValidator } from '../vessel/seams.ts';
import { faultCatalogue, faultNames, type VesselFault } from './catalogue.ts';
import { VesselKitError } from '../errors.ts';

export interface FaultySeams {
  runTurn: RunTurn;
  validate: TranscriptValidator;
  middleware: ServerMiddleware;
}

export class UnknownFaultError extends VesselKitError {
  override name = 'UnknownFaultError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_UNKNOWN_FAULT', message, options);
  }
}

function faultsNamed(names: Iterable<string>): VesselFault[] {
  const wanted = [...names];
  const unknown = wanted.filter((name) => !faultNames.includes(name));
  if (unknown.length > 0) {
    throw new UnknownFaultError(
      `unknown fault ${unknown.map((f) => `'${f}'`).join(', ')}; faults: ${faultNames.join(', ')}`,
    );
  }
  return faultCatalogue.filter((f) => wanted.includes(f.name));
}

/** The seams with every named fault's bend applied, the first fault outermost. */
export function faultySeams(names: Iterable<string>): FaultySeams {
  const bends = faultsNamed(names).map((f) => f.bend);
  return {
    runTurn: bends.reduceRight<RunTurn>((inner, bend) => bend.turn?.(inner) ?? inner, referenceTurn),
    validate: bends.reduceRight<TranscriptValidator>(
      (inner, bend) => bend.validate?.(inner) ?? inner,
      validateTranscript,
    ),
    middleware: {
      http: bends.flatMap((b) => b.middleware?.http ?? []),
      rpc: bends.flatMap((b) => b.middleware?.rpc ?? []),
      stream: bends.flatMap((b) => b.middleware?.stream ?? []),
      card: bends.flatMap((b) => b.middleware?.card ?? []),
    },
  };
}
