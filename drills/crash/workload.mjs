// The crash drill's workload: what one writer sends next, chosen at random among creates, updates, deletes
// and multi-row operations across the tables, built on the model's operations (model.mjs). The random draws
// happen in a fixed order, so DRILL_SEED repeats a run.
import { TEXTS } from './model.mjs';

const hex = (rng) => `#${Array.from({ length: 6 }, () => '0123456789ABCDEF'[rng.int(0, 15)]).join('')}`;
const money = (rng, min, max) => Math.round((min + rng.next() * (max - min)) * 100) / 100;

const restaurantBody = (rng, n) => ({
  name: `Restoran ${n} ${rng.pick(TEXTS)}`,
  description: rng.pick(TEXTS),
  address: `Bağdat Cd. No:${n} Kadıköy`,
  phone: `0216 555 ${String(n).padStart(4, '0')}`,
  email: `restoran${n}@drill.test`,
  website: `https://r${n}.drill.test`,
  logo: null,
  backgroundImage: null,
  primaryColor: hex(rng),
  secondaryColor: hex(rng),
  isActive: rng.chance(0.8),
});

const categoryBody = (rng, restaurantId, n) => ({
  restaurantId,
  name: `Kategori ${n}`,
  description: rng.pick(TEXTS),
  displayOrder: rng.int(0, 50),
  icon: null,
  isActive: rng.chance(0.9),
});

const productBody = (rng, restaurantId, categoryId, n) => {
  const price = money(rng, 5, 500);
  const isSpicy = rng.chance(0.3);
  return {
    name: `Ürün ${n} ${rng.pick(TEXTS)}`.slice(0, 200),
    restaurantId,
    categoryId,
    price,
    discountedPrice: rng.chance(0.3) ? Math.round(price * 50) / 100 : null,
    description: rng.pick(TEXTS),
    image: null,
    ingredients: rng.pick(TEXTS),
    calories: rng.int(0, 2000),
    preparationTime: rng.int(0, 60),
    isVegetarian: rng.chance(0.3),
    isVegan: rng.chance(0.1),
    isGlutenFree: rng.chance(0.2),
    isSpicy,
    spicyLevel: isSpicy ? rng.int(1, 5) : 0,
    isAvailable: rng.chance(0.9),
    isFeatured: rng.chance(0.2),
    displayOrder: rng.int(0, 100),
  };
};

/** A new variant of `product`; it may become the default, which clears the others. */
function createVariant({ rng, model }, product, variants) {
  const n = model.next();
  const body = {
    productId: product.id,
    name: `Varyant ${n}`,
    description: rng.pick(TEXTS),
    priceModifier: money(rng, -5, 20),
    isDefault: rng.chance(0.4),
    displayOrder: Math.max(-1, ...variants.map((v) => v.allowed[0].displayOrder)) + 1,
    isActive: true,
  };
  return model.create('variant', body, (o) => o.name === body.name, body.isDefault ? product.id : undefined);
}

function updateVariant({ rng, model }, product, variants) {
  const v = rng.pick(variants).allowed[0];
  const body = {
    productId: v.productId,
    name: `Varyant ${model.next()}`,
    description: rng.pick(TEXTS),
    priceModifier: money(rng, -5, 20),
    isDefault: rng.chance(0.5),
    displayOrder: v.displayOrder,
    isActive: rng.chance(0.9),
  };
  return model.update('variant', v, body, body.isDefault ? product.id : undefined);
}

function createAddon({ rng, model }, restaurant) {
  const body = {
    restaurantId: restaurant.id,
    name: `Eklenti ${model.next()}`,
    description: rng.pick(TEXTS),
    price: money(rng, 0, 30),
    isActive: rng.chance(0.9),
  };
  return model.create('addon', body, (o) => o.name === body.name);
}

function createQr({ rng, model }, restaurant) {
  const body = {
    restaurantId: restaurant.id,
    tableNumber: `M${model.next()}`,
    qrCodeUrl: null,
    qrCodeImage: null,
    isActive: rng.chance(0.9),
  };
  return model.create('qr', body, (o) => o.restaurantId === body.restaurantId && o.tableNumber === body.tableNumber);
}

