// The toolkit's parts @menu/shared/ui exports: those that need antd (`*.ui.ts(x)`) and the record history
// query the audit list reads (the rest of the toolkit is in ./index.ts, exported by @menu/shared).
export * from './records/record-actions.ui';
export * from './records/record-editor';
export * from './records/form-submit.ui';
export * from './records/form-values.ui';
export * from './records/record-translations.ui';
export * from './records/audit-trail';
export * from './lists/filter-bar.ui';
export * from './lists/search-select.ui';
export * from './files/image-upload-field.ui';
export * from './files/sheet-import.ui';
export * from './files/price-list-print.ui';
