// The reference vessel in a child process of its own, so its memory is its own. The bench reads
// the child's resident set at its peak two ways: getrusage's ru_maxrss (the kernel's high-water
// mark, which only ever grows, so a fresh peak needs a fresh process), and, every SAMPLE_MS, the
// resident set and the bytes V8 and Node hold just after a full collection (what is still held,
// not garbage the collector has yet to reach), the most of each since the bench last asked.
// Beside them, where a stream's unsent bytes wait in the vessel: an HTTP middleware (the vessel's
// own seam, so the vessel is measured as it is) reads each response's writableLength after every
// write, the bytes its socket has not yet handed to the kernel.
import type { ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startVessel, type StartVesselOptions, type VesselConfig } from '../../src/vessel/index.ts';
import type { HttpMiddleware } from '../../src/vessel/seams.ts';
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
  /** Since the last reading: the most bytes one response held unsent, read after each of its writes. */
  peakUnsentPerStream: number;
  /** The unsent bytes of every open response, summed, at the sample of peakHeld. */
  unsentAtPeakHeld: number;
  /** Of peakHeld, the bytes outside V8's heap (Buffers, and what sockets copied to send). */
  externalAtPeakHeld: number;
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
  const open = new Set<ServerResponse>();
  let peakUnsentPerStream = 0;
  const watchUnsent: HttpMiddleware = (req, res, next) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    res.write = ((...args: unknown[]) => {
      const written = write(...args);
      peakUnsentPerStream = Math.max(peakUnsentPerStream, res.writableLength);
      return written;
    }) as ServerResponse['write'];
    return next(req, res);
  };
  const vessel = await startVessel({
    config: data.config,
    middleware: { http: [watchUnsent] },
    server: { ...data.settings, log: (line) => logged.push(line) },
  });
  let peakCollectedRss = 0;
  let peakHeld = 0;
  let unsentAtPeakHeld = 0;
  let externalAtPeakHeld = 0;
  let samples = 0;
  const sample = () => {
    gc();
    const memory = process.memoryUsage();
    peakCollectedRss = Math.max(peakCollectedRss, memory.rss);
    const held = memory.heapUsed + memory.external;
    if (held > peakHeld) {
      peakHeld = held;
      externalAtPeakHeld = memory.external;
      unsentAtPeakHeld = [...open].reduce((sum, res) => sum + (res.destroyed ? 0 : res.writableLength), 0);
    }
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
        peakUnsentPerStream,
        unsentAtPeakHeld,
        externalAtPeakHeld,
      };
      peakCollectedRss = peakHeld = samples = peakUnsentPerStream = unsentAtPeakHeld = externalAtPeakHeld = 0;
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
