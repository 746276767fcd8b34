import { BlockList, isIP } from 'node:net';

/**
 * Comma-separated addresses and subnets as operators write them in the environment
 * (`127.0.0.1`, `10.0.0.0/8`, `fd00::/8`). Parsed once at start; `contains` answers for
 * one address, IPv4-mapped IPv6 addresses (`::ffff:10.1.2.3`) included.
 */
export interface NetworkEntry {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** One entry, or null when it is neither an IP address nor a CIDR subnet. */
export function parseNetwork(text: string): NetworkEntry | null {
  const [address, prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The entries of a comma list; null if any entry is malformed (or the list is empty). */
export function parseNetworkList(text: string): NetworkEntry[] | null {
  const entries = text.split(',').map((part) => parseNetwork(part));
  return entries.length > 0 && entries.every((entry) => entry !== null)
    ? (entries as NetworkEntry[])
    : null;
}

export class NetworkList {
  private readonly blocks = new BlockList();

  constructor(readonly entries: NetworkEntry[]) {
    for (const entry of entries) this.blocks.addSubnet(entry.address, entry.prefix, entry.family);
  }

  static parse(text: string): NetworkList {
    const entries = parseNetworkList(text);
    if (!entries) throw new Error(`Ungültige Netzwerkliste: ${text}`);
    return new NetworkList(entries);
  }

  contains(address: string): boolean {
    const version = isIP(address);
    if (version === 0) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return this.blocks.check(mapped[1], 'ipv4');
    return this.blocks.check(address, version === 4 ? 'ipv4' : 'ipv6');
  }
}

/** Ports and ranges as `9100,9101-9103`; null when malformed. */
export function parsePortList(text: string): [number, number][] | null {
  const ranges: [number, number][] = [];
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,5})(?:\s*-\s*(\d{1,5}))?\s*$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (from < 1 || to > 65535 || from > to) return null;
    ranges.push([from, to]);
  }
  return ranges;
}
