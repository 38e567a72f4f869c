import { ApiError, type Restaurant } from '@menu/shared';
import { deleteRestaurant } from '../delete-restaurant';
import { restaurantErrorMessage } from '../restaurant-errors';
import { withTriggerRecovery } from '../trigger-recovery';

const triggerError = new ApiError(500, { status: 500, title: 'Internal', message: 'The target table has enabled triggers; OUTPUT clause failed' }, '');
const saved = { id: 3, name: 'Deniz Kızı', isActive: true } as Restaurant;

function recovery(list: Restaurant[], failure = (t: string) => `EF Core Hatası: ${t}`) {
  return { reload: jest.fn(async () => list), confirmed: (l: Restaurant[]) => l.some((r) => r.name === 'Deniz Kızı'), failure, delayMs: 0 };
}

describe('trigger-500 recovery', () => {
  it('treats a trigger error as saved when the reloaded list holds the record', async () => {
    const r = recovery([saved]);
    await expect(withTriggerRecovery(() => Promise.reject(triggerError), r)).resolves.toBeUndefined();
    expect(r.reload).toHaveBeenCalledTimes(1);
  });

  it('reports an EF Core error when the record is not there after reloading', async () => {
    const error = await withTriggerRecovery(() => Promise.reject(triggerError), recovery([])).catch((e: unknown) => e);
    expect(restaurantErrorMessage(error, 'save')).toBe('EF Core Hatası: The target table has enabled triggers; OUTPUT clause failed');
  });

  it('passes any other failure through untouched without reloading', async () => {
    const other = new ApiError(500, { status: 500, title: 'Internal', message: 'Disk dolu' }, '');
    const r = recovery([saved]);
    const error = await withTriggerRecovery(() => Promise.reject(other), r).catch((e: unknown) => e);
    expect(restaurantErrorMessage(error, 'save')).toBe('Server Hatası (500): Disk dolu');
    expect(r.reload).not.toHaveBeenCalled();
  });
});

describe('restaurant error messages', () => {
  it('says the restaurant id is missing instead of calling the API', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const error = await Promise.resolve().then(() => deleteRestaurant(0)).catch((e: unknown) => e);
    expect(restaurantErrorMessage(error, 'delete')).toBe('Restaurant ID bulunamadı');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('maps delete and toggle failures to the SPEC catalogue', () => {
    const conflict = new ApiError(404, { status: 404, title: 'Not Found', message: 'Restoran bulunamadı' }, '');
    expect(restaurantErrorMessage(conflict, 'delete')).toBe('Silme Hatası (404): Restoran bulunamadı');
    expect(restaurantErrorMessage(conflict, 'toggle')).toBe('Durum güncellenirken hata oluştu: Restoran bulunamadı');
    expect(restaurantErrorMessage(new ApiError(0, undefined, 'Failed to fetch'), 'load')).toBe('API bağlantı hatası');
  });
});
