// Builds the aggregate menu (translations applied, open state computed) and keeps it in memory per
// restaurant and language, so a diner's load does not query the database. Any successful write through
// the API clears the cache (see plugin.ts): writes are rare, reads are every scan, and clearing all is
// always correct whichever feature made the write.
import { createHash } from 'node:crypto';
import { categoryEmoji, computeOpenState, DEFAULT_TIME_ZONE } from '@menu/shared/contract';
import type { PublicMenu, PublicMenuProduct } from '@menu/shared/menu';
import { createError } from '../errors';
import { encodedBody, type EncodedBody } from './encoding';
import type { MenuSource, PublicMenuRepository } from './repository';

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
  /** The server-rendered page of this menu, filled by the page route on first use. */
  page?: { html: EncodedBody; etag: string };
}

const money = (value: string | null): number | null => (value == null ? null : Math.round(Number(value) * 100) / 100);
const time = (value: string | null): string | null => (value ? value.slice(0, 8) : null);

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
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
    .map((d) => ({ date: d.date, name: d.name, openTime: time(d.openTime), closeTime: time(d.closeTime), isClosed: d.isClosed, note: d.note }));
  const hours = [...source.hours]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((h) => ({ dayOfWeek: h.dayOfWeek, openTime: time(h.openTime), closeTime: time(h.closeTime), isClosed: h.isClosed }));

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
      backgroundImage: r.backgroundImage,
      primaryColor: r.primaryColor,
      secondaryColor: r.secondaryColor,
    },
    language,
    languages: languagesOf(source),
    categories: source.categories.map((c) => ({
      id: c.id,
      name: tr('categories', c.id, 'name', c.name),
      description: tr('categories', c.id, 'description', c.description),
      icon: c.icon,
      emoji: categoryEmoji(c.icon),
      displayOrder: c.displayOrder,
    })),
    products: source.products
      .filter((p) => activeCategoryIds.has(p.categoryId))
      .map((p) => ({
        id: p.id,
        categoryId: p.categoryId,
        name: tr('products', p.id, 'name', p.name),
        description: tr('products', p.id, 'description', p.description),
        price: money(p.price) ?? 0,
        discountedPrice: money(p.discountedPrice),
        image: p.image,
        ingredients: tr('products', p.id, 'ingredients', p.ingredients),
        calories: p.calories,
        preparationTime: p.preparationTime,
        isVegetarian: p.isVegetarian,
        isVegan: p.isVegan,
        isGlutenFree: p.isGlutenFree,
        isSpicy: p.isSpicy || p.spicyLevel > 0,
        spicyLevel: p.spicyLevel,
        isAvailable: p.isAvailable,
        isFeatured: p.isFeatured,
        rating: Number(p.rating),
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
}

export function createPublicMenuService(repository: PublicMenuRepository, options: PublicMenuServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  /** Loaded records per restaurant (a pending load is shared by concurrent requests). */
  const sources = new Map<number, Promise<MenuSource | undefined>>();
  const rendered = new Map<string, RenderedMenu>();
  // Bumped by every clear: a load that started before a write must not be stored after it.
  let generation = 0;
  let stats = { loads: 0, hits: 0 };

  function source(restaurantId: number): Promise<MenuSource | undefined> {
    const cached = sources.get(restaurantId);
    if (cached) return cached;
    const startedAt = generation;
    stats.loads += 1;
    const pending = repository.load(restaurantId).then(
      (result) => {
        // Unknown or inactive restaurants are not kept: ids nobody has are not worth memory.
        if (!result || generation !== startedAt) sources.delete(restaurantId);
        return result;
      },
      (error) => {
        sources.delete(restaurantId);
        throw error;
      },
    );
    sources.set(restaurantId, pending);
    return pending;
  }

  return {
    /** The built menu of an active restaurant in `lang` (or Turkish); 404 in the error shape otherwise. */
    async get(restaurantId: number, lang: string | undefined): Promise<RenderedMenu> {
      const wanted = normaliseLanguage(lang) || 'tr';
      const at = now();
      const hit = rendered.get(`${restaurantId}:${wanted}`);
      if (hit && hit.expiresAt > at.getTime()) {
        stats.hits += 1;
        return hit;
      }
      const startedAt = generation;
      const src = await source(restaurantId);
      if (!src) throw createError('NOT_FOUND', MENU_NOT_FOUND);
      const languages = languagesOf(src);
      const language = languages.includes(wanted) ? wanted : 'tr';
      const menu = buildMenu(src, language, at);
      const body = JSON.stringify(menu);
      const etag = weakEtag(body);
      const next = menu.openState.nextChange ? Date.parse(menu.openState.nextChange.at) : Infinity;
      const expiresAt = Math.min(at.getTime() + MAX_AGE_MS, next);
      // Same bytes as before (rebuilt after a minute, nothing changed): keep the compressed copies and the page.
      const previous = rendered.get(`${restaurantId}:${language}`);
      const entry: RenderedMenu = previous?.etag === etag ? Object.assign(previous, { expiresAt }) : { menu, body: encodedBody(body), etag, expiresAt };
      if (generation === startedAt) {
        rendered.set(`${restaurantId}:${language}`, entry);
        // An unknown language is answered in Turkish; remember that too, so it costs nothing next time.
        if (wanted !== language) rendered.set(`${restaurantId}:${wanted}`, entry);
      }
      return entry;
    },

    /** Drops everything: called after any successful write. */
    clear(): void {
      generation += 1;
      sources.clear();
      rendered.clear();
    },

    /** For tests and the benchmark: how often the database was read and the memory answered. */
    stats(): { loads: number; hits: number; entries: number } {
      return { ...stats, entries: rendered.size };
    },
    resetStats(): void {
      stats = { loads: 0, hits: 0 };
    },
  };
}
export type PublicMenuService = ReturnType<typeof createPublicMenuService>;
