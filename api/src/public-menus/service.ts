// Builds the aggregate menu (translations applied, open state computed) and keeps it in memory per
// restaurant and language, so a diner's load does not query the database. The cache is a least-recently-used
// map bounded in bytes; a restaurant's entry is dropped when a write to it is announced (plugin.ts wires the
// change bus) or when its menu version in the database no longer matches the one it was built from.
import { createHash } from 'node:crypto';
import {
  categoryAvailability,
  categoryEmoji,
  computeOpenState,
  DEFAULT_TIME_ZONE,
  isAllergenCode,
  ProductEntity,
  PublicMenuProductWire,
} from '@menu/shared/contract';
import type { PublicMenu, PublicMenuImageSet, PublicMenuProduct } from '@menu/shared/contract';
import { shownPrice } from '../catalog/products/reference-price';
import { imageKeyOf, UPLOADS_PREFIX } from '../uploads/storage';
import { createError } from '../errors';
import { ByteLru } from '../lib/byte-lru';
import { encodedBody, encodedBodyBytes, type EncodedBody } from './encoding';
import type { MenuSource, PublicMenuRepository } from './repository';

/** The product fields a diner sees as stored (the menu answer's product fields that are the product's own). */
const MENU_PRODUCT_FIELDS = Object.keys(PublicMenuProductWire.shape).filter((key) => key in ProductEntity.fields);
const menuFields = (p: MenuSource['products'][number]) =>
  Object.fromEntries(MENU_PRODUCT_FIELDS.map((key) => [key, p[key as keyof typeof p]])) as Omit<
    PublicMenuProduct,
    'id' | 'variants' | 'referencePrice' | 'imageSet'
  >;

export const MENU_NOT_FOUND = 'Restoran bulunamadı veya menüsü yayında değil';
/** The order the language switch offers; codes outside it follow alphabetically. */
const LANGUAGE_ORDER = ['tr', 'en', 'de', 'fr', 'es', 'it', 'ru', 'ar'];
/** A built response is rebuilt (from memory, not the database) at least this often, so the open state stays right. */
const MAX_AGE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface RenderedMenu {
  menu: PublicMenu;
  /** The JSON body, serialised once (and compressed once per encoding). */
  body: EncodedBody;
  etag: string;
  expiresAt: number;
  /**
   * When what the menu shows changes by the clock alone (a category window, a timed sold-out ending, opening or
   * closing), or null: the live streams tell their pages then, and the cached answer expires then.
   */
  nextBoundary: number | null;
  /** The server-rendered page of this menu, filled by the page route on first use. */
  page?: { html: EncodedBody; etag: string };
}

const money = (value: string | null): number | null => (value == null ? null : Math.round(Number(value) * 100) / 100);
const time = (value: string | null): string | null => (value ? value.slice(0, 8) : null);

