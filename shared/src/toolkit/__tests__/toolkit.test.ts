// The toolkit's parts without antd: query keys, scoped lists' query options, the retry rule, trigger recovery and image addresses.
import { ApiError } from '../../client/api-error';
import { ActionError, errorMessage, MissingTokenError } from '../../client/error-text';
import { createQueryKeys, imageSrc, scopedListQuery, shouldRetry, withTriggerRecovery } from '..';

describe('query keys', () => {
  it('nest from the domain down, so invalidating `all` reaches every list, record and report of it', () => {
    const keys = createQueryKeys('catalog', 'products');
    expect(keys.all).toEqual(['catalog', 'products']);
    expect(keys.list({ userId: 5 })).toEqual(['catalog', 'products', 'list', { userId: 5 }]);
    expect(keys.detail(3)).toEqual(['catalog', 'products', 'detail', 3]);
    expect(keys.of('page', { from: '2026-01-01' }, 2)).toEqual([
      'catalog',
      'products',
      'page',
      { from: '2026-01-01' },
      2,
    ]);
    for (const key of [keys.lists(), keys.list({ userId: null }), keys.detail(1), keys.of('stats')])
      expect(key.slice(0, 2)).toEqual(keys.all);
  });
});

describe('scoped list query options', () => {
  const keys = createQueryKeys('restaurant-hours');
  const user = { id: 5, role: 'Admin' as const, restaurantId: 2 };

  it('key the list by the signed-in user and hand the user to the fetch', async () => {
    const fetch = jest.fn(async (u: { id: number } | null) => [{ id: u?.id ?? 0 }]);
    const options = scopedListQuery(keys, fetch)(user);
    expect(options.queryKey).toEqual(['restaurant-hours', 'list', { userId: 5 }]);
    expect(options.enabled).toBe(true);
    await expect((options.queryFn as () => Promise<unknown>)()).resolves.toEqual([{ id: 5 }]);
    expect(fetch).toHaveBeenCalledWith(user);
  });

  it('run at once with no one signed in, unless told to wait for a user', () => {
    const fetch = async () => [];
    expect(scopedListQuery(keys, fetch)(null)).toMatchObject({ queryKey: keys.list({ userId: null }), enabled: true });
    expect(scopedListQuery(keys, fetch, { waitForUser: true })(null).enabled).toBe(false);
    expect(scopedListQuery(keys, fetch, { waitForUser: true })(user).enabled).toBe(true);
  });
});

describe('retry', () => {
  it('tries a lost connection or a 5xx once more, never a refusal, a missing token or a broken answer', () => {
    expect(shouldRetry(0, new ApiError(0, undefined, 'Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, undefined, ''))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, undefined, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, undefined, ''))).toBe(false);
    expect(shouldRetry(0, new MissingTokenError())).toBe(false);
    expect(shouldRetry(0, Object.assign(new Error('x'), { name: 'ZodError' }))).toBe(false);
  });
});

describe('trigger-500 recovery', () => {
  const trigger = () =>
    new ApiError(
      500,
      { status: 500, title: 'x', message: 'The target table has enabled triggers and an OUTPUT clause' },
      '',
    );
  const failure = (text: string) => `EF Core Hatası: ${text}`;

  it('counts the change as done when the reloaded list shows it after the first wait', async () => {
    const reload = jest.fn().mockResolvedValue([{ name: 'Künefe' }]);
    await withTriggerRecovery(() => Promise.reject(trigger()), {
      reload,
      confirmed: (l: Array<{ name: string }>) => l.some((p) => p.name === 'Künefe'),
      failure,
      delays: [1, 1],
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("looks after each wait, then fails with the screen's sentence", async () => {
    const reload = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    const error = await withTriggerRecovery(() => Promise.reject(trigger()), {
      reload,
      confirmed: () => false,
      failure,
      delays: [1, 1],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ActionError);
    expect(errorMessage(error, 'save')).toBe(
      'EF Core Hatası: The target table has enabled triggers and an OUTPUT clause',
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('passes other failures through untouched without reloading', async () => {
    const other = new ApiError(500, { status: 500, title: 'x', message: 'Disk dolu' }, '');
    const reload = jest.fn();
    await expect(
      withTriggerRecovery(() => Promise.reject(other), { reload, confirmed: () => true, failure }),
    ).rejects.toBe(other);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('image addresses', () => {
  it('puts server paths on the API origin and leaves full URLs alone', () => {
    window.__MENU_CONFIG__ = { apiBase: 'https://api.example.com/' };
    try {
      expect(imageSrc('/uploads/menu/a.png')).toBe('https://api.example.com/uploads/menu/a.png');
      expect(imageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
      expect(imageSrc('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
      expect(imageSrc('  ')).toBeUndefined();
    } finally {
      delete window.__MENU_CONFIG__;
    }
  });
});
