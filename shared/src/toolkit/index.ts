// The remote toolkit's parts that need no antd (the rest is in @menu/shared/ui): query keys, retry
// defaults, the scoped user, the session's restaurants, trigger recovery and images.
export * from './query-keys';
export * from './retry';
export * from './scoped-user';
export * from './restaurant-choices';
export * from './trigger-recovery';
export * from './images';
export * from './download';
export * from './live-stream';
export * from './display-order';
export * from './price-lists';
export * from './edit-link';
