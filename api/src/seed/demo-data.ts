// Turkish demo content for the first start: two restaurants with realistic menus, hours, a special day,
// translations and QR codes. Plain data; `seedDemoData` writes it.

export interface DemoProduct {
  category: string;
  name: string;
  description: string;
  price: string;
  discountedPrice?: string;
  ingredients: string;
  calories: number;
  preparationTime: number;
  isVegetarian?: boolean;
  isVegan?: boolean;
  isGlutenFree?: boolean;
  spicyLevel?: number;
  isFeatured?: boolean;
  isAvailable?: boolean;
  rating?: string;
  /** Codes of ALLERGEN_CODES. */
  allergens?: string[];
  containsAlcohol?: boolean;
  containsPork?: boolean;
  portionGrams?: number;
  variants?: Array<{ name: string; priceModifier: string; isDefault?: boolean; description?: string }>;
  en?: { name: string; description: string };
}

export interface DemoRestaurant {
  restaurant: {
    name: string;
    description: string;
    address: string;
    phone: string;
    email: string;
    website: string;
    primaryColor: string;
    secondaryColor: string;
  };
  categories: Array<{ name: string; description: string; icon: string; en?: string }>;
  products: DemoProduct[];
  addons: Array<{ name: string; description: string; price: string }>;
  /** dayOfWeek 0 (Sunday) .. 6; null times = closed. */
  hours: Array<{ dayOfWeek: number; openTime: string | null; closeTime: string | null }>;
}

const SIZES = [
  { name: 'Küçük', priceModifier: '-20.00', description: '1 kişilik' },
  { name: 'Orta', priceModifier: '0.00', isDefault: true, description: '1-2 kişilik' },
  { name: 'Büyük', priceModifier: '45.00', description: '2-3 kişilik' },
];

