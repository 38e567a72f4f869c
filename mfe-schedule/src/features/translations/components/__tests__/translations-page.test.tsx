import { RestaurantSchema, TranslationSchema } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import TranslationsScreen from '../../../../exposes/translations-screen';
import { lezzet, productRecords, translation } from '../../../../testing/fixtures';
import { makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, renderScreen } from '@menu/shared/testing/screen';
import { countByLanguage, filterTranslations } from '../translation-filter';

const restaurants = [RestaurantSchema.parse(lezzet)];
const list = [
  translation(1),
  translation(2, { fieldName: 'Description', translatedText: 'Spicy minced KEBAB' }),
  translation(3, { languageCode: 'ar', translatedText: 'كباب أضنة', recordId: 123 }),
  translation(4, { languageCode: 'de', tableName: 'Categories', recordId: 3, translatedText: 'Hauptgerichte' }),
];

cleanUpAfterEach();

describe('translation search and counts', () => {
  const parsed = list.map((x) => TranslationSchema.parse(x));
  it('matches the text case-insensitively or the record id', () => {
    expect(filterTranslations(parsed, { search: 'kebab', language: null, table: null }).map((x) => x.id)).toEqual([
      1, 2,
    ]);
    expect(filterTranslations(parsed, { search: '123', language: null, table: null }).map((x) => x.id)).toEqual([3]);
    expect(filterTranslations(parsed, { search: '', language: 'en', table: 'Products' }).map((x) => x.id)).toEqual([
      1, 2,
    ]);
    expect(filterTranslations(parsed, { search: '', language: null, table: 'Categories' }).map((x) => x.id)).toEqual([
      4,
    ]);
  });
  it('counts per language', () => {
    expect(countByLanguage(parsed)).toEqual({ en: 2, ar: 1, de: 1 });
  });
});

