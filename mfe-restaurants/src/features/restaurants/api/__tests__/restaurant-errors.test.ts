import { ActionError, ApiError } from '@menu/shared';
import { deleteRestaurant } from '../delete-restaurant';
import { restaurantErrorMessage } from '../restaurant-errors';

describe('restaurant error messages', () => {
  it('says the restaurant id is missing instead of calling the API', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const error = await Promise.resolve()
      .then(() => deleteRestaurant(0))
      .catch((e: unknown) => e);
    expect(restaurantErrorMessage(error, 'delete')).toBe('Restaurant ID bulunamadı');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('maps delete and toggle failures to the status wording', () => {
    const conflict = new ApiError(404, { status: 404, title: 'Not Found', message: 'Restoran bulunamadı' }, '');
    expect(restaurantErrorMessage(conflict, 'delete')).toBe('Silme Hatası (404): Restoran bulunamadı');
    expect(restaurantErrorMessage(conflict, 'toggle')).toBe('Durum güncellenirken hata oluştu: Restoran bulunamadı');
    expect(restaurantErrorMessage(new ApiError(0, undefined, 'Failed to fetch'), 'load')).toBe('API bağlantı hatası');
    expect(
      restaurantErrorMessage(new ApiError(500, { status: 500, title: 'x', message: 'Disk dolu' }, ''), 'load'),
    ).toBe('Restoranlar yüklenirken hata oluştu');
  });

  it("shows an unconfirmed trigger recovery's 'EF Core Hatası' as is", () => {
    expect(restaurantErrorMessage(new ActionError('EF Core Hatası: OUTPUT clause'), 'save')).toBe(
      'EF Core Hatası: OUTPUT clause',
    );
  });
});
