import { toQrCodeItem } from '../../api/qr-codes';
import { qrList } from '../../../../testing/fixtures';
import { EMPTY_FILTERS, filterQrCodes, hasActiveFilters, qrStats } from '../qr-filters';
import { archiveName, qrFileName } from '../qr-image';

const list = qrList().map(toQrCodeItem);
const tables = (filters: Partial<typeof EMPTY_FILTERS>) =>
  filterQrCodes(list, { ...EMPTY_FILTERS, ...filters }).map((q) => q.tableNumber);

describe('QR list rules', () => {
  it('orders by restaurant, then table number naturally', () => {
    expect(tables({})).toEqual(['1', '2', '10', 'VIP-1', 'A1']);
  });

  it('searches table numbers and URLs, case-insensitively in Turkish', () => {
    expect(tables({ search: 'vip' })).toEqual(['VIP-1']);
    expect(tables({ search: 'lezzet.example' })).toEqual(['VIP-1']);
    expect(tables({ search: 'table=a1' })).toEqual(['A1']);
    expect(tables({ search: 'VIP' })).toEqual(['VIP-1']);
    expect(tables({ search: 'vİp-1' })).toEqual(['VIP-1']);
  });

  it('filters by restaurant, status and access status', () => {
    expect(tables({ restaurantId: 2 })).toEqual(['A1']);
    expect(tables({ status: 'passive' })).toEqual(['VIP-1']);
    expect(tables({ status: 'active', access: 'unused' })).toEqual(['1']);
    expect(tables({ access: 'used', restaurantId: 1 })).toEqual(['2', '10', 'VIP-1']);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: ' 5 ' })).toBe(true);
  });

  it('counts total, active, accesses and codes used at least once', () => {
    expect(qrStats(list)).toEqual({ total: 5, active: 4, accesses: 240, used: 4 });
  });

  it("names downloads 'QR-Masa-{table}-{restaurant}.png' without characters a file system refuses", () => {
    expect(qrFileName('5', 'Lezzet Durağı')).toBe('QR-Masa-5-Lezzet Durağı.png');
    expect(qrFileName('A/1', 'Köşe: Cafe?')).toBe('QR-Masa-A-1-Köşe- Cafe-.png');
    expect(['B.1', '1/A', 'Bahçe 3', 'Teras #2'].map((t) => qrFileName(t, 'Lezzet Durağı'))).toEqual([
      'QR-Masa-B.1-Lezzet Durağı.png',
      'QR-Masa-1-A-Lezzet Durağı.png',
      'QR-Masa-Bahçe 3-Lezzet Durağı.png',
      'QR-Masa-Teras #2-Lezzet Durağı.png',
    ]);
    expect(archiveName('Ege Sofrası', 'pdf', new Date('2026-03-01T22:30:00Z'))).toBe(
      'QR-Kodlari-Ege Sofrası-2026-03-02.pdf',
    );
  });
});
