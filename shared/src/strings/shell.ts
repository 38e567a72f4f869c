// Navigation labels of the admin shell; screen ids are those of shared/remotes.json.
export const shell = {
  menuToggle: 'Menüyü aç/kapat',
  nav: {
    restaurants: 'Restoranlar',
    products: 'Ürünler',
    categories: 'Kategoriler',
    productsList: 'Ürünler',
    variants: 'Ürün Varyantları',
    addons: 'Ürün Eklentileri',
    qr: 'QR',
    qrmanagement: 'QR Kod Yönetimi',
    menulogs: 'Menü Erişim Kayıtları',
    schedule: 'Çalışma Düzeni',
    hours: 'Çalışma Saatleri',
    specialdays: 'Özel Günler',
    translations: 'Çeviriler',
    users: 'Kullanıcılar',
    audit: 'Geçmiş',
    service: 'Servis',
    compliance: 'Kurallara uygunluk',
  },
} as const;