export const LEZZET_DURAGI: DemoRestaurant = {
  restaurant: {
    name: 'Lezzet Durağı',
    description: 'Kadıköy’ün kalbinde, odun ateşinde pideler, ev usulü çorbalar ve közde kebaplar.',
    address: 'Caferağa Mah. Moda Cad. No: 42, Kadıköy, İstanbul',
    phone: '+90 216 555 12 34',
    email: 'iletisim@lezzetduragi.com.tr',
    website: 'https://lezzetduragi.com.tr',
    primaryColor: '#FF6B35',
    secondaryColor: '#2C3E50',
  },
  categories: [
    { name: 'Çorbalar', description: 'Her gün taze hazırlanan sıcak çorbalar', icon: 'soup', en: 'Soups' },
    { name: 'Başlangıçlar', description: 'Paylaşmalık mezeler ve salatalar', icon: 'salad', en: 'Starters' },
    { name: 'Ana Yemekler', description: 'Közde kebaplar ve ızgaralar', icon: 'kebab', en: 'Main Courses' },
    { name: 'Pide ve Lahmacun', description: 'Odun fırınından', icon: 'pizza', en: 'Pide and Lahmacun' },
    { name: 'Tatlılar', description: 'Geleneksel Türk tatlıları', icon: 'cake', en: 'Desserts' },
    { name: 'İçecekler', description: 'Sıcak ve soğuk içecekler', icon: 'tea', en: 'Drinks' },
  ],
  products: [
    {
      category: 'Çorbalar',
      name: 'Mercimek Çorbası',
      description: 'Kırmızı mercimek, tereyağlı pul biber sosu ve limon ile.',
      price: '85.00',
      ingredients: 'Kırmızı mercimek, soğan, havuç, tereyağı, pul biber, limon',
      calories: 180,
      preparationTime: 5,
      isVegetarian: true,
      isFeatured: true,
      rating: '4.8',
      en: { name: 'Red Lentil Soup', description: 'Red lentils with butter and chilli flakes, served with lemon.' },
    },
    {
      category: 'Çorbalar',
      name: 'Ezogelin Çorbası',
      description: 'Bulgur ve naneli, hafif acı geleneksel çorba.',
      price: '85.00',
      ingredients: 'Kırmızı mercimek, bulgur, pirinç, domates salçası, nane',
      calories: 210,
      preparationTime: 5,
      isVegetarian: true,
      spicyLevel: 1,
    },
    {
      category: 'Çorbalar',
      name: 'Yayla Çorbası',
      description: 'Yoğurtlu, pirinçli ve naneli.',
      price: '80.00',
      discountedPrice: '70.00',
      ingredients: 'Yoğurt, pirinç, yumurta sarısı, nane, tereyağı',
      calories: 190,
      preparationTime: 5,
      isVegetarian: true,
      isGlutenFree: true,
    },
    {
      category: 'Başlangıçlar',
      name: 'Humus',
      description: 'Tahinli nohut ezmesi, zeytinyağı ve kırmızı biber ile.',
      price: '95.00',
      ingredients: 'Nohut, tahin, sarımsak, limon, zeytinyağı',
      calories: 260,
      preparationTime: 5,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
      en: { name: 'Hummus', description: 'Chickpea and tahini purée with olive oil and paprika.' },
    },
    {
      category: 'Başlangıçlar',
      name: 'Acılı Ezme',
      description: 'Közlenmiş biber ve domatesle hazırlanan acılı ezme.',
      price: '75.00',
      ingredients: 'Domates, sivri biber, soğan, maydanoz, nar ekşisi, isot',
      calories: 90,
      preparationTime: 5,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
      spicyLevel: 4,
    },
    {
      category: 'Başlangıçlar',
      name: 'Çoban Salata',
      description: 'Domates, salatalık, biber ve soğan; zeytinyağı ve limon sosu.',
      price: '90.00',
      ingredients: 'Domates, salatalık, yeşil biber, soğan, maydanoz, zeytinyağı, limon',
      calories: 120,
      preparationTime: 7,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
      variants: [
        { name: 'Tek Kişilik', priceModifier: '0.00', isDefault: true },
        { name: 'Paylaşmalık', priceModifier: '50.00' },
      ],
    },
    {
      category: 'Başlangıçlar',
      name: 'Sigara Böreği',
      description: 'Beyaz peynirli, çıtır yufka rulolar (6 adet).',
      price: '110.00',
      ingredients: 'Yufka, beyaz peynir, maydanoz, yumurta',
      calories: 340,
      preparationTime: 10,
      isVegetarian: true,
    },
    {
      category: 'Ana Yemekler',
      name: 'Adana Kebap',
      description: 'Zırh kıyması kuzu eti, közlenmiş domates-biber, lavaş ve sumaklı soğan ile.',
      price: '420.00',
      ingredients: 'Kuzu kıyma, kuyruk yağı, pul biber, lavaş, domates, biber, soğan, sumak',
      calories: 780,
      preparationTime: 20,
      spicyLevel: 3,
      isFeatured: true,
      rating: '4.9',
      variants: [
        { name: 'Porsiyon', priceModifier: '0.00', isDefault: true },
        { name: '1,5 Porsiyon', priceModifier: '190.00' },
      ],
      en: {
        name: 'Adana Kebab',
        description: 'Hand-minced spicy lamb kebab with grilled tomato, pepper and flatbread.',
      },
    },
    {
      category: 'Ana Yemekler',
      name: 'Urfa Kebap',
      description: 'Acısız kuzu kıyma kebabı, pilav ve közlenmiş sebzeler ile.',
      price: '410.00',
      ingredients: 'Kuzu kıyma, kuyruk yağı, tuz, pilav, domates, biber',
      calories: 760,
      preparationTime: 20,
    },
    {
      category: 'Ana Yemekler',
      name: 'Tavuk Şiş',
      description: 'Yoğurt ve baharatla marine edilmiş tavuk göğsü, bulgur pilavı ile.',
      price: '340.00',
      discountedPrice: '299.00',
      ingredients: 'Tavuk göğsü, yoğurt, kekik, kırmızı biber, bulgur pilavı',
      calories: 620,
      preparationTime: 18,
      isGlutenFree: false,
      en: { name: 'Chicken Shish', description: 'Yoghurt-marinated chicken skewers with bulgur pilaf.' },
    },
    {
      category: 'Ana Yemekler',
      name: 'İskender',
      description: 'Tereyağlı döner, pide küpleri, domates sosu ve yoğurt.',
      price: '450.00',
      ingredients: 'Dana döner, pide, domates sosu, yoğurt, tereyağı',
      calories: 950,
      preparationTime: 15,
      isFeatured: true,
      rating: '4.7',
      variants: [
        { name: 'Porsiyon', priceModifier: '0.00', isDefault: true },
        { name: 'Az Yağlı', priceModifier: '0.00' },
        { name: '1,5 Porsiyon', priceModifier: '200.00' },
      ],
    },
    {
      category: 'Ana Yemekler',
      name: 'Sebzeli Güveç',
      description: 'Fırında patlıcan, kabak, biber ve domatesli güveç.',
      price: '260.00',
      ingredients: 'Patlıcan, kabak, biber, domates, soğan, sarımsak, zeytinyağı',
      calories: 380,
      preparationTime: 25,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
    },
    {
      category: 'Ana Yemekler',
      name: 'Köfte Izgara',
      description: 'Izgara kasap köfte, piyaz ve közlenmiş biber ile.',
      price: '360.00',
      ingredients: 'Dana kıyma, soğan, ekmek içi, kimyon, piyaz',
      calories: 720,
      preparationTime: 18,
      isAvailable: false,
    },
    {
      category: 'Pide ve Lahmacun',
      name: 'Kıymalı Pide',
      description: 'Odun fırınında, el açması hamur üzerinde kıymalı harç.',
      price: '240.00',
      ingredients: 'Hamur, dana kıyma, soğan, domates, biber, maydanoz',
      calories: 690,
      preparationTime: 15,
      variants: SIZES,
    },
    {
      category: 'Pide ve Lahmacun',
      name: 'Kaşarlı Pide',
      description: 'Bol kaşar peynirli, tereyağlı pide.',
      price: '220.00',
      ingredients: 'Hamur, kaşar peyniri, tereyağı, yumurta',
      calories: 720,
      preparationTime: 15,
      isVegetarian: true,
      variants: SIZES,
      en: { name: 'Cheese Pide', description: 'Turkish flatbread baked with plenty of kashar cheese and butter.' },
    },
    {
      category: 'Pide ve Lahmacun',
      name: 'Lahmacun',
      description: 'İnce hamur üzerinde acılı kıymalı harç; maydanoz ve limon ile.',
      price: '120.00',
      ingredients: 'Hamur, kıyma, domates, biber, isot, maydanoz, limon',
      calories: 420,
      preparationTime: 10,
      spicyLevel: 2,
      rating: '4.6',
    },
    {
      category: 'Tatlılar',
      name: 'Fıstıklı Baklava',
      description: 'Antep fıstıklı, 4 dilim; isteğe göre dondurma ile.',
      price: '220.00',
      ingredients: 'Yufka, Antep fıstığı, tereyağı, şerbet',
      calories: 520,
      preparationTime: 3,
      isVegetarian: true,
      isFeatured: true,
      en: { name: 'Pistachio Baklava', description: 'Four slices of baklava with Antep pistachios.' },
    },
    {
      category: 'Tatlılar',
      name: 'Künefe',
      description: 'Tel kadayıf arasında eriyen peynir, sıcak servis.',
      price: '200.00',
      discountedPrice: '175.00',
      ingredients: 'Tel kadayıf, künefe peyniri, tereyağı, şerbet, Antep fıstığı',
      calories: 610,
      preparationTime: 12,
      isVegetarian: true,
    },
    {
      category: 'Tatlılar',
      name: 'Sütlaç',
      description: 'Fırında, tarçınlı sütlaç.',
      price: '110.00',
      ingredients: 'Süt, pirinç, şeker, nişasta, tarçın',
      calories: 280,
      preparationTime: 2,
      isVegetarian: true,
      isGlutenFree: true,
    },
    {
      category: 'İçecekler',
      name: 'Ayran',
      description: 'Köpüklü, ev yapımı ayran.',
      price: '40.00',
      ingredients: 'Yoğurt, su, tuz',
      calories: 70,
      preparationTime: 1,
      isVegetarian: true,
      isGlutenFree: true,
      variants: [
        { name: 'Küçük', priceModifier: '0.00', isDefault: true },
        { name: 'Büyük', priceModifier: '20.00' },
      ],
    },
    {
      category: 'İçecekler',
      name: 'Türk Kahvesi',
      description: 'Bakır cezvede, lokum ile.',
      price: '75.00',
      ingredients: 'Türk kahvesi, su',
      calories: 10,
      preparationTime: 6,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
      variants: [
        { name: 'Sade', priceModifier: '0.00', isDefault: true },
        { name: 'Orta', priceModifier: '0.00' },
        { name: 'Şekerli', priceModifier: '0.00' },
        { name: 'Duble', priceModifier: '35.00' },
      ],
      en: { name: 'Turkish Coffee', description: 'Brewed in a copper pot, served with Turkish delight.' },
    },
    {
      category: 'İçecekler',
      name: 'Demlik Çay',
      description: 'Rize çayı, ince belli bardakta.',
      price: '30.00',
      ingredients: 'Siyah çay, su',
      calories: 2,
      preparationTime: 2,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
    },
    {
      category: 'İçecekler',
      name: 'Şalgam',
      description: 'Adana usulü, acılı ya da acısız.',
      price: '45.00',
      ingredients: 'Mor havuç, bulgur, tuz, şalgam',
      calories: 25,
      preparationTime: 1,
      isVegetarian: true,
      isVegan: true,
      spicyLevel: 2,
    },
  ],
  addons: [
    { name: 'Ekstra Peynir', description: 'Kaşar peyniri ilavesi', price: '25.00' },
    { name: 'Acı Sos', description: 'Ev yapımı acı biber sosu', price: '10.00' },
    { name: 'Ekstra Sucuk', description: 'Kasap sucuk dilimleri', price: '35.00' },
    { name: 'Közlenmiş Biber', description: 'Közde sivri biber', price: '15.00' },
    { name: 'Yoğurt', description: 'Süzme yoğurt', price: '20.00' },
    { name: 'Lavaş', description: 'Taze lavaş ekmeği', price: '0.00' },
  ],
  hours: [
    { dayOfWeek: 1, openTime: '10:00:00', closeTime: '23:00:00' },
    { dayOfWeek: 2, openTime: '10:00:00', closeTime: '23:00:00' },
    { dayOfWeek: 3, openTime: '10:00:00', closeTime: '23:00:00' },
    { dayOfWeek: 4, openTime: '10:00:00', closeTime: '23:00:00' },
    { dayOfWeek: 5, openTime: '10:00:00', closeTime: '23:59:00' },
    { dayOfWeek: 6, openTime: '10:00:00', closeTime: '23:59:00' },
    { dayOfWeek: 0, openTime: '12:00:00', closeTime: '22:00:00' },
  ],
};

