// One definition per entity, two readings of it. Each field is declared once with
// - `wire`: the exact shape the API answers with (its response schema and the OpenAPI reference), and
// - `read`: how a remote parses it, tolerant of the old server's forms (numeric strings, 0/1 flags,
//   null for a default, PascalCase keys and id aliases, see wire.ts).
// `defineEntity` builds both from one field list, so a field added, renamed or retyped changes the API's
// answer, its documentation and the screens' parsing together.
import { z } from 'zod';
import {
  normaliseWire,
  orDefault,
  wireBool,
  wireBoolTrue,
  wireDate,
  wireId,
  wireMoney,
  wireMoneyNullable,
  wireText,
} from './wire';

export interface Field<W extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  wire: W;
  read: R;
}
export type Fields = Record<string, Field>;
type WireShape<F extends Fields> = { [K in keyof F]: F[K]['wire'] };
type ReadShape<F extends Fields> = { [K in keyof F]: F[K]['read'] };

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const field = <W extends z.ZodType, R extends z.ZodType>(wire: W, read: R): Field<W, R> => ({ wire, read });

/** Describes both readings (the OpenAPI reference shows the wire's description). */
function described<W extends z.ZodType, R extends z.ZodType>(f: Field<W, R>, description: string): Field<W, R> {
  return { wire: f.wire.describe(description) as W, read: f.read };
}

function mapFields<F extends Fields, K extends 'wire' | 'read'>(fields: F, key: K): { [P in keyof F]: F[P][K] } {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f[key]])) as { [P in keyof F]: F[P][K] };
}

/** The field vocabulary: what the API sends, and how a client reads it. */
export const f = {
  /** A record id (foreign key). */
  ref: field(z.number().int(), z.coerce.number().int()),
  refOrNull: field(z.number().int().nullable(), orDefault(z.coerce.number().int().nullable(), null)),
  text: field(z.string(), z.string()),
  /** Text a client reads as a string even when the old server sent a number (a table number). */
  code: field(z.string(), z.coerce.string()),
  textOr: (fallback: string) => field(z.string(), orDefault(z.string(), fallback)),
  textOrNull: field(z.string().nullable(), wireText),
  /** Lira as a number (NUMERIC arrives as a string from PostgreSQL, and from the old server). */
  money: field(z.number(), wireMoney),
  moneyOrNull: field(z.number().nullable(), wireMoneyNullable),
  int: (fallback: number) => field(z.number().int(), orDefault(z.coerce.number().int(), fallback)),
  intOrNull: field(z.number().int().nullable(), orDefault(z.coerce.number().int().nullable(), null)),
  number: (fallback: number) => field(z.number(), orDefault(z.coerce.number(), fallback)),
  /** A flag that reads as false when missing. */
  flag: field(z.boolean(), wireBool),
  /** A flag that reads as true when missing (isActive, isAvailable). */
  flagOn: field(z.boolean(), wireBoolTrue),
  /** An ISO instant. */
  date: field(z.string(), wireDate),
  dateOrNull: field(z.string().nullable(), wireDate),
  /** A count or a figure of a report: a number, read from a numeric string too. */
  count: field(z.number().int(), z.coerce.number().int()),
  figure: field(z.number(), z.coerce.number()),
  list<W extends z.ZodType, R extends z.ZodType>(item: Field<W, R>, fallback?: unknown[]) {
    return field(z.array(item.wire), fallback ? orDefault(z.array(item.read), fallback) : z.array(item.read));
  },
  object<F extends Fields>(fields: F) {
    return field(z.object(mapFields(fields, 'wire')), z.object(mapFields(fields, 'read')));
  },
  /** Both readings given by hand, for a field with a rule of its own. */
  custom: field,
  described,
};

/** The two readings of a shape without an id (reports, answers of one call). */
export function defineShape<F extends Fields>(name: string, fields: F) {
  return {
    fields,
    wire: z.object(mapFields(fields, 'wire') as WireShape<F>).meta({ id: name }),
    read: z.object(mapFields(fields, 'read') as ReadShape<F>),
  };
}

/**
 * An entity: `id` plus the alias the spec names (restaurantId, categoryId...), both on the wire; a client
 * takes the id from the first of these keys present: `id`, the alias, the alias in PascalCase (AddonId), the
 * entity's name as an id (productAddonId, as the old server named some) and `ID`, and adds the alias itself.
 */
export function defineEntity<Alias extends string, F extends Fields>(name: string, alias: Alias, fields: F) {
  const idKeys = [...new Set(['id', alias, upperFirst(alias), `${lowerFirst(name)}Id`, 'ID'])];
  const idWire = z.number().int();
  const wire = z
    .object({ id: idWire, ...({ [alias]: idWire } as Record<Alias, typeof idWire>), ...mapFields(fields, 'wire') } as {
      id: typeof idWire;
    } & Record<Alias, typeof idWire> &
      WireShape<F>)
    .meta({ id: name });
  const object = z.object({ id: wireId, ...(mapFields(fields, 'read') as ReadShape<F>) });
  type Out = z.output<typeof object> & Record<Alias, number>;
  const read = z
    .preprocess(normaliseWire(idKeys), object)
    .transform((value) => ({ ...(value as object), [alias]: (value as { id: number }).id }) as Out);
  return {
    fields,
    wire,
    read,
    /** The wire shape without staff-only fields, under its own name in the reference. */
    publicWire<K extends keyof F & string>(publicName: string, staffOnly: readonly K[]) {
      return wire
        .omit(Object.fromEntries(staffOnly.map((k) => [k, true])) as never)
        .meta({ id: publicName }) as unknown as z.ZodObject<
        Omit<{ id: typeof idWire } & Record<Alias, typeof idWire> & WireShape<F>, K>
      >;
    },
  };
}
