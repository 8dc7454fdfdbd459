import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who sent a feedback, as the flood limits count senders: the address, and the network it is
 * in. Whoever holds a block of addresses holds them all, so a block counts as one sender: an
 * IPv4 /24 is a network; an IPv6 /64 (one household's or one server's: a device picks new
 * addresses within it at will) is one address, and a /48 (one site's allocation) a network.
 */
export interface Sender {
  address: string;
  network: string;
}

/** The eight groups of an IPv6 address, written out ('::' filled, an IPv4 tail as two groups). */
function ipv6Groups(text: string): string[] {
  let address = text.split('%')[0]!.toLowerCase(); // a zone (fe80::1%eth0) is no part of the address
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    address = `${address.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const before = head ? head.split(':') : [];
  const after = rest ? rest.split(':') : [];
  const groups = rest === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/** The sender of a request from `ip` (Fastify's request.ip: the client, TRUST_PROXY deciding). */
export function senderOf(ip: string): Sender {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip); // an IPv4 client of a dual-stack socket
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return { address: v4, network: `${v4.split('.').slice(0, 3).join('.')}.0/24` };
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip);
    return { address: `${groups.slice(0, 4).join(':')}::/64`, network: `${groups.slice(0, 3).join(':')}::/48` };
  }
  // Not an address (no socket has none): counted as it is, its own address and network.
  return { address: ip, network: ip };
}
