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
 * forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo…) unless every IPv4
 * address they carry is public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const carried = carriedIPv4(parsed as ipaddr.IPv6);
  if (carried === 'unplaced') return false;
  if (carried.length > 0) return carried.every((v4) => v4.range() === 'unicast');
  return parsed.range() === 'unicast';
}

const v4 = (high: number, low: number) =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries, by the range it is in: the last 32 bits of ::/96
 * (IPv4-compatible, `::7f00:1`), ::ffff:0:0/96 (mapped), ::ffff:0:0:0/96 (RFC 6145) and the
 * well-known NAT64 prefix 64:ff9b::/96; bits 16–47 of 6to4; Teredo's server and (inverted) client.
 * Other NAT64 prefixes place it by their length, unknown here: `unplaced`.
 */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | 'unplaced' {
  const p = address.parts;
  const last = v4(p[6]!, p[7]!);
  const zeroes = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zeroes(0, 6)) return [last];
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [last];
    case 'rfc6052':
      return p[0] === 0x64 && p[1] === 0xff9b && zeroes(2, 6) ? [last] : 'unplaced';
    case '6to4':
      return [v4(p[1]!, p[2]!)];
    case 'teredo':
      return [v4(p[2]!, p[3]!), v4(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
    default:
      return [];
  }
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
