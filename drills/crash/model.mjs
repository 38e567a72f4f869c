// The crash drill's model of the data: what the server acknowledged (one allowed value per record), what a
// write left unanswered at a kill may have done (several allowed values), and the all-or-nothing checks of
// multi-row operations in flight. Operations are { method, path, body, ack(res), unknown() }; `verify`
// compares the lists the restarted server answers with the model.
import { sameJson } from '../support.mjs';

export const PATHS = {
  restaurant: '/api/restaurants',
  category: '/api/categories',
  product: '/api/products',
  variant: '/api/productvariants',
  addon: '/api/productaddons',
  qr: '/api/menuqrcodes',
  hours: '/api/RestaurantHours',
  specialDay: '/api/SpecialDays',
  user: '/api/users',
  translation: '/api/Translations',
};
export const TEXTS = [
  'Izgara köfte, közlenmiş biber',
  'Çiğ köfte & ayran',
  'مشاوي مشكلة',
  'Crème brûlée <b>',
  "O'Reilly; DROP TABLE x",
  'Şöyle böyle 🌶️',
];
const ROLE_NUMBER = { Admin: 1, Manager: 2 };
/** The fields of a response that a request body determines (bodies are sent already normalised). */
const expectFrom = (kind, body) => {
  if (kind === 'user') {
    const expect = { ...body, role: ROLE_NUMBER[body.role] };
    delete expect.passwordHash;
    return expect;
  }
  return { ...body };
};
const matchesExpect = (actual, expect) => actual && Object.entries(expect).every(([k, v]) => sameJson(actual[k], v));

