import { BlockList, isIP } from 'node:net';
import { AppError } from '../../errors.js';

/**
 * Allowed networks (docs/exams.md, "Access rules"): CIDR ranges or single addresses, IPv4 or IPv6. Written back as
 * given (trimmed); one that does not parse is a 400 naming its place.
 */
export function networksOf(list: string[], field: string): string[] {
  return list.map((entry, index) => {
    const text = entry.trim();
    if (parseNetwork(text) === null) {
      const path = `body/${field}/${index}`;
      throw new AppError(400, 'VALIDATION_FAILED', `The request is not valid: ${path} is not an address or a CIDR range (e.g. 10.0.0.0/8, 2001:db8::/32).`, [
        { path, message: 'is not an address or a CIDR range' },
      ]);
    }
    return text;
  });
}

function parseNetwork(text: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address, prefixText, ...rest] = text.split('/');
  if (rest.length > 0 || address === undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= max ? { address, prefix, family } : null;
}

/** Whether the address is in one of the networks (an IPv4 address given as ::ffff:a.b.c.d counts as IPv4). */
export function inNetworks(address: string, networks: string[]): boolean {
  const list = new BlockList();
  for (const text of networks) {
    const network = parseNetwork(text);
    if (network) list.addSubnet(network.address, network.prefix, network.family);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const version = isIP(plain);
  if (version === 0) return false;
  return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}
