// @menu/shared/ui: antd-based building blocks shared by the host and the remotes.
export * from './theme';
export { accessibleBrand } from '../colour';
export * from './providers';
export * from './standalone';
export * from './components/page-header';
export * from './components/empty-state';
export * from './components/skeleton-card-grid';
export * from './components/colour-swatch';
export * from './components/zod-rule';
export * from './components/stat-card';
export * from './components/view-mode-toggle';
export * from './components/form-drawer';
export * from './components/form-error-banner';
export * from './components/restaurant-select';
export * from './components/time-input';
export * from './components/time-range-fields';
export * from './toolkit';
