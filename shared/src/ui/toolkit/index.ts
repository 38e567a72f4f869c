// The remote toolkit's antd parts: record actions with confirmation, form submission with server field
// errors, the filter bar and the image upload field. Its other parts (query keys, retry, scoped user,
// the error table) are in @menu/shared.
export * from './record-actions';
export * from './record-editor';
export * from './form-submit';
export * from './form-values';
export * from './filter-bar';
export * from './image-upload-field';
export * from './search-select';
export * from './record-translations';
export * from './sheet-import';
export * from './audit-trail';
