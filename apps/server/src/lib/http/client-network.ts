import { isIPv6 } from 'node:net';

/**
 * Where a client's requests are counted from (rate limits): an IPv4 address itself, and for
 * IPv6 its /64. A home or a server is given a whole /64 and may use a new address from it for
 * every request, so counting per IPv6 address would not limit it at all.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%', 1)[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full = [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  const prefix = full.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
