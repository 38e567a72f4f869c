// How much a QR code is used (docs/screens.md, QR codes): its usage level by scans per day, and its scan count's badge colour.
import { tr } from '@menu/shared';

export type UsageLevel = 'very-low' | 'low' | 'medium' | 'high' | 'very-high';
export const USAGE_LEVEL_LABELS: Record<UsageLevel, string> = tr.qr.usageLevels;

/** Accesses per day since creation: < 0.1 very low, < 0.5 low, < 2 medium, < 5 high, else very high. */
export function qrUsageLevel(accessCount: number, createdDate: Date | string, now: Date = new Date()): UsageLevel {
  const created = new Date(createdDate).getTime();
  const days = Math.max(1, (now.getTime() - created) / (24 * 60 * 60 * 1000));
  const perDay = (accessCount || 0) / days;
  if (perDay < 0.1) return 'very-low';
  if (perDay < 0.5) return 'low';
  if (perDay < 2) return 'medium';
  if (perDay < 5) return 'high';
  return 'very-high';
}

export type BadgeColour = 'red' | 'yellow' | 'blue' | 'green';
/** Access-count badge: < 10 red, < 50 yellow, < 100 blue, else green. */
export function accessCountColour(count: number): BadgeColour {
  if (count < 10) return 'red';
  if (count < 50) return 'yellow';
  if (count < 100) return 'blue';
  return 'green';
}
