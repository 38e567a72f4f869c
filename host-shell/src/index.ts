// Async boundary: Module Federation must negotiate shared singletons before React loads.
// (/login has a page of its own, login.html, built by scripts/host-pages.cjs; this entry is the portal.)
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
