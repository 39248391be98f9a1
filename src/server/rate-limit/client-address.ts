import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that per-address limits count under. One IPv6 customer holds a
 * whole /64 (any of its 2^64 addresses is theirs to use), so an IPv6 address counts as its /64;
 * an IPv4 address, also when written IPv4-mapped (::ffff:203.0.113.7), counts as itself.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}
