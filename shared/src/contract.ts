// The server-safe part of @menu/shared: schemas, roles, rules, strings and formatters, without the
// browser client, the session store or any UI. `api/` imports only this entry.
export * from './roles';
export * from './remotes';
export * from './user-rules';
export * from './format';
export * from './rules';
export * from './open-now';
export * from './icons';
export * from './allergens';
export * from './search';
export * from './reference-price';
export * from './strings';
export * from './schemas/wire';
export * from './schemas/fields';
export * from './schemas/entities';
export * from './schemas/requests';
export * from './schemas/errors';
export * from './schemas/auth';
export * from './schemas/access-log-report';
export * from './schemas/menu-answer';
export * from './schemas/table-service';
export * from './live-menu';
export * from './schemas/table-orders';
// The menu's price of a cart line, which the server charges for an order from the table.
export { basePrice, kurus, unitPrice } from './menu';
export * from './schemas/audit';
export * from './audit';
export * from './price-rules';
export * from './schemas/price-rules';
