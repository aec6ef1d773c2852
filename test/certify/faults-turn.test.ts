// Negative controls for the turn's areas: events, their order, the turn, merging, statuses,
// early ends, artifacts, content, the model calls, field values and rejections. Each fault must
// fail certification on a rule it breaks (FAULT_FILES in support/fault-controls.ts).
import { negativeControls } from './support/fault-controls.ts';

negativeControls('turn');
