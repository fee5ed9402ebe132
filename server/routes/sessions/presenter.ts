import { isIP } from 'node:net';
import UAParser from 'ua-parser-js';
import type { DeviceRow } from '../../../common/schemas/sessions.ts';
import type { SessionRecord } from '../../data/sessions.ts';

/**
 * Roughly where: the network, never the address. IPv4 keeps its first three parts (a street's
 * worth of addresses), IPv6 its first three groups (one site's /48).
 */
export function maskAddress(address: string | null): string | null {
  if (!address) return null;
  const plain =
    address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.x`;
  if (isIP(plain) === 6) {
    const [head = ''] = plain.split('::');
    const groups = head.split(':').filter(Boolean);
    return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`;
  }
  return null;
}

const named = (part: { name?: string; version?: string }, versionParts: number) =>
  part.name
    ? [part.name, part.version?.split('.').slice(0, versionParts).join('.')]
        .filter(Boolean)
        .join(' ')
    : null;

export function presentDevice(session: SessionRecord, currentSessionId: string): DeviceRow {
  const agent = new UAParser(session.userAgent ?? '').getResult();
  return {
    id: session.id,
    browser: named(agent.browser, 1),
    os: named(agent.os, 2),
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: session.updatedAt.toISOString(),
    place: maskAddress(session.ipAddress),
    current: session.id === currentSessionId,
  };
}
