import {
  CategoryRequest,
  HoursRequest,
  ProductRequest,
  QrCodeRequest,
  ProductSchema,
  RestaurantRequest,
  UserSchema,
  VariantSchema,
  listOf,
} from '../contract';

describe('wire normalisation', () => {
  it.each(['id', 'productId', 'ProductId', 'ID'])('accepts a product id sent as %s', (key) => {
    const p = ProductSchema.parse({ [key]: 7, restaurantId: 1, categoryId: 2, name: 'Ayran', price: '12.50' });
    expect(p.id).toBe(7);
    expect(p.productId).toBe(7);
    expect(p.price).toBe(12.5);
    expect(p.rating).toBe(4.5);
    expect(p.ingredients).toBe('');
  });

  it('keeps a variant productId as the foreign key, not its id', () => {
    const v = VariantSchema.parse({ id: 3, productId: 9, name: 'Büyük', priceModifier: 5 });
    expect(v.id).toBe(3);
    expect(v.productId).toBe(9);
  });

  it('reads numeric and string roles', () => {
    expect(UserSchema.parse({ userId: 1, username: 'a', role: 3 }).role).toBe('SuperAdmin');
    expect(UserSchema.parse({ id: 1, username: 'a', role: 9 }).role).toBe('User');
    expect(UserSchema.parse({ id: 1, username: 'a', role: 'Manager' }).role).toBe('Manager');
  });

  it('unwraps list envelopes', () => {
    expect(listOf(VariantSchema).parse({ items: [{ id: 1, productId: 1, name: 'x', priceModifier: 0 }] })).toHaveLength(
      1,
    );
  });
});

