// A give-up timer for the kit's recorders.

export interface CapTimer {
  clear(): void;
}

/**
 * A cap that fires only if, once the timer is due, the event loop has also read what already
 * arrived. Timers run before the poll phase that reads sockets, so a kit whose loop was busy past a
 * cap (parsing a flood, say) would otherwise blame the target for bytes that were waiting unread.
 * The check phase (setImmediate) comes after that poll, and a read there clears this timer.
 */
export function capTimer(ms: number, fire: () => void): CapTimer {
  let immediate: NodeJS.Immediate | undefined;
  const timeout = setTimeout(() => (immediate = setImmediate(fire)), ms);
  return {
    clear() {
      clearTimeout(timeout);
      if (immediate) clearImmediate(immediate);
    },
  };
}
