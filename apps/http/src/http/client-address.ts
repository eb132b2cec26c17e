import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'koa';

/**
 * The client address the per-address limits count: `ctx.ip` (with TRUST_PROXY, the address the
 * one trusted proxy appended to X-Forwarded-For). An IPv4-mapped IPv6 address is its IPv4 address;
 * any other IPv6 address counts as its /64, since one subscriber usually holds a whole /64 and
 * could otherwise take a fresh address for every attempt.
 */
export function clientAddress(ctx: Pick<Context, 'ip'>): string {
  const ip = ctx.ip;
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv6(ip)) return `${ipv6Prefix64(ip)}::/64`;
  return ip;
}

/** The first four groups of an IPv6 address, expanded ("2001:db8::1" → "2001:db8:0:0"). */
function ipv6Prefix64(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}
