// The printable price list (PDF): headings and lines, and the buttons that download it.
export const priceList = {
  heading: 'Fiyat Listesi',
  documentTitle: (restaurant: string) => `${restaurant} fiyat listesi`,
  subject: 'Fiyat listesi',
  addons: 'Ekstralar',
  free: 'Ücretsiz',
  soldOut: 'Şu an satışta değil',
  portion: (grams: number) => `Porsiyon: ${grams.toLocaleString('tr-TR')} g`,
  discount: (reference: string) => `İndirimli fiyat; son 30 günün en düşük fiyatı ${reference}`,
  vat: 'Fiyatlarımıza KDV dahildir. Tüm fiyatlar Türk lirası (₺) olarak belirtilmiştir.',
  footer: 'Fiyatlar Türk lirasıdır, KDV dahildir.',
  page: (n: number, of: number) => `Sayfa ${n} / ${of}`,
  /** The date of a product's last price change, on every printed line. */
  changedOn: (date: string) => `Fiyat tarihi: ${date}`,
  listDate: (date: string) => `Liste tarihi: ${date}`,
  layouts: { a4: 'A4 fiyat listesi', door: 'Kapı listesi (A3)', table: 'Masa listesi (A5)' },
  layoutHint: {
    a4: 'İsteyen misafire verilecek liste',
    door: 'Giriş kapısına asılacak, büyük yazılı liste',
    table: 'Masalara konacak, kısa liste',
  },
  tableCard: 'Masa kartı (PDF)',
  tableCardAria: (table: string) => `Masa ${table} için masa kartı ve fiyat listesi (PDF)`,
  tableCardTitle: (table: string) => `Masa ${table}`,
  scanHint: 'Menüyü görmek için QR kodu okutun. Basılı fiyat listesi sonraki sayfalardadır ve istendiğinde verilir.',
  printMenu: 'Yazdır',
  printFailed: 'Liste indirilemedi',
  /** The restaurant card's notice: printed lists behind the menu. */
  outdated: (count: number, date: string) =>
    `Basılı fiyat listesi güncel değil: ${count} ürün değişti (son baskı ${date})`,
  upToDate: (date: string) => `Basılı fiyat listeleri güncel (son baskı ${date})`,
  neverPrinted: 'Henüz fiyat listesi basılmadı',
  reprint: 'Yeniden yazdır',
  reprintAria: (layout: string) => `${layout} listesini yeniden yazdır`,
  showChanges: 'Değişen ürünler',
  added: 'menüye eklendi',
  removed: 'menüden çıktı',
  renamed: (from: string) => `eski adı: ${from}`,
  priceFromTo: (from: string, to: string) => `${from} → ${to}`,
  /** The price edit's reminder to staff. */
  reprintWarning:
    'Fiyat değişikliği kaydedilince kapıdaki ve masalardaki basılı fiyat listelerinin yeniden basılması gerekir.',
  reprintWarningTitle: 'Basılı listeler yeniden basılmalı',
  download: 'Fiyat listesi (PDF)',
  downloadFailed: 'Fiyat listesi indirilemedi',
} as const;
