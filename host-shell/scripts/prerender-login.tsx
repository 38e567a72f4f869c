// Prints the sign-in form's HTML (run by scripts/host-pages.cjs with tsx and the CSS stub).
import { renderLoginMarkup } from '../src/features/auth/prerender';

process.stdout.write(renderLoginMarkup());