/** `problem(text)` records a finding; `figures` counts lost, half-written and applied in-flight writes. */
export function createModel(rng, figures, problem) {
  /** key -> { kind, id, owner, allowed: Array<object | null> } */
  const records = new Map();
  const key = (kind, id) => `${kind}:${id}`;
  const live = (owner, kind, filter = () => true) =>
    [...records.values()].filter(
      (r) =>
        r.owner === owner && r.kind === kind && r.allowed.length === 1 && r.allowed[0] !== null && filter(r.allowed[0]),
    );
  const adopt = (kind, obj, owner) => records.set(key(kind, obj.id), { kind, id: obj.id, owner, allowed: [obj] });
  /** Creates in flight at a kill: matched by their unique fields after the restart. */
  let unknownCreates = [];
  /** All-or-nothing checks for multi-row operations in flight at a kill. */
  let groups = [];
  let counter = 0;
  const next = () => ++counter;

  /** When a variant becomes the default, the product's other variants stop being one (same transaction). */
  function clearOtherDefaults(productId, keepId, certain) {
    for (const r of records.values()) {
      if (r.kind !== 'variant' || r.id === keepId) continue;
      const cur = r.allowed[0];
      if (!cur || cur.productId !== productId || !cur.isDefault) continue;
      const cleared = { ...cur, isDefault: false };
      r.allowed = certain ? [cleared] : [...r.allowed, cleared];
    }
  }

  function create(kind, body, isSame, defaultOf) {
    return {
      method: 'POST',
      path: PATHS[kind],
      body,
      ack(res) {
        if (!matchesExpect(res.body, expectFrom(kind, body)))
          problem(`drill model: ${kind} create answered other values than sent: ${res.text.slice(0, 300)}`);
        adopt(kind, res.body, this.owner);
        if (defaultOf) clearOtherDefaults(defaultOf, res.body.id, true);
      },
      unknown() {
        unknownCreates.push({ kind, owner: this.owner, expect: expectFrom(kind, body), isSame });
        if (defaultOf) clearOtherDefaults(defaultOf, -1, false);
      },
    };
  }

  function update(kind, current, body, defaultOf) {
    return {
      method: 'PUT',
      path: `${PATHS[kind]}/${current.id}`,
      body,
      ack(res) {
        const expect = expectFrom(kind, body);
        if (!matchesExpect(res.body, expect))
          problem(
            `drill model: ${kind} ${current.id} update answered other values than sent: ${res.text.slice(0, 300)}`,
          );
        records.get(key(kind, current.id)).allowed = [res.body];
        if (defaultOf) clearOtherDefaults(defaultOf, current.id, true);
      },
      unknown() {
        const r = records.get(key(kind, current.id));
        r.allowed = [...r.allowed, { ...current, ...expectFrom(kind, body) }];
        if (defaultOf) clearOtherDefaults(defaultOf, current.id, false);
      },
    };
  }

  function moveVariant(list, direction) {
    const sorted = [...list].sort((a, b) => a.displayOrder - b.displayOrder);
    const index = rng.int(direction === 'up' ? 1 : 0, direction === 'up' ? sorted.length - 1 : sorted.length - 2);
    const a = sorted[index];
    const b = sorted[direction === 'up' ? index - 1 : index + 1];
    return {
      method: 'POST',
      path: `${PATHS.variant}/${a.id}/move`,
      body: { direction },
      ack(res) {
        if (!res.body?.moved)
          problem(`drill model: variant ${a.id} did not move ${direction}: ${res.text.slice(0, 200)}`);
        for (const v of res.body?.variants ?? []) {
          const r = records.get(key('variant', v.id));
          if (r) r.allowed = [v];
        }
      },
      unknown() {
        records.get(key('variant', a.id)).allowed.push({ ...a, displayOrder: b.displayOrder });
        records.get(key('variant', b.id)).allowed.push({ ...b, displayOrder: a.displayOrder });
        groups.push({
          description: `variant swap ${a.id}/${b.id}`,
          ok: (find) => {
            const x = find('variant', a.id);
            const y = find('variant', b.id);
            return (
              x &&
              y &&
              ((x.displayOrder === a.displayOrder && y.displayOrder === b.displayOrder) ||
                (x.displayOrder === b.displayOrder && y.displayOrder === a.displayOrder))
            );
          },
        });
      },
    };
  }

  const bulkNext = new Map();
  function bulkQr(restaurantId) {
    const start = bulkNext.get(restaurantId) ?? 1;
    const end = start + rng.int(2, 12);
    bulkNext.set(restaurantId, end + 1);
    const tables = Array.from({ length: end - start + 1 }, (_, i) => String(start + i));
    return {
      method: 'POST',
      path: `${PATHS.qr}/bulk`,
      body: { restaurantId, start, end },
      ack(res) {
        const created = res.body?.created ?? [];
        if (created.length !== tables.length)
          problem(`drill model: bulk ${restaurantId} ${start}-${end} created ${created.length}`);
        for (const q of created) adopt('qr', q, this.owner);
      },
      unknown() {
        const owner = this.owner;
        groups.push({
          description: `bulk QR ${restaurantId} tables ${start}-${end}`,
          ok: (find, lists) => {
            const rows = lists.qr.filter((q) => q.restaurantId === restaurantId && tables.includes(q.tableNumber));
            if (rows.length === tables.length) for (const q of rows) adopt('qr', q, owner);
            return rows.length === 0 || rows.length === tables.length;
          },
        });
      },
    };
  }

  function deleteProduct(w, product) {
    const children = [
      ...live(w, 'variant', (v) => v.productId === product.id),
      ...live(w, 'translation', (t) => t.tableName === 'Products' && t.recordId === product.id),
    ];
    return {
      method: 'DELETE',
      path: `${PATHS.product}/${product.id}`,
      ack() {
        for (const r of [records.get(key('product', product.id)), ...children]) r.allowed = [null];
      },
      unknown() {
        for (const r of [records.get(key('product', product.id)), ...children]) r.allowed = [...r.allowed, null];
        groups.push({
          description: `delete of product ${product.id} with ${children.length} variants/translations`,
          ok: (find) => {
            const present = [find('product', product.id), ...children.map((c) => find(c.kind, c.id))].map((x) => !!x);
            return present.every((p) => p) || present.every((p) => !p);
          },
        });
      },
    };
  }

  /** Checks the lists a restarted server answers against the model, then takes them as the new truth. */
  function verify(lists) {
    const byId = Object.fromEntries(Object.entries(lists).map(([k, l]) => [k, new Map(l.map((o) => [o.id, o]))]));
    const find = (kind, id) => byId[kind].get(id) ?? null;
    for (const r of records.values()) {
      const actual = find(r.kind, r.id);
      if (!r.allowed.some((a) => sameJson(a, actual))) {
        figures.lost += 1;
        problem(
          `LOST/CHANGED ${r.kind} ${r.id}: expected ${JSON.stringify(r.allowed).slice(0, 400)}, found ${JSON.stringify(actual).slice(0, 400)}`,
        );
      }
      r.allowed = [actual];
    }
    for (const g of groups) {
      if (!g.ok(find, lists)) {
        figures.groupViolations += 1;
        problem(`HALF-WRITTEN ${g.description}`);
      }
    }
    for (const u of unknownCreates) {
      const found = lists[u.kind].find((o) => !records.has(key(u.kind, o.id)) && u.isSame(o));
      if (!found) continue;
      figures.inFlightApplied += 1;
      if (!matchesExpect(found, u.expect)) {
        figures.lost += 1;
        problem(
          `MANGLED in-flight ${u.kind} create ${found.id}: sent ${JSON.stringify(u.expect).slice(0, 300)}, found ${JSON.stringify(found).slice(0, 300)}`,
        );
      }
      adopt(u.kind, found, u.owner);
    }
    groups = [];
    unknownCreates = [];
    // Invariants the model cannot see: at most one default variant per product.
    const defaults = new Map();
    for (const v of lists.variant) if (v.isDefault) defaults.set(v.productId, (defaults.get(v.productId) ?? 0) + 1);
    for (const [productId, n] of defaults) {
      if (n > 1) {
        figures.groupViolations += 1;
        problem(`product ${productId} has ${n} default variants`);
      }
    }
    return lists;
  }

  return { records, live, next, create, update, moveVariant, bulkQr, deleteProduct, verify };
}
