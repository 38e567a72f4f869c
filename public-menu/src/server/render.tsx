// Server entry (built to dist/server/render.js for Node): renders the menu page to finished HTML from the
// same components the browser hydrates. It reads the client build's index.html beside it once, inlines
// its stylesheet (no render-blocking request before the first paint) and embeds the menu as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { menuText, type PublicMenu } from '@menu/shared/menu';
import { MenuApp } from '../app/menu-app';
import ar from '../i18n/words/ar';
import de from '../i18n/words/de';
import en from '../i18n/words/en';
import es from '../i18n/words/es';
import fr from '../i18n/words/fr';
import it from '../i18n/words/it';
import ru from '../i18n/words/ru';
import { isRtl, registerTexts, uiText } from '../i18n/ui-text';
import { SURFACES, themeFor } from '../features/theme/colors';
import { headTags, menuJsonLd, type PageUrls } from './seo';

// The server has every language at hand.
registerTexts({ en, de, fr, es, it, ru, ar });

export interface RenderOptions {
  /** Where the browser finds the API when the menu lives on its own origin; '' for the same origin. */
  apiBase?: string;
  /** The menu's public origin (MENU_PUBLIC_URL) for the canonical URL, previews and JSON-LD. */
  publicUrl?: string;
  /** Where uploaded images are served from, when not from publicUrl (the API's public origin). */
  assetUrl?: string;
}

const distDir = path.join(__dirname, '..');

function loadTemplate(): string {
  let html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // <link href="/menu/main.1234abcd.css" rel="stylesheet"> -> <style>...</style>
  html = html.replace(/<link\b[^>]*href="([^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    try {
      const css = fs.readFileSync(path.join(distDir, path.basename(href)), 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    } catch {
      return tag;
    }
  });
  // <script defer src=".../main.x.js"> -> the boot script that loads it after the first paint.
  const boot = fs.readdirSync(distDir).find((f) => /^boot\.[0-9a-f]+\.js$/.test(f));
  if (boot) {
    html = html.replace(
      /<script defer src="([^"]*\/)?(main\.[0-9a-f]+\.js)"><\/script>/,
      (_tag, prefix = '', main: string) =>
        `<script defer src="${prefix}${boot}" data-main="${prefix}${main}"></script>`,
    );
  }
  return html;
}

const template = loadTemplate();

/** Identifies the client build this page points at (part of the page's ETag). */
export const buildId = createHash('sha1').update(template).digest('base64url').slice(0, 10);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: '<' escaped so no text can close the element. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Replacements are functions: a menu's text holding `$&`, `$'` or `$$` must not be read as a replacement pattern.
function fill(parts: {
  lang: string;
  title: string;
  description: string;
  themeColor: string;
  darkThemeColor?: string;
  head?: string;
  app: string;
  data: string;
  apiBase?: string;
}): string {
  let html = template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () => `<html lang="${escapeHtml(parts.lang)}" dir="${isRtl(parts.lang) ? 'rtl' : 'ltr'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(parts.description)}"`,
    )
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${escapeHtml(parts.themeColor)}"`,
    )
    .replace('<!--menu-app-->', () => parts.app)
    .replace('<!--menu-data-->', () => parts.data);
  // Form controls and scrollbars follow the diner's theme; the browser bar takes the brand colour in each.
  const head = `<meta name="color-scheme" content="light dark"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="${escapeHtml(parts.darkThemeColor ?? SURFACES.dark.surface)}">${parts.head ?? ''}`;
  html = html.replace('</head>', () => `${head}</head>`);
  const apiBase = parts.apiBase;
  if (apiBase) html = html.replace('</head>', () => `<meta name="menu-api" content="${escapeHtml(apiBase)}"></head>`);
  return html;
}

export function renderMenuPage(menu: PublicMenu, options: RenderOptions = {}): string {
  const app = renderToString(
    <MenuApp restaurantId={menu.restaurant.id} initialMenu={menu} apiBase={options.apiBase ?? ''} />,
  );
  const urls: PageUrls = {
    publicUrl: options.publicUrl ?? '',
    assetUrl: options.assetUrl ?? options.apiBase ?? options.publicUrl ?? '',
  };
  const title = `${menu.restaurant.name} · ${uiText(menu.language).pageTitle}`;
  const description = menu.restaurant.description ?? menu.restaurant.name;
  const theme = themeFor(menu.restaurant.primaryColor, menu.restaurant.secondaryColor);
  const jsonLd = `<script type="application/ld+json">${safeJson(menuJsonLd(menu, urls))}</script>`;
  return fill({
    lang: menu.language,
    title,
    description,
    themeColor: theme.light.primary,
    darkThemeColor: theme.dark.primary,
    head: headTags(menu, { title, description }, urls) + jsonLd,
    app,
    data: `<script id="menu-data" type="application/json">${safeJson(menu)}</script>`,
    apiBase: options.apiBase,
  });
}

export function renderNotFoundPage(): string {
  const body = `<div class="app"><div class="empty not-found"><span class="empty-icon" aria-hidden="true">🍽️</span><h1 class="empty-title">${escapeHtml(menuText.notFoundTitle)}</h1><p>${escapeHtml(menuText.notFoundHint)}</p></div></div>`;
  return fill({
    lang: 'tr',
    title: menuText.notFoundTitle,
    description: menuText.notFoundHint,
    themeColor: '#FF6B35',
    app: body,
    data: '',
  });
}
