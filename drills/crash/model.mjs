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

/** The model's state: `records` key -> { kind, id, owner, allowed: Array<object | null> }. */
const key = (kind, id) => `${kind}:${id}`;
const adopt = (m, kind, obj, owner) => m.records.set(key(kind, obj.id), { kind, id: obj.id, owner, allowed: [obj] });
const live = (m, owner, kind, filter = () => true) =>
  [...m.records.values()].filter(
    (r) =>
      r.owner === owner && r.kind === kind && r.allowed.length === 1 && r.allowed[0] !== null && filter(r.allowed[0]),
  );

/** When a variant becomes the default, the product's other variants stop being one (same transaction). */
function clearOtherDefaults(m, productId, keepId, certain) {
  for (const r of m.records.values()) {
    if (r.kind !== 'variant' || r.id === keepId) continue;
    const cur = r.allowed[0];
    if (!cur || cur.productId !== productId || !cur.isDefault) continue;
    const cleared = { ...cur, isDefault: false };
    r.allowed = certain ? [cleared] : [...r.allowed, cleared];
  }
}

function create(m, kind, body, isSame, defaultOf) {
  return {
    method: 'POST',
    path: PATHS[kind],
    body,
    ack(res) {
      if (!matchesExpect(res.body, expectFrom(kind, body)))
        m.problem(`drill model: ${kind} create answered other values than sent: ${res.text.slice(0, 300)}`);
      adopt(m, kind, res.body, this.owner);
      if (defaultOf) clearOtherDefaults(m, defaultOf, res.body.id, true);
    },
    unknown() {
      m.unknownCreates.push({ kind, owner: this.owner, expect: expectFrom(kind, body), isSame });
      if (defaultOf) clearOtherDefaults(m, defaultOf, -1, false);
    },
  };
}

function update(m, kind, current, body, defaultOf) {
  return {
    method: 'PUT',
    path: `${PATHS[kind]}/${current.id}`,
    body,
    ack(res) {
      const expect = expectFrom(kind, body);
      if (!matchesExpect(res.body, expect))
        m.problem(
          `drill model: ${kind} ${current.id} update answered other values than sent: ${res.text.slice(0, 300)}`,
        );
      m.records.get(key(kind, current.id)).allowed = [res.body];
      if (defaultOf) clearOtherDefaults(m, defaultOf, current.id, true);
    },
    unknown() {
      const r = m.records.get(key(kind, current.id));
      r.allowed = [...r.allowed, { ...current, ...expectFrom(kind, body) }];
      if (defaultOf) clearOtherDefaults(m, defaultOf, current.id, false);
    },
  };
}

