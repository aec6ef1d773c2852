// `sleep`: waits `ms` milliseconds on the turn's clock, and stops at once when the turn ends,
// the kit's "tool that runs long".
import { Type } from '@sinclair/typebox';
import { defineTool } from './define.ts';
import { ToolError } from './types.ts';

const MAX_SLEEP_MS = 600_000;

export const sleepTool = defineTool({
  name: 'sleep',
  description: 'Waits the given number of milliseconds, then answers.',
  parameters: Type.Object({ ms: Type.Integer({ minimum: 0, maximum: MAX_SLEEP_MS, description: 'How long to wait' }) }),
  run: ({ ms }, { signal, clock }) =>
    new Promise((resolve, reject) => {
      const stopped = () => reject(new ToolError('sleep: stopped'));
      if (signal.aborted) return stopped();
      const timer = clock.setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve({ output: `slept ${ms} ms` });
      }, ms);
      const onAbort = () => {
        clock.clearTimeout(timer);
        stopped();
      };
      signal.addEventListener('abort', onAbort, { once: true });
    }),
});
