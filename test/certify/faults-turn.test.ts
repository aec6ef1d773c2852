// Negative controls for the turn's areas: events, their order, the turn, merging, statuses, early ends, artifacts, content, the model calls, field values and rejections
// (FAULT_FILES in support/fault-controls.ts): each fault must fail certification on a rule it breaks.
import { negativeControls } from './support/fault-controls.ts';

negativeControls('turn');
