// @ts-check
import { createServer } from 'node:net';

/**
 * Ports nothing listens on now, chosen by the system and all different (they are held together
 * while chosen). A fixed port lets a leftover server of an earlier run, or of another checkout,
 * answer in place of this run's, unnoticed.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        /** @type {Promise<import('node:net').Server>} */ (
          new Promise((resolve, reject) => {
            const probe = createServer();
            probe.once('error', reject);
            probe.listen(0, () => resolve(probe));
          })
        ),
    ),
  );
  const ports = probes.map((probe) => /** @type {import('node:net').AddressInfo} */ (probe.address()).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}
