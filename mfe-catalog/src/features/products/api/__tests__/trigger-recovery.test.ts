import { ApiError, ProductSchema } from '@menu/shared';
import { product } from '../../../../testing/fixtures';
import { withTriggerRecovery } from '../trigger-recovery';

const trigger = () => new ApiError(500, { status: 500, title: 'x', message: 'The target table has enabled triggers and an OUTPUT clause' }, '');
const parsed = (name: string) => ProductSchema.parse(product(1, { name }));

describe('trigger-500 recovery of product saves', () => {
  it('counts the save as done when the reloaded list shows it after the first wait', async () => {
    const reload = jest.fn().mockResolvedValue([parsed('Künefe')]);
    await withTriggerRecovery(() => Promise.reject(trigger()), { reload, confirmed: (l) => l.some((p) => p.name === 'Künefe'), delays: [1, 1] });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('looks a second time, then says the product could not be saved', async () => {
    const reload = jest.fn().mockResolvedValue([]);
    await expect(withTriggerRecovery(() => Promise.reject(trigger()), { reload, confirmed: () => false, delays: [1, 1] })).rejects.toThrow(
      'Ürün kaydedilemedi, lütfen tekrar deneyin',
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('passes other errors through untouched', async () => {
    const other = new ApiError(400, { status: 400, title: 'x', message: 'y' }, '');
    await expect(withTriggerRecovery(() => Promise.reject(other), { reload: jest.fn(), confirmed: () => true })).rejects.toBe(other);
  });
});
