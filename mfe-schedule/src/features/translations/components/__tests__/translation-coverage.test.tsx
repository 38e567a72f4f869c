// The translations screen's coverage per language, the "Eksik çeviriler" list with its quick add, and the
// translation sheet's steps (download, a preview with the rows refused, then all or nothing).
import { screen, waitFor, within } from '@testing-library/react';
import TranslationsScreen from '../../../../exposes/translations-screen';
import { lezzet, newTranslation, translation } from '../../../../testing/fixtures';
import { captureDownloads, jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, parseRestaurants, renderScreen } from '@menu/shared/testing/screen';
import { percentOf } from '../coverage-panel';

const restaurants = parseRestaurants([lezzet]);
const share = (translated: number, total: number) => ({ translated, total });
const language = (languageCode: string, name: [number, number], description: [number, number]) => ({
  languageCode,
  name: share(...name),
  description: share(...description),
  tables: [{ tableName: 'Products', name: share(...name), description: share(...description) }],
});
const coverage = {
  restaurantId: 1,
  languages: [
    language('en', [2, 5], [1, 3]),
    language('de', [5, 5], [3, 3]),
    language('fr', [0, 5], [0, 3]),
    language('es', [0, 5], [0, 3]),
    language('it', [0, 5], [0, 3]),
    language('ru', [0, 5], [0, 3]),
    language('ar', [1, 5], [0, 3]),
  ],
};
const missingEn = [
  {
    tableName: 'Categories',
    recordId: 3,
    name: 'Çorbalar',
    context: null,
    fieldName: 'Description',
    original: 'Günün çorbaları',
  },
  {
    tableName: 'Products',
    recordId: 8,
    name: 'Adana Kebap',
    context: 'Çorbalar',
    fieldName: 'Name',
    original: 'Adana Kebap',
  },
  {
    tableName: 'ProductAddons',
    recordId: 4,
    name: 'Ekstra peynir',
    context: null,
    fieldName: 'Name',
    original: 'Ekstra peynir',
  },
];

cleanUpAfterEach();

describe('coverage figures', () => {
  it('rounds down, and nothing to translate counts as done', () => {
    expect(percentOf(share(2, 5))).toBe(40);
    expect(percentOf(share(199, 200))).toBe(99);
    expect(percentOf(share(0, 0))).toBe(100);
  });
});

