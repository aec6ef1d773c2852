// A loopback port that was free a moment ago: bound on port 0, then released. Nothing listens
// there until someone binds it (external.test.ts hands it to the kit's mock model; the
// foreign-target tests point the kit at it as an agent that refuses connections).
import { createServer, type AddressInfo } from 'node:net';

export async function releasedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
