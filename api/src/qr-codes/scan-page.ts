// The small Turkish page a diner sees when a scanned code does not lead to a menu (no script, inline style only).
import { serverText } from '@menu/shared/contract';
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

export function scanPage(kind: keyof typeof TEXT): string {
  const { title, body } = TEXT[kind];
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
</style>
</head>
<body>
<main>
  <div class="icon" aria-hidden="true">📵</div>
  <h1>${title}</h1>
  <p>${body}</p>
</main>
</body>
</html>
`;
}
