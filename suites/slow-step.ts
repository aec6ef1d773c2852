// A model step whose first token comes late, for cases that act on a turn while it still runs
// (subscribe to it, ask about it from elsewhere, find it still working).
import type { ScriptStep } from '../mock-model/script-schema.ts';

/** How late the first token comes, at timeout scale 1: also about how long such a case takes. */
export const SLOW_FIRST_TOKEN_MS = 1500;

/** `text`, its first token `SLOW_FIRST_TOKEN_MS` late (scaled). */
export const slowStep = (text: string, timeoutScale: number): ScriptStep => ({
  text,
  timing: { ttft_ms: SLOW_FIRST_TOKEN_MS * timeoutScale },
});