/** Null when the restaurant has no QR code yet. */
function updateQr({ rng, model }, w, restaurant) {
  const codes = model.live(w, 'qr', (q) => q.restaurantId === restaurant.id);
  if (!codes.length) return null;
  const q = rng.pick(codes).allowed[0];
  return model.update('qr', q, {
    restaurantId: q.restaurantId,
    tableNumber: q.tableNumber,
    qrCodeUrl: null,
    qrCodeImage: `Masa ${model.next()}`,
    isActive: !q.isActive,
  });
}

function hoursOperation({ rng, model }, w, restaurant) {
  const hours = model.live(w, 'hours', (h) => h.restaurantId === restaurant.id);
  const used = new Set(hours.map((h) => h.allowed[0].dayOfWeek));
  const closed = rng.chance(0.2);
  const times = closed
    ? { openTime: null, closeTime: null, isClosed: true }
    : {
        openTime: `0${rng.int(6, 9)}:${rng.pick(['00', '30'])}:00`,
        closeTime: `${rng.int(17, 23)}:${rng.pick(['00', '15', '45'])}:00`,
        isClosed: false,
      };
  const free = [0, 1, 2, 3, 4, 5, 6].filter((d) => !used.has(d));
  if (free.length && (rng.chance(0.5) || !hours.length)) {
    const body = { restaurantId: restaurant.id, dayOfWeek: rng.pick(free), ...times };
    return model.create('hours', body, (o) => o.restaurantId === body.restaurantId && o.dayOfWeek === body.dayOfWeek);
  }
  const h = rng.pick(hours).allowed[0];
  return model.update('hours', h, { restaurantId: h.restaurantId, dayOfWeek: h.dayOfWeek, ...times });
}

function specialDayOperation({ rng, model }, w, restaurant) {
  const days = model.live(w, 'specialDay', (d) => d.restaurantId === restaurant.id);
  const closed = rng.chance(0.5);
  const times = closed
    ? { openTime: null, closeTime: null, isClosed: true }
    : { openTime: '12:00:00', closeTime: '18:30:00', isClosed: false };
  if (!days.length || rng.chance(0.6)) {
    const n = model.next();
    const date = new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const body = { restaurantId: restaurant.id, date, name: `Özel gün ${n}`, ...times, note: rng.pick(TEXTS) };
    return model.create('specialDay', body, (o) => o.restaurantId === body.restaurantId && o.date === body.date);
  }
  const d = rng.pick(days).allowed[0];
  return model.update('specialDay', d, {
    restaurantId: d.restaurantId,
    date: d.date,
    name: `Özel gün ${model.next()}`,
    ...times,
    note: rng.pick(TEXTS),
  });
}

function userOperation({ rng, model }, w, restaurant) {
  const users = model.live(w, 'user', (u) => u.restaurantId === restaurant.id);
  if (!users.length || rng.chance(0.3)) {
    const n = model.next();
    const body = {
      restaurantId: restaurant.id,
      firstName: 'Ayşe',
      lastName: `Yılmaz ${n}`,
      username: `kullanici_${n}`,
      email: `kullanici${n}@drill.test`,
      passwordHash: 'Gizli-Sifre-2026!',
      role: rng.pick(['Admin', 'Manager']),
      isActive: true,
    };
    return model.create('user', body, (o) => o.username === body.username);
  }
  const u = rng.pick(users).allowed[0];
  return model.update('user', u, {
    restaurantId: u.restaurantId,
    firstName: `Ad ${model.next()}`,
    lastName: u.lastName,
    username: u.username,
    email: u.email,
    passwordHash: '',
    role: rng.pick(['Admin', 'Manager']),
    isActive: rng.chance(0.8),
  });
}