function moveVariant(m, list, direction) {
  const sorted = [...list].sort((a, b) => a.displayOrder - b.displayOrder);
  const index = m.rng.int(direction === 'up' ? 1 : 0, direction === 'up' ? sorted.length - 1 : sorted.length - 2);
  const a = sorted[index];
  const b = sorted[direction === 'up' ? index - 1 : index + 1];
  return {
    method: 'POST',
    path: `${PATHS.variant}/${a.id}/move`,
    body: { direction },
    ack(res) {
      if (!res.body?.moved)
        m.problem(`drill model: variant ${a.id} did not move ${direction}: ${res.text.slice(0, 200)}`);
      for (const v of res.body?.variants ?? []) {
        const r = m.records.get(key('variant', v.id));
        if (r) r.allowed = [v];
      }
    },
    unknown() {
      m.records.get(key('variant', a.id)).allowed.push({ ...a, displayOrder: b.displayOrder });
      m.records.get(key('variant', b.id)).allowed.push({ ...b, displayOrder: a.displayOrder });
      m.groups.push({
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

function bulkQr(m, restaurantId) {
  const start = m.bulkNext.get(restaurantId) ?? 1;
  const end = start + m.rng.int(2, 12);
  m.bulkNext.set(restaurantId, end + 1);
  const tables = Array.from({ length: end - start + 1 }, (_, i) => String(start + i));
  return {
    method: 'POST',
    path: `${PATHS.qr}/bulk`,
    body: { restaurantId, start, end },
    ack(res) {
      const created = res.body?.created ?? [];
      if (created.length !== tables.length)
        m.problem(`drill model: bulk ${restaurantId} ${start}-${end} created ${created.length}`);
      for (const q of created) adopt(m, 'qr', q, this.owner);
    },
    unknown() {
      const owner = this.owner;
      m.groups.push({
        description: `bulk QR ${restaurantId} tables ${start}-${end}`,
        ok: (find, lists) => {
          const rows = lists.qr.filter((q) => q.restaurantId === restaurantId && tables.includes(q.tableNumber));
          if (rows.length === tables.length) for (const q of rows) adopt(m, 'qr', q, owner);
          return rows.length === 0 || rows.length === tables.length;
        },
      });
    },
  };
}

function deleteProduct(m, w, product) {
  const children = [
    ...live(m, w, 'variant', (v) => v.productId === product.id),
    ...live(m, w, 'translation', (t) => t.tableName === 'Products' && t.recordId === product.id),
  ];
  const rows = () => [m.records.get(key('product', product.id)), ...children];
  return {
    method: 'DELETE',
    path: `${PATHS.product}/${product.id}`,
    ack() {
      for (const r of rows()) r.allowed = [null];
    },
    unknown() {
      for (const r of rows()) r.allowed = [...r.allowed, null];
      m.groups.push({
        description: `delete of product ${product.id} with ${children.length} variants/translations`,
        ok: (find) => {
          const present = [find('product', product.id), ...children.map((c) => find(c.kind, c.id))].map((x) => !!x);
          return present.every((p) => p) || present.every((p) => !p);
        },
      });
    },
  };
}

/** Every record must hold one of its allowed values; the answered value becomes the only one. */
function checkRecords(m, find) {
  for (const r of m.records.values()) {
    const actual = find(r.kind, r.id);
    if (!r.allowed.some((a) => sameJson(a, actual))) {
      m.figures.lost += 1;
      m.problem(
        `LOST/CHANGED ${r.kind} ${r.id}: expected ${JSON.stringify(r.allowed).slice(0, 400)}, found ${JSON.stringify(actual).slice(0, 400)}`,
      );
    }
    r.allowed = [actual];
  }
}

/** Creates in flight at a kill that did happen must hold what was sent; they join the model. */
function adoptInFlightCreates(m, lists) {
  for (const u of m.unknownCreates) {
    const found = lists[u.kind].find((o) => !m.records.has(key(u.kind, o.id)) && u.isSame(o));
    if (!found) continue;
    m.figures.inFlightApplied += 1;
    if (!matchesExpect(found, u.expect)) {
      m.figures.lost += 1;
      m.problem(
        `MANGLED in-flight ${u.kind} create ${found.id}: sent ${JSON.stringify(u.expect).slice(0, 300)}, found ${JSON.stringify(found).slice(0, 300)}`,
      );
    }
    adopt(m, u.kind, found, u.owner);
  }
}

/** Checks the lists a restarted server answers against the model, then takes them as the new truth. */
function verify(m, lists) {
  const byId = Object.fromEntries(Object.entries(lists).map(([k, l]) => [k, new Map(l.map((o) => [o.id, o]))]));
  const find = (kind, id) => byId[kind].get(id) ?? null;
  checkRecords(m, find);
  for (const g of m.groups) {
    if (!g.ok(find, lists)) {
      m.figures.groupViolations += 1;
      m.problem(`HALF-WRITTEN ${g.description}`);
    }
  }
  adoptInFlightCreates(m, lists);
  m.groups = [];
  m.unknownCreates = [];
  // Invariants the model cannot see: at most one default variant per product.
  const defaults = new Map();
  for (const v of lists.variant) if (v.isDefault) defaults.set(v.productId, (defaults.get(v.productId) ?? 0) + 1);
  for (const [productId, n] of defaults) {
    if (n > 1) {
      m.figures.groupViolations += 1;
      m.problem(`product ${productId} has ${n} default variants`);
    }
  }
  return lists;
}

/** `problem(text)` records a finding; `figures` counts lost, half-written and applied in-flight writes. */
export function createModel(rng, figures, problem) {
  const m = {
    rng,
    figures,
    problem,
    records: new Map(),
    /** Creates in flight at a kill: matched by their unique fields after the restart. */
    unknownCreates: [],
    /** All-or-nothing checks for multi-row operations in flight at a kill. */
    groups: [],
    bulkNext: new Map(),
  };
  let counter = 0;
  return {
    records: m.records,
    live: (owner, kind, filter) => live(m, owner, kind, filter),
    next: () => ++counter,
    create: (kind, body, isSame, defaultOf) => create(m, kind, body, isSame, defaultOf),
    update: (kind, current, body, defaultOf) => update(m, kind, current, body, defaultOf),
    moveVariant: (list, direction) => moveVariant(m, list, direction),
    bulkQr: (restaurantId) => bulkQr(m, restaurantId),
    deleteProduct: (w, product) => deleteProduct(m, w, product),
    verify: (lists) => verify(m, lists),
  };
}
