// Negative controls for the A2A layer: its methods, errors and capabilities, and the task in each
// view. Each fault must fail certification on a rule it breaks (FAULT_FILES in
// support/fault-controls.ts).
import { negativeControls } from './support/fault-controls.ts';

negativeControls('a2a');
