// A vessel to certify from the command line as a user certifies theirs: the reference vessel,
// with deliberate faults switched on, listening on a loopback port and pointed at the port the
// kit's mock model will take (`certify --model-port`), described by a profile file.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startEmbeddedVessel, embeddedProfile, embeddedConfig, declareMoreTools } from '../../../src/embedded/index.ts';

export interface FaultyTarget {
  /** `--profile FILE --model-port N`: the flags that certify it. */
  flags: string[];
  profileFile: string;
  close(): Promise<void>;
}

/** A port free right now (the vessel must know the mock model's address before certify serves it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
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
