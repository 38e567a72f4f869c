// The remote toolkit, by purpose: data (query keys, the retry rule, the signed-in user a list is scoped by,
// the session's restaurants), records (edit links, recovery after an ambiguous save, form drawers and record
// actions), lists (filter bar, searchable selects), files (downloads, images, price lists, sheet import) and
// live (the staff's event stream). A part that needs antd is named `*.ui.ts(x)` and is reached through
// @menu/shared/ui (./ui.ts); this file is the rest, which @menu/shared (no antd) exports. Lint keeps antd and
// the `.ui` parts out of every other file of the package but ui/.
export * from './data/query-keys';
export * from './data/retry';
export * from './data/scoped-user';
export * from './data/scoped-list';
export * from './data/restaurant-choices';
export * from './lists/status-filter';
export * from './records/edit-link';
export * from './records/trigger-recovery';
export * from './records/record-body';
export * from './files/download';
export * from './files/images';
export * from './files/price-lists';
export * from './live/live-stream';
