// The price-label rules (Fiyat Etiketi Yönetmeliği) a menu must meet: the API's refusals, the compliance panel
// and the printed lists' reminders.
export const compliance = {
  /** The refusal of a product or add-on named as a service, table or cover charge (create, update, import, translation). */
  chargeName: 'Servis, masa veya kuver ücreti adıyla ek ücret alınamaz (Fiyat Etiketi Yönetmeliği)',
  /** The refusal of a döner, iskender or burger saved without its portion weight. */
  portionGramsRequired: 'Bu ürün için porsiyon gramajı zorunludur (Ticaret Bakanlığı, 2024)',
  title: 'Kurallara uygunluk',
  subtitle: 'Fiyat Etiketi Yönetmeliği ve Ticaret Bakanlığı duyurularına göre menünüzün durumu',
  restaurant: 'Restoran',
  chooseRestaurant: 'Restoran seçin',
  loadFailed: 'Uygunluk durumu yüklenemedi',
  pass: 'Uygun',
  fail: 'Uygun değil',
  allPass: 'Menünüz denetlenen tüm kurallara uygun.',
  failing: (n: number) => `${n} kuralda eksik var`,
  checkedAt: (date: string) => `Son kontrol: ${date}`,
  refresh: 'Yeniden kontrol et',
  more: (n: number) => `ve ${n} ürün daha`,
  rules: {
    printedList: {
      title: 'Basılı fiyat listeleri güncel',
      description: 'Kapıdaki ve masalardaki basılı listeler menüdeki fiyatlarla aynı olmalıdır.',
    },
    charges: {
      title: 'Servis, masa veya kuver ücreti yok',
      description: 'Servis, masa, kuver ücreti ve benzeri adlarla ek ücret alınamaz.',
    },
    portionGrams: {
      title: 'Döner, iskender ve hamburgerde gramaj',
      description: 'Bu ürünlerin porsiyon gramajı menüde ve listede yazmalıdır.',
    },
    referencePrice: {
      title: 'İndirimlerde son 30 günün en düşük fiyatı',
      description: 'İndirimli ürünün son 30 gündeki en düşük fiyatı bilinmeli ve indirimli fiyattan yüksek olmalıdır.',
    },
    notPrinted: {
      title: 'Menüdeki her ürün basılı listede',
      description: 'Menüde olan her ürün son basılan listede de yer almalıdır.',
    },
  },
  neverPrinted: 'Henüz basılı fiyat listesi indirilmedi',
  fix: {
    product: 'Ürünü düzenle',
    addon: 'Eklentiyi düzenle',
    translation: 'Çeviriyi düzenle',
    reprint: 'Yeniden yazdır',
    print: 'Listeyi yazdır',
  },
  kind: { product: 'Ürün', addon: 'Eklenti', translation: 'Çeviri', layout: 'Basılı liste' },
  detail: {
    layoutChanged: (count: number, date: string) => `${count} ürün değişti (son baskı ${date})`,
    category: (name: string) => `Kategori: ${name}`,
    translation: (language: string, translated: string) => `${language} çevirisi: ${translated}`,
    noReference: (discounted: string) => `İndirimli fiyat ${discounted}; indirimden önceki 30 günde fiyatı yok`,
    referenceNotAbove: (discounted: string, reference: string) =>
      `İndirimli fiyat ${discounted}; son 30 günün en düşük fiyatı ${reference} bundan yüksek değil`,
    notOnPrint: (date: string) => `Son baskıda (${date}) yok`,
  },
} as const;