export const EGE_SOFRASI: DemoRestaurant = {
  restaurant: {
    name: 'Ege Sofrası',
    description: 'Kordon’da zeytinyağlılar, taze balık ve Ege otları.',
    address: 'Atatürk Cad. No: 188, Alsancak, Konak, İzmir',
    phone: '+90 232 555 45 67',
    email: 'merhaba@egesofrasi.com.tr',
    website: 'https://egesofrasi.com.tr',
    primaryColor: '#1E88E5',
    secondaryColor: '#263238',
  },
  categories: [
    { name: 'Mezeler', description: 'Zeytinyağlı Ege mezeleri', icon: 'olive', en: 'Meze' },
    { name: 'Deniz Ürünleri', description: 'Günün balıkları', icon: 'fish', en: 'Seafood' },
    { name: 'Tatlılar', description: 'Hafif tatlılar', icon: 'icecream', en: 'Desserts' },
    { name: 'İçecekler', description: 'Soğuk içecekler', icon: 'soda', en: 'Drinks' },
  ],
  products: [
    {
      category: 'Mezeler',
      name: 'Deniz Börülcesi',
      description: 'Sarımsaklı ve zeytinyağlı.',
      price: '130.00',
      ingredients: 'Deniz börülcesi, sarımsak, zeytinyağı, limon',
      calories: 90,
      preparationTime: 5,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
    },
    {
      category: 'Mezeler',
      name: 'Girit Ezmesi',
      description: 'Beyaz peynir, ceviz ve Ege otları.',
      price: '140.00',
      ingredients: 'Beyaz peynir, lor, ceviz, dereotu, zeytinyağı',
      calories: 240,
      preparationTime: 5,
      isVegetarian: true,
      isGlutenFree: true,
    },
    {
      category: 'Mezeler',
      name: 'Zeytinyağlı Enginar',
      description: 'Bezelye ve havuç ile.',
      price: '150.00',
      discountedPrice: '130.00',
      ingredients: 'Enginar, bezelye, havuç, dereotu, zeytinyağı',
      calories: 160,
      preparationTime: 5,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
    },
    {
      category: 'Deniz Ürünleri',
      name: 'Izgara Levrek',
      description: 'Roka salatası ve limon ile.',
      price: '480.00',
      ingredients: 'Levrek, roka, limon, zeytinyağı',
      calories: 450,
      preparationTime: 20,
      isGlutenFree: true,
      isFeatured: true,
    },
    {
      category: 'Deniz Ürünleri',
      name: 'Kalamar Tava',
      description: 'Tarator sos ile.',
      price: '360.00',
      ingredients: 'Kalamar, un, tarator',
      calories: 520,
      preparationTime: 12,
    },
    {
      category: 'Deniz Ürünleri',
      name: 'Karides Güveç',
      description: 'Tereyağı, sarımsak ve acı biberle fırında.',
      price: '420.00',
      ingredients: 'Karides, tereyağı, sarımsak, domates, kaşar, pul biber',
      calories: 480,
      preparationTime: 18,
      spicyLevel: 2,
    },
    {
      category: 'Tatlılar',
      name: 'Sakızlı Dondurma',
      description: 'Damla sakızlı maraş usulü dondurma.',
      price: '120.00',
      ingredients: 'Süt, salep, damla sakızı, şeker',
      calories: 230,
      preparationTime: 2,
      isVegetarian: true,
      isGlutenFree: true,
    },
    {
      category: 'İçecekler',
      name: 'Limonata',
      description: 'Taze sıkılmış, naneli.',
      price: '70.00',
      ingredients: 'Limon, nane, şeker, su',
      calories: 110,
      preparationTime: 3,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
    },
  ],
  addons: [
    { name: 'Ekstra Tarator', description: 'Cevizli tarator sos', price: '20.00' },
    { name: 'Acı Sos', description: 'Acı biber sosu', price: '10.00' },
  ],
  hours: [
    { dayOfWeek: 1, openTime: null, closeTime: null },
    { dayOfWeek: 2, openTime: '12:00:00', closeTime: '23:00:00' },
    { dayOfWeek: 3, openTime: '12:00:00', closeTime: '23:00:00' },
    { dayOfWeek: 4, openTime: '12:00:00', closeTime: '23:00:00' },
    { dayOfWeek: 5, openTime: '12:00:00', closeTime: '23:59:00' },
    { dayOfWeek: 6, openTime: '11:00:00', closeTime: '23:59:00' },
    { dayOfWeek: 0, openTime: '11:00:00', closeTime: '22:00:00' },
  ],
};

