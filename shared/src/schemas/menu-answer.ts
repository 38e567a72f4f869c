// The aggregate answer of GET /api/public/menu/{restaurantId} (docs/api-rules.md), built from the
// entities' wire shapes (a diner's product is the product's public fields plus what the menu adds), so a field
// of an entity is declared once for the portal, the API and the menu. The API documents the answer with this
// schema and the contract test checks every answer against it; the menu bundle only imports the types
// (`@menu/shared/menu`), so no zod reaches the diners' phones.
import { z } from 'zod';
import {
  AddonWire,
  CategoryWire,
  HoursWire,
  ProductWire,
  RestaurantWire,
  SpecialDayWire,
  VariantWire,
} from './entities';

const time = z.string().nullable();

/**
 * Square copies of an uploaded image, made by the API with sharp (api/src/uploads/variants.ts): each size in
 * pixels as AVIF, WebP and JPEG, at `thumbUrl(base, size, format)`, and a tiny blurred stand-in.
 */
export const PublicMenuImageSetWire = z.object({
  /** The original's address (server-relative); the copies' addresses extend it. */
  base: z.string(),
  sizes: z.array(z.number().int()),
  /** A CSS background (a gradient of the photo's colours: a blur of it) drawn behind the image while it loads. */
  placeholder: z.string().nullable(),
});

export const PublicMenuRestaurantWire = RestaurantWire.pick({
  id: true,
  name: true,
  description: true,
  address: true,
  phone: true,
  email: true,
  website: true,
  logo: true,
  backgroundImage: true,
  primaryColor: true,
  secondaryColor: true,
  acceptsCalls: true,
  acceptsOrders: true,
}).extend({
  /** The logo's responsive copies, when it is an uploaded image that has them. */
  logoSet: PublicMenuImageSetWire.nullable().optional(),
});

export const PublicMenuCategoryWire = CategoryWire.pick({
  id: true,
  name: true,
  description: true,
  icon: true,
  displayOrder: true,
  availability: true,
}).extend({
  /** The icon's emoji (the API maps it, so the menu bundle does not carry the icon list). */
  emoji: z.string(),
  /** In one of its windows when the answer was built (the page recomputes it every minute). */
  availableNow: z.boolean(),
  /** While not available: the time ('HH:mm') it starts later today, else null. */
  startsAt: z.string().nullable(),
});

export const PublicMenuVariantWire = VariantWire.pick({
  id: true,
  name: true,
  description: true,
  priceModifier: true,
  isDefault: true,
});

export const PublicMenuProductWire = ProductWire.omit({
  productId: true,
  restaurantId: true,
  displayOrder: true,
  createdDate: true,
}).extend({
  /**
   * With a discount: the price it is compared with, the lowest price charged in the 30 days before the
   * discount began (from the price history); null without a discount. A discount not below that price is no
   * discount (`showsAsDiscount`): the answer then gives its price as `price`, with `discountedPrice` and
   * `referencePrice` null, so every surface shows the current price alone.
   */
  referencePrice: z.number().nullable(),
  /** The image's responsive copies, when it is an uploaded photo that has them. */
  imageSet: PublicMenuImageSetWire.nullable().optional(),
  variants: z.array(PublicMenuVariantWire),
});

export const PublicMenuAddonWire = AddonWire.pick({ id: true, name: true, description: true, price: true });

export const PublicMenuHoursWire = HoursWire.pick({ dayOfWeek: true, openTime: true, closeTime: true, isClosed: true });

export const PublicMenuSpecialDayWire = SpecialDayWire.pick({
  date: true,
  name: true,
  openTime: true,
  closeTime: true,
  isClosed: true,
  note: true,
});

/** The open-now rule's answer (`OpenState` of open-now.ts is this shape's type). */
export const OpenStateWire = z.object({
  isOpen: z.boolean(),
  today: z.object({
    source: z.enum(['special', 'weekly', 'none']),
    isClosed: z.boolean(),
    openTime: time,
    closeTime: time,
    name: z.string().nullable(),
    note: z.string().nullable(),
  }),
  nextChange: z.object({ type: z.enum(['opens', 'closes']), at: z.string().describe('ISO') }).nullable(),
});

export const PublicMenuWire = z
  .object({
    restaurant: PublicMenuRestaurantWire,
    /** The language applied ('tr' when the asked one has no translations). */
    language: z.string(),
    /** 'tr' first, then every language with translations for this restaurant. */
    languages: z.array(z.string()),
    categories: z.array(PublicMenuCategoryWire),
    products: z.array(PublicMenuProductWire),
    /** The restaurant's active add-ons; any of them may go with any product. */
    addons: z.array(PublicMenuAddonWire),
    hours: z.array(PublicMenuHoursWire),
    /** Special days from yesterday to a week ahead (enough for the open-now rule's look-ahead). */
    specialDays: z.array(PublicMenuSpecialDayWire),
    timeZone: z.string(),
    /** The open state when the response was built; the page recomputes it from hours and specialDays. */
    openState: OpenStateWire,
  })
  .meta({
    id: 'PublicMenu',
    description:
      'Menü sayfasının tek isteği: restoran, kategoriler (availableNow ile), ürünler (alerjenler, referencePrice ile), eklentiler, saatler, özel günler, açık/kapalı durumu',
  });

/** POST /api/menuqrcodes/{id}/access: the visit the menu page recorded for a table's scan. */
export const VisitStartedWire = z
  .object({
    logId: z.number().int(),
    /** Required by POST /MenuAccessLogs/{logId}/end: proves the end comes from the page that recorded the visit. */
    token: z.string(),
  })
  .meta({ id: 'MenuAccessCreated' });
