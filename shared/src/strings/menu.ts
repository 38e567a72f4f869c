// The diners' menu (/menu/{restaurantId}) in Turkish: every word the page shows, in one place (the other seven
// languages have one file each in public-menu/src/i18n/words with the same keys; a repo test checks they are
// complete). Texts docs/screens.md quotes are verbatim. Grouped by where the words appear; a new feature adds its group at the end,
// here and in each language file (for example the table-service calls to the waiter).
import { DAY_NAMES } from './days';
import { formatLira } from '../format';

/**
 * The Turkish locative suffix for a clock time as it is read aloud ('08:00' → 'de': "sekizde"; '11:30' → 'da':
 * "on bir otuzda"; '09:15' → 'te': "dokuz on beşte"): vowel harmony and the hardening after ç, f, h, k, p, s, ş, t
 * decide it from the last number word read, the minutes when there are any, else the hour.
 */
export function locativeSuffix(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const n = m ? m : h;
  const ones = ['da', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da']; // sıfır, bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz
  const tens = ['da', 'da', 'de', 'da', 'ta', 'de']; // -, on, yirmi, otuz, kırk, elli
  return n % 10 ? ones[n % 10] : n === 0 ? ones[0] : tens[n / 10];
}

/**
 * The Turkish dative suffix for a clock time as it is read aloud ('20:00' → 'ye': "yirmiye"; '10:00' → 'a':
 * "ona"; '14:00' → 'e': "dörde"; '09:40' → 'a': "dokuz kırka"), by the same rule: the last number word read.
 */
export function dativeSuffix(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const n = m ? m : h;
  const ones = ['a', 'e', 'ye', 'e', 'e', 'e', 'ya', 'ye', 'e', 'a']; // sıfıra, bire, ikiye, üçe, dörde, beşe, altıya, yediye, sekize, dokuza
  const tens = ['a', 'a', 'ye', 'a', 'a', 'ye']; // -, ona, yirmiye, otuza, kırka, elliye
  return n % 10 ? ones[n % 10] : n === 0 ? ones[0] : tens[n / 10];
}

export const menu = {
  /** The locale prices and numbers are written in (Intl). */
  locale: 'tr-TR',
  price: (n: number) => formatLira(n),
  /** After the restaurant's name in the page title: "Lezzet Durağı · Menü". */
  pageTitle: 'Menü',
  loading: 'Menü yükleniyor...',
  searchLabel: 'Menüde ara',
  searchPlaceholder: 'Ürün ara...',
  clearSearch: 'Aramayı temizle',
  categoriesLabel: 'Kategoriler',
  all: 'Tümü',
  emptyTitle: 'Ürün bulunamadı',
  emptyHint: 'Farklı bir kategori veya arama terimi deneyin',
  vegetarian: 'Vejetaryen',
  vegan: 'Vegan',
  glutenFree: 'Glutensiz',
  spicy: 'Acılı',
  featured: 'Öne çıkan',
  soldOut: 'Tükendi',
  ingredients: 'İçindekiler',
  minutes: (n: number) => `${n} dk`,
  calories: (n: number) => `${n} kcal`,
  add: 'Ekle',
  addToCart: 'Sepete Ekle',
  addNamed: (name: string) => `${name} sepete ekle`,
  chooseOptions: 'Seçenekler',
  increase: (name: string) => `${name} adedini artır`,
  decrease: (name: string) => `${name} adedini azalt`,
  quantityOf: (name: string, n: number) => `${name}: ${n} adet`,
  variant: 'Seçenek',
  addons: 'Ekstralar',
  free: 'Ücretsiz',
  quantity: 'Adet',
  cart: 'Sepetim',
  openCart: (count: number) => `Sepeti aç, ${count} ürün`,
  cartEmpty: 'Sepetiniz boş',
  cartEmptyHint: 'Menüden ürün ekleyerek başlayın.',
  total: 'Toplam',
  /** The cart's button while the restaurant does not take orders through the menu: it opens the summary to show. */
  showWaiter: 'Garsona göster',
  /** The cart's button once a restaurant takes orders through the menu. */
  placeOrder: 'Sipariş Ver',
  closedNotice: 'Restoran şu an kapalı. Sepetinizi hazırlayıp açıldığında garsona gösterebilirsiniz.',
  viewCart: 'Sepeti Gör',
  itemCount: (n: number) => `${n} ürün`,
  close: 'Kapat',
  clearCart: 'Sepeti boşalt',
  summaryTitle: 'Garsona gösterin',
  summaryIntro: 'Bu ekranı garsonunuza gösterin; sipariş buradan gönderilmez.',
  table: (t: string) => `Masa ${t}`,
  noTable: 'Masa numarası yok',
  backToMenu: 'Menüye dön',
  open: 'Şu an açık',
  closed: 'Şu an kapalı',
  closedToday: 'Bugün kapalı',
  /** Today's hours, given as formatHoursSpan writes them ('10:00 – 24:00'). */
  todayHours: (hours: string) => hours,
  closesAt: (time: string) => `Kapanış ${time}`,
  opensAt: (time: string) => `Açılış ${time}`,
  opensOn: (day: string, time: string) => `Açılış ${day} ${time}`,
  language: 'Dil',
  offlineNotice: 'Bağlantı kurulamadı: bu menünün bu cihazda kayıtlı son kopyası gösteriliyor, güncel olmayabilir.',
  sampleNotice:
    'Bağlantı kurulamadı ve bu cihazda kayıtlı menü yok: aşağıdaki örnek menüdür, restoranın gerçek menüsü değildir.',
  retry: 'Tekrar dene',
  privacy:
    'KVKK bilgilendirmesi: QR kod ile açılan ziyaretler için tarih, cihaz türü, IP adresi ve ziyaret süresi istatistik amacıyla kaydedilir; sipariş veya kişisel bilgi istenmez.',
  notFoundTitle: 'Menü bulunamadı',
  notFoundHint: 'Bu restoranın menüsü şu anda yayında değil. Lütfen garsona danışın.',
  notBuilt: 'Menü sayfası henüz derlenmemiş. Yönetici `npm run build` komutunu çalıştırmalıdır.',
  sampleRestaurant: 'Örnek Restoran',
  sampleDescription: 'Örnek menü: bağlantı sağlandığında restoranın gerçek menüsü gösterilir.',
  days: [...DAY_NAMES],
  tomorrow: 'Yarın',

  // Contents: allergens (the 14 of the Turkish Food Codex), alcohol, pork, portion, the filters.
  allergens: {
    gluten: 'Gluten',
    crustaceans: 'Kabuklu deniz ürünleri',
    eggs: 'Yumurta',
    fish: 'Balık',
    peanuts: 'Yer fıstığı',
    soybeans: 'Soya',
    milk: 'Süt',
    nuts: 'Sert kabuklu meyveler',
    celery: 'Kereviz',
    mustard: 'Hardal',
    sesame: 'Susam',
    sulphites: 'Sülfitler',
    lupin: 'Acı bakla',
    molluscs: 'Yumuşakçalar',
  },
  title: 'Alerjenler',
  exclude: 'Şunları içermesin',
  alcohol: 'Alkol içerir',
  pork: 'Domuz eti içerir',
  portion: (g: number) => `Porsiyon: ${g.toLocaleString('tr-TR')} g`,
  filters: 'Filtreler',
  diet: 'Beslenme',
  clearFilters: 'Filtreleri temizle',
  reference: 'Son 30 günün en düşük fiyatı',
  priceList: 'Fiyat listesi (PDF)',
  startsAt: (t: string) => `${t}'${locativeSuffix(t)} başlar`,
  notNow: 'Şu an sunulmuyor',
  // Calling staff from the table.
  callTitle: 'Masaya hizmet',
  callWaiter: 'Garson çağır',
  callBill: 'Hesabı iste',
  callPrintedMenu: 'Basılı menü iste',
  calledWaiter: 'Garson çağrıldı',
  calledBill: 'Hesap istendi',
  calledPrintedMenu: 'Basılı menü istendi',
  callJustNow: 'şimdi',
  callAge: (m: number) => `${m} dk`,
  callComing: 'Garson geliyor',
  callCancel: 'İptal et',
  callSendFailed: 'Çağrı gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  callRetry: 'Tekrar dene',
  callsOff: 'Bu restoran masadan çağrı almıyor.',
  callClosed: 'Restoran şu anda kapalı; masadan çağrı gönderilemiyor.',
  callNoTable: 'Garson çağırmak için masanızdaki QR kodu okutun.',
  callTooMany: 'Kısa sürede çok fazla çağrı gönderildi. Lütfen biraz bekleyin.',
  // Orders from the table: the review of the cart, the send, and the visit's rounds.
  orderSend: 'Siparişi gönder',
  orderReviewTitle: 'Siparişinizi gözden geçirin',
  orderLineNote: 'Not',
  orderLineNotePlaceholder: 'Örn. az pişmiş, soğansız',
  orderNote: 'Sipariş notu',
  orderNotePlaceholder: 'Mutfağa iletmek istediğiniz bir şey varsa yazın',
  orderTaxNote: 'Fiyatlarımıza KDV dahildir; servis, kuver veya masa ücreti alınmaz',
  orderConfirm: 'Gönder',
  orderSending: 'Gönderiliyor…',
  orderBack: 'Sepete dön',
  orderNumber: (n: number) => `Sipariş no. ${n}`,
  orderStatus: {
    sent: 'Gönderildi',
    accepted: 'Onaylandı',
    rejected: 'Reddedildi',
    served: 'Servis edildi',
    closed: 'Hesap kapandı',
  },
  orderRejectedBecause: (reason: string) => `Reddedildi: ${reason}`,
  orderSentTitle: 'Siparişiniz gönderildi',
  orderSentHint: 'Onaylandığında bu sayfada görünür.',
  myOrders: 'Siparişlerim',
  myOrdersTotal: 'Bu ziyaretin toplamı',
  orderSendFailed: 'Sipariş gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin; siparişiniz iki kez gönderilmez.',
  orderRetry: 'Tekrar dene',
  orderTooMany: 'Kısa sürede çok fazla sipariş gönderildi. Lütfen biraz bekleyin.',
  orderQuantityLimit: (n: number) => `Bir satırda en fazla ${n} adet sipariş edilebilir; adedi azaltın.`,
  // The live menu: a cart line whose product sold out meanwhile, and a price changed since it was added.
  cartSoldOut: 'Tükendi — sepetten çıkarın',
  cartRemove: (name: string) => `${name} sepetten çıkar`,
  priceChanged: 'Fiyat değişti',
} as const;