describe('translations screen', () => {
  it('shows the count strip and cards with the record name, Arabic right to left', async () => {
    const { user } = renderScreen(<TranslationsScreen />, {
      user: makeUser({ role: 'Manager', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /Translations': list, 'GET /Translations/records': productRecords },
    });
    const cards = await screen.findAllByRole('article');
    const strip = screen.getByRole('list', { name: 'Dillere göre çeviri sayıları' });
    expect(within(strip).getByText(/English · 2/)).toBeInTheDocument();
    expect(within(strip).getByText(/Français · 0/)).toBeInTheDocument();
    expect(cards).toHaveLength(4);
    await waitFor(() => expect(cards[0]).toHaveTextContent('Kayıt: Adana Kebap'));
    expect(cards[0]).toHaveTextContent('Lezzet Durağı');
    expect(cards[0]).toHaveTextContent('5 Ocak 2026');
    expect(screen.getByText('كباب أضنة')).toHaveAttribute('dir', 'rtl');

    await user.type(screen.getByLabelText('Çeviri metni veya kayıt ID ile arayın'), 'KEBAB');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 çeviri bulundu')).toBeInTheDocument();
  });

  it("shows a Manager the restaurant's own translations read-only and leaves Restaurants out of the new form's tables", async () => {
    signIn(makeUser({ role: 'Manager', restaurantId: 1 }), restaurants);
    const own = translation(5, {
      tableName: 'Restaurants',
      recordId: 1,
      fieldName: 'Description',
      translatedText: 'A cosy kebab house',
    });
    mockApi({ 'GET /Translations': [translation(1), own], 'GET /Translations/records': productRecords });
    const { user } = renderWithProviders(<TranslationsScreen />);
    const cards = await screen.findAllByRole('article');
    const restaurantCard = cards.find((c) => c.textContent?.includes('A cosy kebab house'))!;
    const productCard = cards.find((c) => c.textContent?.includes('Adana Kebab'))!;
    expect(within(restaurantCard).getByText('Salt okunur')).toBeInTheDocument();
    expect(within(restaurantCard).queryByRole('button', { name: /Düzenle|Sil/ })).toBeNull();
    expect(within(productCard).getAllByRole('button').length).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('button', { name: 'Yeni Çeviri' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Tablo'));
    expect(await screen.findByTitle('Kategoriler')).toBeInTheDocument();
    expect(screen.queryByTitle('Restoranlar')).toBeNull();
  }, 90_000);

  it('lets an Admin edit the restaurant translations', async () => {
    signIn(makeUser({ role: 'Admin', restaurantId: 1 }), restaurants);
    const own = translation(5, {
      tableName: 'Restaurants',
      recordId: 1,
      fieldName: 'Description',
      translatedText: 'A cosy kebab house',
    });
    mockApi({ 'GET /Translations': [own], 'GET /Translations/records': productRecords });
    renderWithProviders(<TranslationsScreen />);
    const [card] = await screen.findAllByRole('article');
    expect(within(card).queryByText('Salt okunur')).toBeNull();
    expect(within(card).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  });

  it('starts a new translation with English, Products and Name, and resets the field when the table changes', async () => {
    const { user } = renderScreen(<TranslationsScreen />, {
      user: makeUser({ role: 'Manager', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /Translations': [], 'GET /Translations/records': productRecords },
    });
    expect(await screen.findByText('Henüz çeviri eklenmemiş')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Yeni Çeviri' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('English (en)')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Ürünler')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Ad')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Lezzet Durağı')).toBeInTheDocument(); // the only restaurant, preselected

    await user.click(screen.getByLabelText('Alan'));
    await user.click(await screen.findByTitle('İçindekiler'));
    expect(within(dialog).getByTitle('İçindekiler')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Tablo'));
    await user.click(await screen.findByTitle('Kategoriler'));
    await waitFor(() => expect(within(dialog).getByTitle('Ad')).toBeInTheDocument());
  }, 90_000);

  it('checks record and text with the spec messages, shows the Turkish original, refuses a duplicate', async () => {
    const { user, calls } = renderScreen(<TranslationsScreen />, {
      user: makeUser({ role: 'Manager', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /Translations': [translation(1)],
        'GET /Translations/records': productRecords,
        'GET /Translations/coverage': { restaurantId: 1, languages: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni Çeviri' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kayıt ID zorunludur');

    // Adana Kebap already has an English name: it is marked, and saving it again is refused.
    await user.click(screen.getByLabelText('Kayıt'));
    expect(await screen.findByText('çevrildi')).toBeInTheDocument();
    await user.click(await screen.findByTitle('Adana Kebap'));
    expect(screen.getByLabelText('Türkçe aslı')).toHaveTextContent('Adana Kebap');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Çeviri metni zorunludur'));
    await user.type(screen.getByLabelText('Çeviri metni'), 'Adana');
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Bu kayıt için aynı dil ve alan çevirisi zaten mevcut'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 120_000);

  it('types Arabic right to left and saves the trimmed text', async () => {
    const { user, calls } = renderScreen(<TranslationsScreen />, {
      user: makeUser({ role: 'Manager', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /Translations': [],
        'GET /Translations/records': productRecords,
        'POST /Translations': (c: { body: unknown }) =>
          new Response(JSON.stringify({ ...translation(7), ...(c.body as object) }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Yeni Çeviri' }))[0]);
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getByLabelText('Kayıt'));
    await user.click(await screen.findByTitle('Urfa Kebap'));
    await user.click(screen.getByLabelText('Dil'));
    await user.click(await screen.findByTitle('العربية (ar)'));
    expect(screen.getByLabelText('Çeviri metni')).toHaveAttribute('dir', 'rtl');
    await user.type(screen.getByLabelText('Çeviri metni'), '  كباب أورفا ');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        restaurantId: 1,
        languageCode: 'ar',
        tableName: 'Products',
        recordId: 9,
        fieldName: 'Name',
        translatedText: 'كباب أورفا',
      }),
    );
  }, 120_000);
});