describe('translation coverage and missing translations', () => {
  it('shows each language’s name and description share, and lists what English lacks with a quick add', async () => {
    signIn(makeUser({ role: 'Manager', restaurantId: 1 }), restaurants);
    let missing = missingEn;
    const calls = mockApi({
      'GET /Translations': [translation(1)],
      'GET /Translations/records': [],
      'GET /Translations/coverage': coverage,
      'GET /Translations/missing': () => jsonResponse(missing),
      'POST /Translations': (c: { body: unknown }) => {
        missing = missingEn.filter((m) => m.recordId !== 8);
        return new Response(JSON.stringify({ ...translation(9), ...(c.body as object) }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { user } = renderWithProviders(<TranslationsScreen />);
    const panel = await screen.findByRole('region', { name: 'Çeviri kapsamı' });
    expect(await within(panel).findByRole('progressbar', { name: 'English Ad: %40 (2 / 5)' })).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'English Açıklama: %33 (1 / 3)' })).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Deutsch Ad: %100 (5 / 5)' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/Translations/coverage')?.query.get('restaurantId')).toBe('1');
    // German is complete: nothing to list.
    expect(within(panel).getByRole('button', { name: 'Eksik çeviriler: Deutsch' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Eksik çeviriler: English' }));
    const list = await screen.findByRole('list', { name: 'Eksik çeviriler' });
    expect(screen.getByText('English: 3 eksik çeviri')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(calls.find((c) => c.path === '/Translations/missing')?.query.get('languageCode')).toBe('en');
    const adana = within(list).getByRole('listitem', { name: 'Çorbalar › Adana Kebap (Ad)' });
    expect(adana).toHaveTextContent('Adana Kebap');

    // Empty is refused on the spot; a text is saved through the usual create call.
    await user.click(within(adana).getByRole('button', { name: 'Çorbalar › Adana Kebap (Ad) çevirisini ekle' }));
    expect(within(adana).getByRole('alert')).toHaveTextContent('Çeviri metni zorunludur');
    await user.type(
      within(adana).getByLabelText('Çorbalar › Adana Kebap (Ad) için English çeviri'),
      ' Adana Kebab {Enter}',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual(
        newTranslation({ languageCode: 'en', recordId: 8, fieldName: 'Name', translatedText: 'Adana Kebab' }),
      ),
    );
    await waitFor(() => expect(screen.getByText('English: 2 eksik çeviri')).toBeInTheDocument());

    // The search narrows the list; the table filter too.
    await user.type(screen.getByLabelText('Çeviri metni veya kayıt ID ile arayın'), 'PEYNİR');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Eksik çeviriler' })).getAllByRole('listitem')).toHaveLength(1),
    );
  }, 120_000);

  it('asks for a language in the missing view, and says when a language lacks nothing', async () => {
    const { user } = renderScreen(<TranslationsScreen />, {
      user: makeUser({ role: 'Manager', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /Translations': [],
        'GET /Translations/records': [],
        'GET /Translations/coverage': coverage,
        'GET /Translations/missing': [],
      },
    });
    await user.click(await screen.findByText('Eksik çeviriler', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Eksikleri görmek için bir dil seçin')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dil filtresi'));
    expect(screen.queryByTitle('Türkçe (tr)')).toBeNull();
    await user.click(await screen.findByTitle('Français (fr)'));
    expect(await screen.findByText(/Français için eksik çeviri yok/)).toBeInTheDocument();
  }, 90_000);
});

describe('translation sheet', () => {
  it('downloads the sheet, previews an upload with the rows refused, and saves only a clean file on confirm', async () => {
    signIn(makeUser({ role: 'Admin', restaurantId: 1 }), restaurants);
    let round = 0;
    const download = captureDownloads();
    const calls = mockApi({
      'GET /Translations': [],
      'GET /Translations/records': [],
      'GET /Translations/coverage': coverage,
      'GET /restaurants/1/translations.xlsx': new Response('xlsx', {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="ceviriler-1-2026-11-27.xlsx"',
        },
      }),
      'POST /restaurants/1/translations/import': () => {
        round += 1;
        if (round === 1)
          return jsonResponse({
            create: 3,
            update: 1,
            unchanged: 20,
            errors: [
              { row: 7, message: 'Seçilen kayıt bu tabloda ve restoranda bulunamadı' },
              { row: 12, message: 'DE: En fazla 4000 karakter girilebilir' },
            ],
          });
        return jsonResponse({ create: 3, update: 1, unchanged: 20, errors: [] });
      },
    });
    const { user } = renderWithProviders(<TranslationsScreen />);
    await user.click(await screen.findByRole('button', { name: /Çeviri tablosu/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Excel indir/ }));
    await waitFor(() => expect(download.name).toBe('ceviriler-1-2026-11-27.xlsx'));

    const input = within(dialog).getByLabelText('Dosya seç (XLSX)');
    await user.upload(
      input,
      new File(['PK'], 'ceviriler.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    expect(
      await within(dialog).findByText('2 hata var: hiçbir çeviri kaydedilmeyecek. Dosyayı düzeltip yeniden yükleyin.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'DE: En fazla 4000 karakter girilebilir' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Çevirileri kaydet/ })).toBeDisabled();

    await user.upload(input, new File(['PK'], 'duzeltilmis.xlsx'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Çevirileri kaydet/ })).toBeEnabled());
    expect(within(dialog).getByText('Yeni çeviri')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.query.get('dryRun') === 'true')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /Çevirileri kaydet/ }));
    expect(await within(dialog).findByText('Çeviriler kaydedildi: 3 yeni, 1 değişiklik.')).toBeInTheDocument();
    const applied = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(applied.query.get('dryRun')).toBeNull();
    expect((applied.body as FormData).get('file')).toBeInstanceOf(File);
  }, 120_000);
});
