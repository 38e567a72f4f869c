// Where the API finds the repository's folders (bundles, default data folder) in the one-command mode.
import path from 'node:path';

export const API_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
