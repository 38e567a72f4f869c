// Turkish strings used across screens. Texts docs/screens.md quotes are verbatim.
import { DAY_NAMES } from './days';
export const common = {
  /** Days 0 Sunday .. 6 Saturday, as JavaScript counts them. */
  dayNames: DAY_NAMES,
  appTitle: 'QR Menü Yönetim Paneli',
  loading: 'Yükleniyor...',
  /** A form field's value a rule refused without a message of its own. */
  invalidValue: 'Geçersiz değer',
  save: 'Kaydet',
  update: 'Güncelle',
  create: 'Oluştur',
  cancel: 'İptal',
  edit: 'Düzenle',
  delete: 'Sil',
  yes: 'Evet',
  no: 'Hayır',
  close: 'Kapat',
  retry: 'Tekrar dene',
  refresh: 'Yenile',
  search: 'Ara',
  active: 'Aktif',
  passive: 'Pasif',
  on: 'Açık',
  off: 'Kapalı',
  /** Status toggles of what diners see (a restaurant, a QR code). */
  activate: 'Yayına al',
  deactivate: 'Yayından kaldır',
  all: 'Tümü',
  grid: 'Kart görünümü',
  list: 'Liste görünümü',
  gridShort: 'Kart',
  listShort: 'Liste',
  view: 'Görünüm',
  clearFilters: 'Filtreleri temizle',
  /** A list the search or filters left empty (instead of antd's 'Veri Yok'). */
  noMatches: 'Aramanıza veya filtrelerinize uyan kayıt yok',
  /** Any other empty list or choice without its own text. */
  nothingYet: 'Gösterilecek kayıt yok',
  advancedFilters: 'Gelişmiş filtreler',
  restaurant: 'Restoran',
  selectRestaurant: 'Restoran seçin',
  createdDate: 'Oluşturulma',
  saved: 'Kaydedildi',
  deleted: 'Silindi',
  role: 'Rol',
  restaurantCount: (n: number) => `${n} restoran`,
  /** A record's restaurant the session does not know. */
  unknownRestaurant: (id: number) => `Restoran #${id}`,
  operationFailed: 'İşlem sırasında hata oluştu',
  deleteFailed: 'Silme işlemi sırasında hata oluştu',
  required: 'Bu alan zorunludur',
} as const;

export const errorsText = {
  noToken: 'Token bulunamadı. Lütfen tekrar giriş yapın.',
  unauthorized: 'Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
  network: 'API bağlantı hatası',
  networkAction: (message: string) => `Bağlantı hatası: ${message}`,
  validation: (details: string) => `Validation Hatası: ${details}`,
  server: (text: string) => `Server Hatası (500): ${text}`,
  api: (status: number, text: string) => `API Hatası (${status}): ${text}`,
  apiPlain: (message: string) => `API Hatası: ${message}`,
  deleteStatus: (status: number, text: string) => `Silme Hatası (${status}): ${text}`,
  toggle: (text: string) => `Durum güncellenirken hata oluştu: ${text}`,
  unknown: 'Bilinmeyen hata',
  badRequest: 'Bad Request',
  remoteFailed: 'Bu bölüm yüklenemedi',
  remoteFailedHint:
    'Bölüm şu anda açılamıyor. Diğer sekmeler çalışmaya devam ediyor; bağlantınızı kontrol edip tekrar deneyin.',
} as const;
