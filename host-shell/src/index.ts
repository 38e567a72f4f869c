// Async boundary: Module Federation must negotiate shared singletons before React loads.
// /login comes drawn at build time (login.html): the small sign-in entry only hydrates that form. Any other
// page (or /login from a host that served index.html) starts the whole portal.
const root = document.getElementById('root');
if (location.pathname === '/login' && root?.firstElementChild) void import(/* webpackChunkName: "sign-in" */ './sign-in');
else void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ startPortal }) => startPortal(root!));
