// Wire records as the API sends them, for the tests of this package.
import { wireRestaurant } from '@menu/shared/testing';
export const lezzet = wireRestaurant({ restaurantId: 1, createdDate: '2025-01-01T00:00:00Z' });
export const ege = wireRestaurant({
  id: 2,
  restaurantId: 2,
  name: 'Ege Sofrası',
  primaryColor: '#0077B6',
  createdDate: '2025-01-01T00:00:00Z',
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

export function qrWire(overrides: Record<string, unknown> = {}) {
  const id = (overrides.id as number) ?? 1;
  const restaurantId = (overrides.restaurantId as number) ?? 1;
  const tableNumber = (overrides.tableNumber as string) ?? String(id);
  return {
    id,
    qrCodeId: id,
    restaurantId,
    tableNumber,
    qrCodeUrl: null,
    qrCodeImage: null,
    scanUrl: `https://api.example.com/api/menu/${restaurantId}?table=${encodeURIComponent(tableNumber)}`,
    isActive: true,
    needsReprint: false,
    accessCount: 0,
    lastAccessedDate: null,
    createdDate: daysAgo(10),
    ...overrides,
  };
}

/** Four codes of Lezzet Durağı and one of Ege Sofrası, with access counts for each badge colour. */
export function qrList() {
  return [
    qrWire({ id: 1, tableNumber: '1', accessCount: 0 }),
    qrWire({ id: 2, tableNumber: '2', accessCount: 12, lastAccessedDate: daysAgo(1) }),
    qrWire({ id: 3, tableNumber: '10', accessCount: 75, lastAccessedDate: daysAgo(0) }),
    qrWire({
      id: 4,
      tableNumber: 'VIP-1',
      accessCount: 150,
      isActive: false,
      qrCodeUrl: 'https://lezzet.example.com/vip',
      needsReprint: true,
    }),
    qrWire({ id: 5, restaurantId: 2, tableNumber: 'A1', accessCount: 3 }),
  ];
}

export function logWire(overrides: Record<string, unknown> = {}) {
  const id = (overrides.id as number) ?? 1;
  return {
    id,
    logId: id,
    accessDate: '2026-03-01T09:00:00.000Z',
    restaurantId: 1,
    qrCodeId: 1,
    ipAddress: '85.1.1.1',
    deviceType: 'mobile',
    sessionDuration: 125,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ...overrides,
  };
}

export const statsWire = {
  total: 120,
  uniqueIps: 45,
  averageSession: 185,
  mobileShare: 62.5,
  devices: { mobile: 75, tablet: 15, desktop: 25, other: 5 },
  perDay: [
    { date: '2026-03-01', count: 40 },
    { date: '2026-03-03', count: 80 },
  ],
};
