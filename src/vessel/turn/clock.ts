// The real clock behind the seam's injectable Clock: monotonic time and ordinary timers.
import type { Clock } from './seam.ts';

export const systemClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