describe('restaurant request', () => {
  it('requires a name and trims text', () => {
    const r = RestaurantRequest.safeParse({ name: '   ' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.message).toBe('Restoran adı zorunludur');
    const ok = RestaurantRequest.parse({ name: '  Lezzet  ', description: '  ' });
    expect(ok.name).toBe('Lezzet');
    expect(ok.description).toBeNull();
    expect(ok.primaryColor).toBe('#FF6B35');
    expect(ok.secondaryColor).toBe('#2C3E50');
    expect(ok.isActive).toBe(true);
  });

  it('checks the email and assumes http:// for a website', () => {
    expect(RestaurantRequest.safeParse({ name: 'a', email: 'nope' }).error?.issues[0].message).toBe(
      'Geçerli bir email adresi girin',
    );
    expect(RestaurantRequest.parse({ name: 'a', website: 'lezzet.com.tr' }).website).toBe('http://lezzet.com.tr');
  });

  it.each(['javascript:alert(1)', 'ftp://x.com', 'not a url', 'http://'])('rejects the website %s', (website) => {
    expect(RestaurantRequest.safeParse({ name: 'a', website }).error?.issues[0].message).toBe(
      'Geçerli bir website adresi girin',
    );
  });

  it('rejects colours that are not #RRGGBB', () => {
    expect(RestaurantRequest.safeParse({ name: 'a', primaryColor: 'red' }).success).toBe(false);
  });
});

describe('product request', () => {
  it('reports problems in the spec order', () => {
    const r = ProductRequest.safeParse({ name: '', price: 0 });
    expect(r.error?.issues.map((i) => i.message).slice(0, 4)).toEqual([
      'Ürün adı zorunludur',
      'Restoran seçimi zorunludur',
      'Kategori seçimi zorunludur',
      'Geçerli bir fiyat girin',
    ]);
  });

  it('accepts a comma as the decimal point and keeps every field', () => {
    const p = ProductRequest.parse({
      name: 'Lahmacun',
      restaurantId: 1,
      categoryId: 2,
      price: '85,50',
      discountedPrice: '79,9',
      ingredients: 'Kıyma, soğan',
      calories: 420,
      preparationTime: 12,
      isVegetarian: false,
      isSpicy: true,
      spicyLevel: 3,
      isFeatured: true,
    });
    expect(p).toMatchObject({
      price: 85.5,
      discountedPrice: 79.9,
      ingredients: 'Kıyma, soğan',
      calories: 420,
      preparationTime: 12,
      spicyLevel: 3,
      isFeatured: true,
    });
  });

  it('wants a discounted price below the price and a spicy level 1-5 when spicy', () => {
    expect(
      ProductRequest.safeParse({ name: 'a', restaurantId: 1, categoryId: 1, price: 10, discountedPrice: 10 }).error
        ?.issues[0].message,
    ).toBe('İndirimli fiyat, fiyattan düşük olmalıdır');
    expect(
      ProductRequest.safeParse({ name: 'a', restaurantId: 1, categoryId: 1, price: 10, isSpicy: true, spicyLevel: 0 })
        .error?.issues[0].message,
    ).toBe('Acılık seviyesi 1 ile 5 arasında olmalıdır');
    expect(
      ProductRequest.parse({ name: 'a', restaurantId: 1, categoryId: 1, price: 10, isSpicy: false, spicyLevel: 4 })
        .spicyLevel,
    ).toBe(0);
  });
});

describe('category and hours requests', () => {
  it('sends an empty description and icon as null', () => {
    const c = CategoryRequest.parse({ restaurantId: 1, name: 'Çorbalar', description: '', icon: '' });
    expect(c.description).toBeNull();
    expect(c.icon).toBeNull();
    expect(c.displayOrder).toBe(0);
  });

  it('rejects a negative display order', () => {
    expect(CategoryRequest.safeParse({ restaurantId: 1, name: 'x', displayOrder: -1 }).success).toBe(false);
  });

  it('applies the time rules and clears times when closed', () => {
    expect(
      HoursRequest.safeParse({ restaurantId: 1, dayOfWeek: 1, openTime: '', closeTime: '' }).error?.issues[0].message,
    ).toBe('Açılış ve kapanış saatleri zorunludur');
    expect(
      HoursRequest.safeParse({ restaurantId: 1, dayOfWeek: 1, openTime: '22:00', closeTime: '09:00' }).error?.issues[0]
        .message,
    ).toBe('Kapanış saati açılış saatinden sonra olmalıdır');
    expect(
      HoursRequest.parse({ restaurantId: 1, dayOfWeek: 0, openTime: '09:00', closeTime: '22:00', isClosed: true }),
    ).toMatchObject({ openTime: null, closeTime: null });
    expect(HoursRequest.parse({ restaurantId: 1, dayOfWeek: 0, openTime: '09:00', closeTime: '22:30' })).toMatchObject({
      openTime: '09:00:00',
      closeTime: '22:30:00',
    });
  });
});

describe('required text', () => {
  it('says only that a blank required field is required, not also that its characters are wrong', () => {
    const result = QrCodeRequest.safeParse({ restaurantId: 1, tableNumber: '   ', qrCodeUrl: '', isActive: true });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(['Masa numarası zorunludur']);
  });
});

describe('table numbers', () => {
  const parse = (tableNumber: string) =>
    QrCodeRequest.safeParse({ restaurantId: 1, tableNumber, qrCodeUrl: '', isActive: true });
  it.each(['1', 'A1', 'VIP-1', 'B.1', '1/A', 'Bahçe 3', 'Teras #2', 'İç Salon (pencere)', 'Masa+1 & 2?', '🌿 Bahçe'])(
    'accepts %p',
    (tableNumber) => {
      const result = parse(tableNumber);
      expect(result.success).toBe(true);
      expect(result.data!.tableNumber).toBe(tableNumber);
    },
  );
  it.each(['Masa\n2', 'Masa\t2', 'A\u0000', 'Masa\u200b3', 'Masa\u202e3', '\ud800', 'Masa\u2028 2'])(
    'refuses control and invisible characters in %p',
    (tableNumber) => {
      const result = parse(tableNumber);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toEqual([
        'Masa numarası görünmeyen veya kontrol karakterleri içeremez',
      ]);
    },
  );
  it('allows up to 40 characters', () => {
    expect(parse('x'.repeat(40)).success).toBe(true);
    expect(parse('x'.repeat(41)).error!.issues.map((i) => i.message)).toEqual(['En fazla 40 karakter girilebilir']);
  });
});
