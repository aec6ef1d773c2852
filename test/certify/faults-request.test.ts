// Negative controls for what the vessel makes of a request: robustness, security, and the
// history's messages, tools and images. Each fault must fail certification on a rule it breaks
// (FAULT_FILES in support/fault-controls.ts).
import { negativeControls } from './support/fault-controls.ts';

negativeControls('request');
