// The server-safe part of @menu/shared: schemas, roles, rules, strings and formatters, without the
// browser client, the session store or any UI. `api/` imports only this entry.
export * from './roles';
export * from './remotes';
export * from './user-rules';
export * from './format';
export * from './image-names';
export * from './weekdays';
export * from './open-now';
export * from './zone-time';
// What the API needs of the diners' menu entry: the answer's types, its price and thumbnail rules, the language
// cookie (the API builds that answer and draws the page), and the price of a cart line, which the server charges
// for an order from the table.
export {
  basePrice,
  kurus,
  unitPrice,
  MENU_LANGUAGE_COOKIE,
  thumbUrl,
  type PublicMenu,
  type PublicMenuAddon,
  type PublicMenuImageSet,
  type PublicMenuProduct,
  type ThumbFormat,
} from './menu';
export * from './icons';
export * from './allergens';
export * from './search';
export * from './reference-price';
export * from './strings';
export * from './schemas/wire';
export * from './schemas/fields';
export * from './schemas/entities';
export * from './languages';
export * from './schemas/requests';
export * from './schemas/errors';
export * from './schemas/auth';
export * from './schemas/access-log-report';
export * from './schemas/menu-answer';
export * from './schemas/table-service';
export * from './live-menu';
export * from './schemas/table-orders';
export * from './schemas/audit';
export * from './audit';
export * from './price-rules';
export * from './schemas/price-rules';
