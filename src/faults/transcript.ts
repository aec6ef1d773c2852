// Faults of the transcript envelope's own rules (src/rules/transcript.ts, `transcript.`): a history
// that is no envelope, of another version or too long, let through (envelope-faults.ts).
import { acceptingEach } from './envelope-faults.ts';
import type { FaultsOf } from './fault.ts';

export const faults = acceptingEach('transcript') satisfies FaultsOf<'transcript'>;
