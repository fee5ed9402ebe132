import { lookup as lookupCallback, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { Agent, type AgentOptions } from 'node:https';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to (A and AAAA). */
export type Resolve = (host: string) => Promise<string[]>;

const RESOLVE_TIMEOUT_MS = 3_000;

export const dnsResolve: Resolve = async (host) => {
  const answer = lookup(host, { all: true, verbatim: true });
  const timeout = new Promise<never>((_, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timed out')), RESOLVE_TIMEOUT_MS);
    timer.unref?.();
  });
  return (await Promise.race([answer, timeout])).map((a) => a.address);
};

/**
 * Whether an address is on the public internet: ipaddr.js names every special range (loopback,
 * private, link-local, unique-local, carrier-grade NAT, multicast, unspecified, reserved,
 * documentation, 6to4/Teredo and the like); only a plain "unicast" address passes. An IPv4
 * address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Why an endpoint is refused, for the audit and the worker's reason; never echoes the endpoint. */
export type PushTargetRefusal = 'notHttps' | 'badUrl' | 'unresolvable' | 'notPublic';

/**
 * The rule for a Web Push endpoint: an https:// URL whose host (a name or a literal address) is,
 * and resolves only to, public addresses. Checked when a browser subscribes and again just before
 * each send, so a name that later points inside the network is refused then too. Tests swap
 * `resolve` for a fake and may `allow` their local fake push service.
 */
export class PushTargets {
  constructor(
    public resolve: Resolve = dnsResolve,
    public allow: (address: string) => boolean = isPublicAddress,
  ) {}

  async refusal(endpoint: string): Promise<PushTargetRefusal | null> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'badUrl';
    }
    if (url.protocol !== 'https:') return 'notHttps';
    if (url.username || url.password) return 'badUrl';
    // URL keeps an IPv6 literal in brackets.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!host) return 'badUrl';
    let addresses: string[];
    if (ipaddr.isValid(host)) addresses = [host];
    else {
      try {
        addresses = await this.resolve(host);
      } catch {
        return 'unresolvable';
      }
    }
    if (!addresses.length) return 'unresolvable';
    return addresses.every((a) => this.allow(a)) ? null : 'notPublic';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * An HTTPS agent whose connections resolve names through the same rule: a name that pointed to
 * public addresses when it was checked but resolves elsewhere when connecting (DNS rebinding) is
 * refused before any connection is made.
 */
export function guardedAgent(
  allow: (address: string) => boolean,
  /** Tests only: trust for the local fake push service. */
  tls: AgentOptions = {},
): Agent {
  const guarded = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!addresses.length || !addresses.every((a) => allow(a.address))) {
        const refused: NodeJS.ErrnoException = new Error('push target is not a public address');
        refused.code = 'EPUSHTARGET';
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  return new Agent({ ...tls, lookup: guarded as never, keepAlive: false });
}
