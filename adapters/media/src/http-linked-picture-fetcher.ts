import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MAX_PICTURE_BYTES } from '@marketplace/core/media/domain/picture';
import type { LinkedPictureFetch, LinkedPictureFetcher } from '@marketplace/core/media/ports/linked-picture-fetcher.port';

/** Addresses a link may never reach: this machine, private networks, link-local (cloud metadata), multicast, reserved. */
function privateAddresses(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
}

const PRIVATE = privateAddresses();

/**
 * Whether an address is one a link to a picture must not reach. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged by the IPv4 rules (BlockList does so itself).
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class RefusedAddress extends Error {}

export interface HttpLinkedPictureFetcherOptions {
  /** How long one download may take, redirects included. */
  timeoutMs?: number;
  /** Redirects followed (each to a public http(s) address again). */
  maxRedirects?: number;
  /** The largest picture accepted, as for uploads. */
  maxBytes?: number;
  /** Tests only: let links reach this machine. */
  allowPrivateAddresses?: boolean;
}

/**
 * Downloads the pictures old deals link to, over http(s), for storing here. It connects only to
 * public addresses (checked on the address the name resolves to when connecting, so a name that
 * resolves to a private address or changes between look-ups is refused too), follows a few
 * redirects under the same rule, and stops at the upload limit or the time limit.
 */
export class HttpLinkedPictureFetcher implements LinkedPictureFetcher {
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;
  private readonly maxBytes: number;
  private readonly allowPrivate: boolean;

  constructor(options: HttpLinkedPictureFetcherOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxRedirects = options.maxRedirects ?? 3;
    this.maxBytes = options.maxBytes ?? MAX_PICTURE_BYTES;
    this.allowPrivate = options.allowPrivateAddresses ?? false;
  }

  async fetch(url: string): Promise<LinkedPictureFetch> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    let current = url;
    try {
      for (let redirects = 0; ; redirects += 1) {
        const answer = await this.get(current, deadline);
        if ('location' in answer) {
          if (redirects >= this.maxRedirects) return { ok: false, reason: 'Too many redirects' };
          current = new URL(answer.location, current).toString();
          continue;
        }
        return answer;
      }
    } catch (error) {
      if (error instanceof RefusedAddress) return { ok: false, reason: error.message };
      if (deadline.aborted) return { ok: false, reason: `No answer within ${this.timeoutMs / 1000} s` };
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private get(url: string, signal: AbortSignal): Promise<LinkedPictureFetch | { location: string }> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return Promise.resolve({ ok: false, reason: 'Not a link' });
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.resolve({ ok: false, reason: 'Only http and https links are fetched' });
    if (target.username || target.password) return Promise.resolve({ ok: false, reason: 'Links with credentials are not fetched' });
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!this.allowPrivate && isIP(literal) !== 0 && isPrivateAddress(literal)) {
      return Promise.resolve({ ok: false, reason: `${literal} is not a public address` });
    }
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.get(target, { signal, lookup: this.guardedLookup(), headers: { accept: 'image/webp,image/png,image/jpeg', 'user-agent': 'DiscountMarketplace-PictureImport/1' } }, (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          resolve({ ok: false, reason: `HTTP ${status}` });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > this.maxBytes) {
          response.destroy();
          resolve({ ok: false, reason: 'Larger than 5 MB' });
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        response.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > this.maxBytes) {
            response.destroy();
            resolve({ ok: false, reason: 'Larger than 5 MB' });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) }));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  }

  /** DNS look-up that refuses private addresses, so the connection goes only where it was checked to go. */
  private guardedLookup(): LookupFunction {
    const allowPrivate = this.allowPrivate;
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        const allowed = allowPrivate ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address));
        if (allowed.length === 0) return callback(new RefusedAddress(`${hostname} is not a public address`), '', 0);
        if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, allowed);
        const first = allowed[0]!;
        callback(null, first.address, first.family);
      });
    };
  }
}
