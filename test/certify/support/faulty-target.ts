// A vessel to certify from the command line as a user certifies theirs: the reference vessel,
// with deliberate faults switched on, listening on a loopback port and pointed at the port the
// kit's mock model will take (`certify --model-port`), described by a profile file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startEmbeddedVessel, embeddedProfile, embeddedConfig, declareMoreTools } from '../../../src/embedded/index.ts';

export interface FaultyTarget {
  /** `--profile FILE --model-port N`: the flags that certify it. */
  flags: string[];
  profileFile: string;
  close(): Promise<void>;
}

/** The lowest of the kernel's ephemeral ports, where listen(0) and outgoing connections take theirs. */
function lowestEphemeralPort(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low > 0) return low;
  } catch {
    // not Linux
  }
  return 32768; // Linux's default, below macOS's range (49152-65535) too
}

/** Whether a server could listen on `port` now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free right now, for a server whose address must be known before it starts (the vessel
 * must know the mock model's address before certify serves it). It is taken below the kernel's
 * ephemeral range: a port that listen(0) handed out and got back could be taken again, before
 * certify binds it, by another test file's server or by the local end of any outgoing connection
 * (certify then stops, the port in use, and writes no results).
 */
export async function freePort(): Promise<number> {
  const from = 10_000; // above the well-known and most registered ports
  const low = lowestEphemeralPort();
  for (let attempt = 0; attempt < 100 && low > from; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port found between ${from} and the ephemeral range (from ${low})`);
}

export async function startFaultyTarget(faults: string[], dir: string): Promise<FaultyTarget> {
  const port = await freePort();
  const vessel = await startEmbeddedVessel({ modelUrl: `http://127.0.0.1:${port}/v1`, faults });
  const profileFile = path.join(dir, `profile-${faults.join('+') || 'clean'}.json`);
  writeFileSync(profileFile, JSON.stringify(declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig), null, 2));
  return {
    flags: ['--profile', profileFile, '--model-port', String(port)],
    profileFile,
    close: () => vessel.close(),
  };
}
