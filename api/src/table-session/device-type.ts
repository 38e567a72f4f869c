// Device type of a visit from its user agent (bowser), remembered per user-agent string: a busy evening
// brings thousands of visits from a few hundred distinct phones' agents, and parsing one costs far more
// than looking it up.
import Bowser from 'bowser';

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'other';

const MAX_ENTRIES = 2000;
const known = new Map<string, DeviceType>();

function parse(userAgent: string): DeviceType {
  try {
    const type = Bowser.parse(userAgent).platform.type;
    return type === 'mobile' || type === 'tablet' || type === 'desktop' ? type : 'other';
  } catch {
    return 'other';
  }
}

/** Anything bowser cannot place is 'other'. */
export function deviceTypeOf(userAgent: string | undefined | null): DeviceType {
  if (!userAgent || !userAgent.trim()) return 'other';
  const cached = known.get(userAgent);
  if (cached) return cached;
  const type = parse(userAgent);
  // Oldest first out: a Map iterates in insertion order.
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as string);
  known.set(userAgent, type);
  return type;
}