/** The menu version, then a hash of the body (which also covers the open state, a function of the clock). */
export function menuEtag(version: number, body: string): string {
  return `W/"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
}

/** 'en-US', 'EN' -> 'en'; anything that is not a language tag -> ''. */
export function normaliseLanguage(value: string | undefined): string {
  const m = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})?$/i.exec((value ?? '').trim());
  return m ? m[1].toLowerCase() : '';
}

function languagesOf(source: MenuSource): string[] {
  const codes = new Set(source.translations.map((t) => t.languageCode.toLowerCase().slice(0, 2)));
  codes.delete('tr');
  const rank = (c: string) => (LANGUAGE_ORDER.includes(c) ? LANGUAGE_ORDER.indexOf(c) : LANGUAGE_ORDER.length);
  return ['tr', ...[...codes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))];
}

/** A product whose timed sold-out lies ahead is sold out whatever isAvailable says; a past one is forgotten. */
function soldOut(p: { isAvailable: boolean; soldOutUntil?: Date | null }, now: Date) {
  const until = p.soldOutUntil && p.soldOutUntil.getTime() > now.getTime() ? p.soldOutUntil : null;
  return { isAvailable: p.isAvailable && !until, soldOutUntil: until ? until.toISOString() : null };
}

/** The next instant the menu changes by the clock alone, as epoch ms (Infinity: none). */
function clockBoundary(menu: PublicMenu, at: Date): number {
  const next = menu.openState.nextChange ? Date.parse(menu.openState.nextChange.at) : Infinity;
  // A category with time-of-day windows comes on or goes off the menu at its next boundary.
  const categoryNext = menu.categories.map((c) => {
    const n = categoryAvailability(c.availability, {
      specialDays: menu.specialDays,
      now: at,
      timeZone: menu.timeZone,
    }).nextChange;
    return n ? Date.parse(n) : Infinity;
  });
  // A timed sold-out ends: the product is back.
  const soldOutNext = menu.products.map((p) => (p.soldOutUntil ? Date.parse(p.soldOutUntil) : Infinity));
  return Math.min(next, ...categoryNext, ...soldOutNext);
}

/** The aggregate for one language at one instant. Untranslated fields keep their Turkish text. */
export function buildMenu(source: MenuSource, language: string, now: Date, timeZone = DEFAULT_TIME_ZONE): PublicMenu {
  const texts = new Map<string, string>();
  if (language !== 'tr') {
    for (const t of source.translations) {
      if (t.languageCode.toLowerCase().slice(0, 2) !== language || !t.translatedText.trim()) continue;
      texts.set(`${t.tableName.toLowerCase()}:${t.recordId}:${t.fieldName.toLowerCase()}`, t.translatedText);
    }
  }
  const tr = <T extends string | null>(table: string, id: number, field: string, original: T): T | string =>
    texts.get(`${table}:${id}:${field}`) ?? original;

  const r = source.restaurant;
  /** The copies of an uploaded image, addressed from the canonical path of its key. */
  const imageSet = (reference: string | null): PublicMenuImageSet | null => {
    const key = imageKeyOf(reference);
    const set = key ? source.images?.get(key) : undefined; // (sources made by hand in tests may have none)
    return key && set
      ? { base: `${UPLOADS_PREFIX}/${key.split('/').map(encodeURIComponent).join('/')}`, ...set }
      : null;
  };
  const activeCategoryIds = new Set(source.categories.map((c) => c.id));
  const variantsByProduct = new Map<number, PublicMenuProduct['variants']>();
  for (const v of source.variants) {
    const list = variantsByProduct.get(v.productId) ?? [];
    list.push({
      id: v.id,
      name: tr('productvariants', v.id, 'name', v.name),
      description: tr('productvariants', v.id, 'description', v.description),
      priceModifier: money(v.priceModifier) ?? 0,
      isDefault: v.isDefault,
    });
    variantsByProduct.set(v.productId, list);
  }

  // Special days near today only: the open-now rule looks a week ahead, the page needs no more.
  const nowDay = Math.floor(now.getTime() / DAY_MS);
  const specialDays = source.specialDays
    .filter((d) => {
      const day = Math.floor(Date.parse(`${d.date}T00:00:00Z`) / DAY_MS);
      return day >= nowDay - 1 && day <= nowDay + 8;
    })
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({
      date: d.date,
      name: d.name,
      openTime: time(d.openTime),
      closeTime: time(d.closeTime),
      isClosed: d.isClosed,
      note: d.note,
    }));
  const hours = [...source.hours]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((h) => ({
      dayOfWeek: h.dayOfWeek,
      openTime: time(h.openTime),
      closeTime: time(h.closeTime),
      isClosed: h.isClosed,
    }));

  return {
    restaurant: {
      id: r.id,
      name: tr('restaurants', r.id, 'name', r.name),
      description: tr('restaurants', r.id, 'description', r.description),
      address: r.address,
      phone: r.phone,
      email: r.email,
      website: r.website,
      logo: r.logo,
      logoSet: imageSet(r.logo),
      backgroundImage: r.backgroundImage,
      primaryColor: r.primaryColor,
      secondaryColor: r.secondaryColor,
      acceptsCalls: r.acceptsCalls,
      acceptsOrders: r.acceptsOrders,
    },
    language,
    languages: languagesOf(source),
    categories: source.categories.map((c) => {
      const availability = categoryAvailability(c.availability ?? [], { specialDays, now, timeZone });
      return {
        id: c.id,
        name: tr('categories', c.id, 'name', c.name),
        description: tr('categories', c.id, 'description', c.description),
        icon: c.icon,
        emoji: categoryEmoji(c.icon),
        displayOrder: c.displayOrder,
        availability: c.availability ?? [],
        availableNow: availability.availableNow,
        startsAt: availability.startsAt,
      };
    }),
    products: source.products
      .filter((p) => activeCategoryIds.has(p.categoryId))
      .map((p) => ({
        id: p.id,
        ...menuFields(p),
        name: tr('products', p.id, 'name', p.name),
        description: tr('products', p.id, 'description', p.description),
        ...shownPrice(money(p.price) ?? 0, money(p.discountedPrice), source.priceHistory?.get(p.id) ?? []),
        imageSet: imageSet(p.image),
        ingredients: tr('products', p.id, 'ingredients', p.ingredients),
        isSpicy: p.isSpicy || p.spicyLevel > 0,
        ...soldOut(p, now),
        rating: Number(p.rating),
        allergens: (p.allergens ?? []).filter(isAllergenCode),
        variants: variantsByProduct.get(p.id) ?? [],
      })),
    addons: source.addons.map((a) => ({
      id: a.id,
      name: tr('productaddons', a.id, 'name', a.name),
      description: tr('productaddons', a.id, 'description', a.description),
      price: money(a.price) ?? 0,
    })),
    hours,
    specialDays,
    timeZone,
    openState: computeOpenState({ hours, specialDays, now, timeZone }),
  };
}

export interface PublicMenuServiceOptions {
  now?: () => Date;
  /** Bound of the cache in bytes (MENU_CACHE_MB); 0 keeps nothing. */
  maxBytes?: number;
  /**
   * The largest one restaurant's entry may be (MENU_CACHE_ENTRY_PERCENT of the bound): a larger menu is built
   * and answered but not kept, and evicts nobody, so one tenant cannot empty the cache of every other.
   */
  maxEntryBytes?: number;
}

export const DEFAULT_MENU_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Restaurants whose entry the cache refused (larger than their share) still keep their last build here, so a
 * large menu is read, built and drawn once per version and not once per request. Few: the catalogue bounds
 * cap each one's size, and only the most recently served stay.
 */
const OVERSIZE_KEPT = 4;

/** Everything cached of one restaurant: the records read from the database and the menus built from them. */
interface CachedRestaurant {
  restaurantId: number;
  version: number;
  source: MenuSource;
  sourceBytes: number;
  /** By language; an unknown language points at the Turkish menu too. */
  menus: Map<string, RenderedMenu>;
}

/** Map keys and small objects, per language key. */
const KEY_OVERHEAD = 96;

/**
 * Estimated memory of an entry: strings at two bytes a character, the records and the built menu object at
 * twice their JSON size, every compressed copy exactly.
 */
function weigh(entry: CachedRestaurant): number {
  let bytes = entry.sourceBytes;
  const seen = new Set<RenderedMenu>();
  for (const menu of entry.menus.values()) {
    bytes += KEY_OVERHEAD;
    if (seen.has(menu)) continue;
    seen.add(menu);
    bytes += encodedBodyBytes(menu.body) + menu.body.text.length * 2;
    if (menu.page) bytes += encodedBodyBytes(menu.page.html);
  }
  return bytes;
}

export interface PublicMenuStats {
  /** Answered from memory (no database read). */
  hits: number;
  /** Needed a database read. */
  misses: number;
  /** Database reads started (concurrent misses of one restaurant share one). */
  loads: number;
  /** Menus built and serialised (concurrent requests for one restaurant, version and language share one). */
  builds: number;
  /** Things drawn from a built menu, such as a price-list PDF (memo below; concurrent requests share one). */
  drawings: number;
  /** Restaurants dropped to stay within the byte bound. */
  evictions: number;
  /** Restaurants dropped because a write to them was announced or their version changed. */
  invalidations: number;
  /** Everything dropped at once (the change bus reconnected). */
  flushes: number;
  /** Restaurants cached, and their estimated bytes against the bound. */
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** The built menus held per restaurant: the byte-bounded cache, and beside it the few entries it refused. */
function createMenuStore(maxBytes: number, maxEntryBytes: number) {
  const cache = new ByteLru<number, CachedRestaurant>(maxBytes, undefined, maxEntryBytes);
  /** Entries the cache refused, most recently served last (see OVERSIZE_KEPT). */
  const oversize = new Map<number, CachedRestaurant>();

  /** Re-weighs an entry that is still cached (a language, a page or a compressed copy was added). */
  function reweigh(entry: CachedRestaurant) {
    if (cache.peek(entry.restaurantId) !== entry) return;
    cache.resize(entry.restaurantId, weigh(entry));
    // Grown past its share, the cache let it go: its builds are still held beside it.
    if (cache.peek(entry.restaurantId) !== entry) keepAside(entry);
  }

  function watch(entry: CachedRestaurant, body: EncodedBody) {
    body.onGrow = () => reweigh(entry);
  }

  /** The entry held for a restaurant, by the cache or (refused by it) on the side. */
  function held(restaurantId: number): CachedRestaurant | undefined {
    const cached = cache.get(restaurantId);
    if (cached) return cached;
    const side = oversize.get(restaurantId);
    if (side) {
      oversize.delete(restaurantId);
      oversize.set(restaurantId, side);
    }
    return side;
  }

  function keep(entry: CachedRestaurant): void {
    cache.set(entry.restaurantId, entry, weigh(entry));
    if (cache.peek(entry.restaurantId) === entry) {
      oversize.delete(entry.restaurantId);
      return;
    }
    keepAside(entry);
  }

  function keepAside(entry: CachedRestaurant): void {
    oversize.delete(entry.restaurantId);
    oversize.set(entry.restaurantId, entry);
    while (oversize.size > OVERSIZE_KEPT) oversize.delete(oversize.keys().next().value!);
  }

  return { cache, oversize, held, keep, reweigh, watch };
}

/** Builds and serialises an entry's menu in a language (Turkish for one it does not have), kept and weighed in the entry. */
function renderMenu(
  entry: CachedRestaurant,
  wanted: string,
  at: Date,
  store: Pick<ReturnType<typeof createMenuStore>, 'watch' | 'reweigh'>,
): RenderedMenu {
  const src = entry.source;
  const languages = languagesOf(src);
  const language = languages.includes(wanted) ? wanted : 'tr';
  const menu = buildMenu(src, language, at);
  const body = JSON.stringify(menu);
  const etag = menuEtag(entry.version, body);
  // Rebuilt when the clock alone changes the menu (a category window, a timed sold-out ending), or after MAX_AGE_MS.
  const boundary = clockBoundary(menu, at);
  const expiresAt = Math.min(at.getTime() + MAX_AGE_MS, boundary);
  const nextBoundary = Number.isFinite(boundary) ? boundary : null;
  // Same bytes as before (rebuilt after a minute, nothing changed): keep the compressed copies and the page.
  const previous = entry.menus.get(language);
  const rendered: RenderedMenu =
    previous?.etag === etag
      ? Object.assign(previous, { expiresAt, nextBoundary })
      : { menu, body: encodedBody(body), etag, expiresAt, nextBoundary };
  if (rendered !== previous) {
    store.watch(entry, rendered.body);
    entry.menus.set(language, rendered);
  }
  // An unknown language is answered in Turkish; remember that too, so it costs nothing next time.
  if (wanted !== language) entry.menus.set(wanted, rendered);
  store.reweigh(entry);
  return rendered;
}

/** Something drawn from a built menu, once per menu and key (`counted` is told of each new drawing). */
function createDrawings(counted: () => void) {
  /** What was drawn from a built menu, by what and how: single-flight, and gone with the menu. */
  const drawn = new WeakMap<RenderedMenu, Map<string, Promise<unknown>>>();
  return function draw<T>(menu: RenderedMenu, key: string, make: () => Promise<T>): Promise<T> {
    let drawings = drawn.get(menu);
    if (!drawings) drawn.set(menu, (drawings = new Map()));
    let pending = drawings.get(key) as Promise<T> | undefined;
    if (!pending) {
      counted();
      const made = make();
      pending = made;
      drawings.set(key, made);
      made.catch(() => drawings!.delete(key));
    }
    return pending;
  };
}

export function createPublicMenuService(repository: PublicMenuRepository, options: PublicMenuServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const nowMs = options.now ? () => now().getTime() : Date.now;
  const maxBytes = options.maxBytes ?? DEFAULT_MENU_CACHE_BYTES;
  const { cache, oversize, held, keep, reweigh, watch } = createMenuStore(maxBytes, options.maxEntryBytes ?? maxBytes);
  /**
   * Database reads in flight (shared by concurrent requests). A change announced meanwhile marks its read
   * stale: the read may have seen the data from before the write, so what it returns is answered but not kept.
   */
  const loading = new Map<number, { promise: Promise<CachedRestaurant | undefined>; stale: boolean }>();
  let counts = { hits: 0, misses: 0, loads: 0, builds: 0, drawings: 0, invalidations: 0, flushes: 0 };
  let evictionsAtReset = 0;

  function load(restaurantId: number) {
    const pending = loading.get(restaurantId);
    if (pending) return pending;
    counts.loads += 1;
    // One entry per read, shared by every request that waited on it, so they share its builds too.
    const promise = repository.load(restaurantId).then((src): CachedRestaurant | undefined =>
      src
        ? {
            restaurantId,
            version: src.version,
            source: src,
            sourceBytes: Buffer.byteLength(JSON.stringify(src)) * 2,
            menus: new Map(),
          }
        : undefined,
    );
    const token = { stale: false, promise };
    const forget = () => {
      if (loading.get(restaurantId) === token) loading.delete(restaurantId);
    };
    token.promise.then(forget, forget);
    loading.set(restaurantId, token);
    return token;
  }

  function drop(restaurantId: number): void {
    const dropped = cache.delete(restaurantId) || oversize.delete(restaurantId);
    const pending = loading.get(restaurantId);
    if (pending) {
      pending.stale = true;
      loading.delete(restaurantId);
    }
    if (dropped || pending) counts.invalidations += 1;
  }

  /**
   * The built menu when it is cached and still current, at once (no database, no rebuild, no promise); undefined
   * otherwise, and `get` does the rest. The fast path for cached menus (fast-path.ts) answers from this.
   */
  function peek(restaurantId: number, lang: string | undefined): RenderedMenu | undefined {
    const hit = held(restaurantId)?.menus.get(normaliseLanguage(lang) || 'tr');
    if (!hit || hit.expiresAt <= nowMs()) return undefined;
    counts.hits += 1;
    return hit;
  }

  return {
    /** The built menu of an active restaurant in `lang` (or Turkish); 404 in the error shape otherwise. */
    async get(restaurantId: number, lang: string | undefined): Promise<RenderedMenu> {
      const cached = peek(restaurantId, lang);
      if (cached) return cached;
      const wanted = normaliseLanguage(lang) || 'tr';
      let entry = held(restaurantId);
      if (entry) {
        // Expired (a minute passed, or the open state flips): rebuilt from the records in memory.
        counts.hits += 1;
      } else {
        counts.misses += 1;
        const token = load(restaurantId);
        const loaded = await token.promise;
        // Unknown or inactive restaurants are never kept: ids nobody has are not worth memory.
        if (!loaded) throw createError('NOT_FOUND', MENU_NOT_FOUND);
        entry = loaded;
        if (!token.stale && held(restaurantId) !== entry) keep(entry);
        // Another request that waited on the same read built this language already.
        const built = entry.menus.get(wanted);
        if (built && built.expiresAt > nowMs()) return built;
      }

      counts.builds += 1;
      return renderMenu(entry, wanted, now(), { watch, reweigh });
    },

    peek,

    /** Keeps the server-rendered page of a menu with it (public-menus/page.ts), weighed with its entry. */
    setPage(menu: RenderedMenu, html: string, etag: string): NonNullable<RenderedMenu['page']> {
      const page = { html: encodedBody(html), etag };
      menu.page = page;
      const entry = cache.peek(menu.menu.restaurant.id);
      if (entry && [...entry.menus.values()].includes(menu)) {
        watch(entry, page.html);
        reweigh(entry);
      }
      return page;
    },

    /**
     * Something drawn from a built menu (a PDF), once per menu and key: concurrent requests share the drawing,
     * later ones get it as long as the menu is the current build (cached or not). A failed drawing is forgotten.
     */
    draw: createDrawings(() => (counts.drawings += 1)),

    /** A write to these restaurants was announced: their menus are dropped, reads in flight are not kept. */
    invalidate(restaurantIds: Iterable<number>): void {
      for (const id of restaurantIds) drop(id);
    },

    /** Drops everything (announcements may have been missed). */
    clear(): void {
      counts.flushes += 1;
      cache.clear();
      oversize.clear();
      for (const pending of loading.values()) pending.stale = true;
      loading.clear();
    },

    /** Restaurants held, for the version check. */
    cachedRestaurantIds(): number[] {
      return [...cache.keys(), ...oversize.keys()];
    },

    /** Drops every cached restaurant whose version in the database differs from the one it was built from. */
    checkVersions(versions: Map<number, number>, checked: number[]): number {
      let dropped = 0;
      for (const id of checked) {
        const entry = cache.peek(id) ?? oversize.get(id);
        if (entry && entry.version !== (versions.get(id) ?? 0)) {
          drop(id);
          dropped += 1;
        }
      }
      return dropped;
    },

    stats(): PublicMenuStats {
      const lru = cache.stats();
      return {
        ...counts,
        evictions: lru.evictions - evictionsAtReset,
        entries: lru.entries,
        bytes: lru.bytes,
        maxBytes: lru.maxBytes,
      };
    },
    /** For tests and the benchmark. */
    resetStats(): void {
      counts = { hits: 0, misses: 0, loads: 0, builds: 0, drawings: 0, invalidations: 0, flushes: 0 };
      evictionsAtReset = cache.stats().evictions;
    },
  };
}
export type PublicMenuService = ReturnType<typeof createPublicMenuService>;