/** A product translation for a free language/field, or a new text for one it has; null when neither fits. */
function translationOperation({ rng, model }, w, restaurant, product) {
  const existing = model.live(w, 'translation', (t) => t.tableName === 'Products' && t.recordId === product.id);
  const taken = new Set(existing.map((t) => `${t.allowed[0].languageCode}/${t.allowed[0].fieldName}`));
  const free = ['en', 'de', 'ar']
    .flatMap((l) => ['Name', 'Description', 'Ingredients'].map((f) => [l, f]))
    .filter(([l, f]) => !taken.has(`${l}/${f}`));
  if (free.length && (rng.chance(0.6) || !existing.length)) {
    const [languageCode, fieldName] = rng.pick(free);
    const body = {
      restaurantId: restaurant.id,
      languageCode,
      tableName: 'Products',
      recordId: product.id,
      fieldName,
      translatedText: `${rng.pick(TEXTS)} ${model.next()}`,
    };
    return model.create(
      'translation',
      body,
      (o) =>
        o.tableName === 'Products' &&
        o.recordId === body.recordId &&
        o.languageCode === languageCode &&
        o.fieldName === fieldName,
    );
  }
  if (!existing.length) return null;
  const t = rng.pick(existing).allowed[0];
  const body = {
    restaurantId: t.restaurantId,
    languageCode: t.languageCode,
    tableName: t.tableName,
    recordId: t.recordId,
    fieldName: t.fieldName,
  };
  return model.update('translation', t, { ...body, translatedText: `${rng.pick(TEXTS)} ${model.next()}` });
}

/**
 * The operations on one product and what hangs off the restaurant, by `roll`: variants, add-ons, QR codes,
 * opening hours, special days, users, translations, and a delete of the product with its children.
 */
function productOperation(ctx, w, roll, restaurant, categories, product) {
  const { rng, model } = ctx;
  const variants = model.live(w, 'variant', (v) => v.productId === product.id);
  if (roll <= 37)
    return model.update('product', product, productBody(rng, restaurant.id, rng.pick(categories).id, model.next()));
  if (roll <= 45 && variants.length < 6) return createVariant(ctx, product, variants);
  if (roll <= 49 && variants.length) return updateVariant(ctx, product, variants);
  if (
    roll <= 53 &&
    variants.length >= 2 &&
    new Set(variants.map((v) => v.allowed[0].displayOrder)).size === variants.length
  ) {
    return model.moveVariant(
      variants.map((r) => r.allowed[0]),
      rng.chance(0.5) ? 'up' : 'down',
    );
  }
  if (roll <= 57) return createAddon(ctx, restaurant);
  if (roll <= 62) return createQr(ctx, restaurant);
  const qrUpdate = roll <= 65 ? updateQr(ctx, w, restaurant) : null;
  if (qrUpdate) return qrUpdate;
  if (roll <= 68) return model.bulkQr(restaurant.id);
  if (roll <= 73) return hoursOperation(ctx, w, restaurant);
  if (roll <= 77) return specialDayOperation(ctx, w, restaurant);
  if (roll <= 82) return userOperation(ctx, w, restaurant);
  const translation = roll <= 90 ? translationOperation(ctx, w, restaurant, product) : null;
  if (translation) return translation;
  if (
    roll <= 96 &&
    variants.length &&
    model.live(w, 'translation', (t) => t.tableName === 'Products' && t.recordId === product.id).length
  )
    return model.deleteProduct(w, product);
  const body = productBody(rng, restaurant.id, rng.pick(categories).id, model.next());
  return model.create('product', body, (o) => o.name === body.name);
}

export function createWorkload(rng, model) {
  const ctx = { rng, model };
  const { live, next, create, update } = model;

  /** One worker's next operation: { method, path, body, ack(res), unknown() } or null when nothing fits. */
  function chooseOperation(w) {
    const restaurants = live(w, 'restaurant');
    if (!restaurants.length || rng.chance(0.04)) {
      const body = restaurantBody(rng, next());
      return create('restaurant', body, (o) => o.email === body.email);
    }
    const restaurant = rng.pick(restaurants).allowed[0];
    const categories = live(w, 'category', (c) => c.restaurantId === restaurant.id);
    const products = live(w, 'product', (p) => p.restaurantId === restaurant.id);
    const roll = rng.int(1, 100);

    if (roll <= 6) return update('restaurant', restaurant, restaurantBody(rng, next()));
    if (!categories.length || roll <= 12) {
      const body = categoryBody(rng, restaurant.id, next());
      return create('category', body, (o) => o.name === body.name);
    }
    if (roll <= 17) {
      const c = rng.pick(categories).allowed[0];
      return update('category', c, categoryBody(rng, restaurant.id, next()));
    }
    if (!products.length || roll <= 28) {
      const body = productBody(rng, restaurant.id, rng.pick(categories).id, next());
      return create('product', body, (o) => o.name === body.name);
    }
    return productOperation(ctx, w, roll, restaurant, categories, rng.pick(products).allowed[0]);
  }

  return { chooseOperation };
}
