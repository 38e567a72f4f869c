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
  download: 'Fiyat listesi (PDF)',
  downloadFailed: 'Fiyat listesi indirilemedi',
} as const;
