// The printed price lists and the compliance check (the price-label rules): the layouts, the print status of a
// restaurant's lists and the compliance panel's answer, declared once for the API and the restaurants remote.
import { z } from 'zod';
import { defineShape, f } from './define';
import { orDefault } from './wire';

/** A4 on request (the default), A3 at the entrance door, A5 on the tables. */
export const PRICE_LIST_LAYOUTS = ['a4', 'door', 'table'] as const;
export type PriceListLayout = (typeof PRICE_LIST_LAYOUTS)[number];

/** `?layout=` of GET /api/restaurants/{id}/price-list.pdf. */
export const PriceListQuery = z.object({
  layout: z.enum(PRICE_LIST_LAYOUTS, { error: 'Geçersiz liste düzeni: a4, door veya table olmalıdır' }).default('a4'),
});

/** A product as a list printed it, or as the menu has it now. */
const printedWire = z.object({ name: z.string(), price: z.number(), discountedPrice: z.number().nullable() });
const printedRead = z.object({
  name: z.string(),
  price: z.coerce.number(),
  discountedPrice: orDefault(z.coerce.number().nullable(), null),
});
const printedOrNull = f.custom(printedWire.nullable(), orDefault(printedRead.nullable(), null));

export const PriceListStatusShape = defineShape('PriceListStatus', {
  /** The newest download of each layout ever printed. */
  layouts: f.list(f.object({ layout: f.text, printedAt: f.text })),
  /**
   * Products whose price, discount, name or presence on the menu changed since the newest print: `printed` is
   * null for a product added since, `current` null for one gone from the menu.
   */
  changedSince: f.list(f.object({ productId: f.ref, name: f.text, printed: printedOrNull, current: printedOrNull })),
});
export const PriceListStatusSchema = PriceListStatusShape.read;
export const PriceListStatusWire = PriceListStatusShape.wire;
export type PriceListStatus = z.output<typeof PriceListStatusSchema>;

/** The rules the compliance panel checks, in the order it shows them. */
export const COMPLIANCE_RULES = ['printedList', 'charges', 'portionGrams', 'referencePrice', 'notPrinted'] as const;
export type ComplianceRule = (typeof COMPLIANCE_RULES)[number];
export const COMPLIANCE_ITEM_KINDS = ['product', 'addon', 'translation', 'layout'] as const;

export const ComplianceShape = defineShape('Compliance', {
  restaurantId: f.ref,
  checkedAt: f.text,
  /** Every rule passed. */
  passed: f.flag,
  rules: f.list(
    f.object({
      rule: f.custom(z.enum(COMPLIANCE_RULES), z.enum(COMPLIANCE_RULES)),
      passed: f.flag,
      /**
       * What breaks the rule: a product, an add-on, a translation, or a printed layout ('layout', its id 0),
       * each with where it is fixed (a portal path, or the layout to print again).
       */
      items: f.list(
        f.object({
          kind: f.custom(z.enum(COMPLIANCE_ITEM_KINDS), z.enum(COMPLIANCE_ITEM_KINDS)),
          id: f.ref,
          name: f.text,
          detail: f.textOrNull,
          fix: f.text,
        }),
      ),
    }),
  ),
});
export const ComplianceSchema = ComplianceShape.read;
export const ComplianceWire = ComplianceShape.wire;
export type Compliance = z.output<typeof ComplianceSchema>;
