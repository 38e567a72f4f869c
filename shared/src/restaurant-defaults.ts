// A restaurant's colours until it chooses its own: the schemas' defaults, the forms' starting values, the
// menu's sample. A module of its own with no imports, so the diners' menu takes it only where it is used.
export const DEFAULT_PRIMARY_COLOR = '#FF6B35';
export const DEFAULT_SECONDARY_COLOR = '#2C3E50';