/**
 * What the demo dishes contain: the regulated allergens their ingredients carry, and the portion
 * weight of the dishes sold by weight, so the menu's allergen icons, filter and legend show on first start.
 */
const DEMO_CONTENTS: Record<string, Pick<DemoProduct, 'allergens' | 'portionGrams'>> = {
  'Mercimek Çorbası': { allergens: ['milk'] },
  'Ezogelin Çorbası': { allergens: ['gluten'] },
  'Yayla Çorbası': { allergens: ['eggs', 'milk'] },
  Humus: { allergens: ['sesame'] },
  'Sigara Böreği': { allergens: ['gluten', 'eggs', 'milk'] },
  'Adana Kebap': { allergens: ['gluten'], portionGrams: 200 },
  'Urfa Kebap': { portionGrams: 200 },
  'Tavuk Şiş': { allergens: ['gluten', 'milk'], portionGrams: 250 },
  İskender: { allergens: ['gluten', 'milk'], portionGrams: 250 },
  'Köfte Izgara': { allergens: ['gluten'], portionGrams: 220 },
  'Kıymalı Pide': { allergens: ['gluten'] },
  'Kaşarlı Pide': { allergens: ['gluten', 'eggs', 'milk'] },
  Lahmacun: { allergens: ['gluten'] },
  'Fıstıklı Baklava': { allergens: ['gluten', 'milk', 'nuts'] },
  Künefe: { allergens: ['gluten', 'milk', 'nuts'] },
  Sütlaç: { allergens: ['milk'] },
  Ayran: { allergens: ['milk'] },
  Şalgam: { allergens: ['gluten'] },
  'Girit Ezmesi': { allergens: ['milk', 'nuts'] },
  'Izgara Levrek': { allergens: ['fish'], portionGrams: 350 },
  'Kalamar Tava': { allergens: ['gluten', 'nuts', 'molluscs'] },
  'Karides Güveç': { allergens: ['crustaceans', 'milk'] },
  'Sakızlı Dondurma': { allergens: ['milk'] },
};
for (const demo of [LEZZET_DURAGI, EGE_SOFRASI]) for (const p of demo.products) Object.assign(p, DEMO_CONTENTS[p.name]);
