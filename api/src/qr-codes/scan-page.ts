// The small Turkish page a diner sees when a scanned code does not lead to a menu (no script, inline style only).
import { serverText } from '@menu/shared/contract';
import type { Config } from '../config';

const TEXT = {
  inactive: {
    title: 'Bu QR kod şu anda aktif değil',
    body: 'Bu masanın QR kodu restoran tarafından devre dışı bırakılmış. Menüyü görmek için lütfen restoran görevlisinden yardım isteyin.',
  },
  unpublished: {
    title: 'Menü şu anda görüntülenemiyor',
    body: 'Bu restoranın menüsü şu anda yayında değil. Lütfen restoran görevlisinden yardım isteyin.',
  },
  unknown: {
    title: serverText.qrNotFound,
    body: 'Okuttuğunuz kod tanınmadı. Kod eski ya da hatalı olabilir; lütfen restoran görevlisinden yardım isteyin.',
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** True for an address outside the server's own origins (the API's, the menu's). */
export function offSiteCheck(
  config: Pick<Config, 'apiPublicUrl' | 'menuPublicUrl' | 'menuOrigin'>,
): (url: string) => boolean {
  const own = new Set<string>();
  for (const base of [config.apiPublicUrl, config.menuPublicUrl, config.menuOrigin]) {
    if (!base) continue;
    try {
      own.add(new URL(base).origin);
    } catch {
      /* a path (MENU_PUBLIC_URL may be one): same origin */
    }
  }
  return (url) => {
    try {
      return !own.has(new URL(url).origin);
    } catch {
      return true;
    }
  };
}

/** The page a scan shows before leaving for another site: where the code leads, and one button to go there. */
export function leavingPage(url: string): string {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    /* shown as written */
  }
  const title = 'Bu QR kod sizi başka bir siteye götürüyor';
  const body = `Restoran bu masanın kodunu <strong>${escapeHtml(host)}</strong> adresine yönlendirmiş. Bu adresin restorana ait olduğundan eminseniz devam edin; sizden şifre isteyen bir sayfaya bilgilerinizi girmeyin.`;
  return page(
    '↗️',
    title,
    body,
    `<a class="go" href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(host)} adresine devam et</a>`,
  );
}

export function scanPage(kind: keyof typeof TEXT): string {
  const { title, body } = TEXT[kind];
  return page('📵', title, body);
}

function page(icon: string, title: string, body: string, action = ''): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #f5f5f5;
         font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; }
  main { max-width: 420px; margin: 24px; padding: 32px 28px; background: #fff; border-radius: 16px; text-align: center;
         box-shadow: 0 4px 24px rgba(0, 0, 0, 0.08); }
  .icon { font-size: 48px; line-height: 1; }
  h1 { font-size: 22px; margin: 16px 0 8px; }
  p { margin: 0; color: #595959; line-height: 1.5; }
  .go { display: inline-block; margin-top: 20px; padding: 12px 20px; border-radius: 8px; background: #1f1f1f; color: #fff;
        text-decoration: none; font-weight: 600; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
  <div class="icon" aria-hidden="true">${icon}</div>
  <h1>${title}</h1>
  <p>${body}</p>${action ? `\n  ${action}` : ''}
</main>
</body>
</html>
`;
}
