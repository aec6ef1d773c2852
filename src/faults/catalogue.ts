// Deliberate faults of the reference vessel: each makes it break one rule of the documents, so
// the kit's certification can be shown to catch it (a check nobody has seen fail is not trusted).
// Each fault is a plain value: the rules it breaks (from the catalogue, src/rules), what the
// vessel then does, and the bend that makes it so, at the seams the vessel exports
// (src/vessel/seams.ts). `breaks` lists what certifying the embedded vessel with the fault was
// seen to fail, the intended rule first; a bend the kit sees through several cases (a missing
// event also throws the status check off) fails more than one rule. The faults are filed by rule:
// those aimed at a clause of src/rules/<area>.ts sit in ./<area>.ts, and every area has its file.
import type { VesselFault } from './bend.ts';
import type { Area, FaultsOf } from './fault.ts';
import { faults as a2a } from './a2a.ts';
import { faults as artifact } from './artifact.ts';
import { faults as content } from './content.ts';
import { faults as earlyEnd } from './early-end.ts';
import { faults as event } from './event.ts';
import { faults as image } from './image.ts';
import { faults as merge } from './merge.ts';
import { faults as message } from './message.ts';
import { faults as model } from './model.ts';
import { faults as order } from './order.ts';
import { faults as rejection } from './rejection.ts';
import { faults as robust } from './robust.ts';
import { faults as security } from './security.ts';
import { faults as status } from './status.ts';
import { faults as stress } from './stress.ts';
import { faults as tool } from './tool.ts';
import { faults as transcript } from './transcript.ts';
import { faults as turn } from './turn.ts';
import { faults as views } from './views.ts';
import { faults as values } from './values.ts';

export type { Bend, VesselFault } from './bend.ts';

/**
 * Each area's faults: the turn's areas first, then the A2A layer, the robustness and security
 * rules, and the history's envelope last. The negative controls certify them in three files by
 * area (test/certify/faults-{turn,a2a,request}.test.ts, FAULT_FILES in
 * test/certify/support/fault-controls.ts), each in this order. When they ran in one file with the
 * envelope first, on a machine at load 13, the 2 s preflight turn of two of the first six ran out
 * twice in two runs; at load 7 either order passed.
 */
export const faultsByArea = {
  event,
  order,
  turn,
  merge,
  status,
  'early-end': earlyEnd,
  artifact,
  content,
  model,
  values,
  rejection,
  a2a,
  stress,
  robust,
  security,
  message,
  transcript,
  tool,
  image,
  views,
} satisfies { [A in Area]: FaultsOf<A> };

/** Every fault, area by area. */
export const faultCatalogue: VesselFault[] = Object.values(faultsByArea).flat();

export const faultNames: readonly string[] = faultCatalogue.map((f) => f.name);
