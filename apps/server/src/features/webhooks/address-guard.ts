import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MessageKey } from '@cabinet/contract';
import { invalid } from '../../core/http/errors.js';

/** What the operator allows beyond public https addresses (WEBHOOK_ALLOW_* settings). */
export interface AddressPolicy {
  allowHttp: boolean;
  /** Host names or addresses as URLs write them, CIDR ranges, or `*`. */
  allowPrivate: readonly string[];
}

/** A delivery refused because its host resolved to an address the policy forbids. */
export class AddressRefused extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is not a public address`);
    this.name = 'AddressRefused';
  }
}

/**
 * Only public unicast addresses: private, loopback, link-local (169.254.169.254 included),
 * unique-local, unspecified, carrier-grade NAT, multicast and reserved ranges are not, nor IPv6
 * forms that carry an IPv4 address (mapped, 6to4, Teredo…) unless that address is public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The host as the URL names it, without IPv6 brackets, lower case. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Whether the operator exempts this host from the private-address rule. */
export function isExempt(policy: AddressPolicy, host: string): boolean {
  return policy.allowPrivate.some((entry) => {
    const rule = entry.toLowerCase();
    if (rule === '*' || rule === host) return true;
    if (!rule.includes('/') || !isIP(host)) return false;
    try {
      const [range, bits] = ipaddr.parseCIDR(rule);
      const address = ipaddr.parse(host);
      return address.kind() === range.kind() && address.match(range, bits);
    } catch {
      return false;
    }
  });
}

/**
 * Checks an endpoint's address when it is registered or changed: https (or http when allowed),
 * and a host whose every address is public unless the operator exempts it. Refusals are 422s on
 * the `url` field.
 */
export async function checkEndpointUrl(policy: AddressPolicy, text: string): Promise<void> {
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp))
    throw invalid('url', MessageKey.webhookHttpsRequired);
  const host = hostOf(url);
  if (isExempt(policy, host)) return;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map(
        (entry) => entry.address,
      );
    } catch {
      throw invalid('url', MessageKey.webhookHostUnresolved);
    }
  }
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined)
    throw invalid('url', MessageKey.webhookHostPrivate, { address: refused });
}

/**
 * The address lookup a delivery connects with: it resolves once and connects to what it checked,
 * so a host that answered with a public address at registration and a private one now (DNS
 * rebinding) is refused at the moment of sending.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      const done = callback as (...args: unknown[]) => void;
      if (error) return done(error);
      const exempt = isExempt(policy, hostname.toLowerCase());
      const refused = addresses.find((entry) => !exempt && !isPublicAddress(entry.address));
      if (refused) return done(new AddressRefused(refused.address));
      if (options.all) return done(null, addresses);
      const first = addresses[0];
      if (!first) return done(new Error(`no address for ${hostname}`));
      return done(null, first.address, first.family);
    });
  };
}

/** An address literal in a URL, checked before connecting (no lookup happens for those). */
export function refusedLiteral(policy: AddressPolicy, url: URL): string | undefined {
  const host = hostOf(url);
  if (!isIP(host) || isExempt(policy, host) || isPublicAddress(host)) return undefined;
  return host;
}
