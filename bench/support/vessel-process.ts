// The reference vessel in a child process of its own, so its memory is its own. The bench reads
// the child's resident set at its peak two ways: getrusage's ru_maxrss (the kernel's high-water
// mark, which only ever grows, so a fresh peak needs a fresh process), and, every SAMPLE_MS, the
// resident set and the bytes V8 and Node hold just after a full collection (what is still held,
// not garbage the collector has yet to reach), the most of each since the bench last asked.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startVessel, type StartVesselOptions, type VesselConfig } from '../../src/vessel/index.ts';
import { benchChild, startBenchProcess } from './child-process.ts';

const SAMPLE_MS = 10;

export interface VesselMemory {
  /** Resident set now, just after a full collection, in bytes. */
  rss: number;
  /** Heap and external bytes held now, just after a full collection. */
  held: number;
  /** The most the resident set has been since the process started, in bytes (ru_maxrss). */
  peakRss: number;
  /** Since the last reading: the most resident set just after a full collection. */
  peakCollectedRss: number;
  /** Since the last reading: the most heap and external (Buffer, native) bytes held just after a full collection. */
  peakHeld: number;
  /** Collected samples taken since the last reading. */
  samples: number;
}

/** Server options that cross the process boundary (no functions). */
export type VesselSettings = Pick<NonNullable<StartVesselOptions['server']>, 'streamBufferBytes' | 'streamStallMs'>;

export interface VesselProcess {
  urls: Record<string, string>;
  /** The memory figures, the peaks since the last call. */
  memory(): Promise<VesselMemory>;
  /** Every line the vessel logged so far. */
  log(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startVesselProcess(config: VesselConfig, settings: VesselSettings = {}): Promise<VesselProcess> {
  const child = startBenchProcess(import.meta.url, { config, settings });
  const { urls } = await child.next<{ urls: Record<string, string> }>();
  return {
    urls,
    memory: () => child.ask<VesselMemory>('memory'),
    log: () => child.ask<string[]>('log'),
    close: () => child.stop('close'),
  };
}

const data = await benchChild<{ config: VesselConfig; settings: VesselSettings }>(import.meta.url);
if (data) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const logged: string[] = [];
  const vessel = await startVessel({
    config: data.config,
    server: { ...data.settings, log: (line) => logged.push(line) },
  });
  let peakCollectedRss = 0;
  let peakHeld = 0;
  let samples = 0;
  const sample = () => {
    gc();
    const memory = process.memoryUsage();
    peakCollectedRss = Math.max(peakCollectedRss, memory.rss);
    peakHeld = Math.max(peakHeld, memory.heapUsed + memory.external);
    samples++;
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  process.send!({ urls: vessel.urls });
  process.on('message', async (message) => {
    if (message === 'memory') {
      sample();
      const now = process.memoryUsage();
      const memory: VesselMemory = {
        rss: now.rss,
        held: now.heapUsed + now.external,
        peakRss: process.resourceUsage().maxRSS * 1024,
        peakCollectedRss,
        peakHeld,
        samples,
      };
      peakCollectedRss = peakHeld = samples = 0;
      process.send!(memory);
    } else if (message === 'log') {
      process.send!(logged);
    } else {
      clearInterval(sampler);
      await vessel.close();
      process.disconnect();
    }
  });
}
