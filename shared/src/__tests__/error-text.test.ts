// The one table from a failed call to the Turkish sentence each kind of screen shows.
import { ApiError } from '../client/api-error';
import {
  ActionError,
  errorDetail,
  errorMessage,
  formErrorMessage,
  loadAlertMessage,
  MissingTokenError,
  refusalReason,
  serverFieldErrors,
  serverMessage,
  uploadErrorMessage,
} from '../client/error-text';

const api = (status: number, message = '', errors?: Record<string, string[]>) =>
  new ApiError(status, { status, title: 'x', message, errors }, '');
const network = new ApiError(0, undefined, 'Failed to fetch');
const schema = Object.assign(new Error('bad'), { name: 'ZodError' });

describe('the status wording of docs/screens.md, Error messages', () => {
  it('words each failure of a save, a delete, a toggle and a load as the catalogue says', () => {
    expect(errorMessage(api(400, 'x', { name: ['Zorunlu'], price: ['Pozitif', 'Sayı'] }), 'save')).toBe(
      'Validation Hatası: name: Zorunlu; price: Pozitif, Sayı',
    );
    expect(errorMessage(api(500, 'Disk dolu'), 'save')).toBe('Server Hatası (500): Disk dolu');
    expect(errorMessage(api(404, 'Restoran bulunamadı'), 'save')).toBe('API Hatası (404): Restoran bulunamadı');
    expect(errorMessage(api(404, 'Restoran bulunamadı'), 'delete')).toBe('Silme Hatası (404): Restoran bulunamadı');
    expect(errorMessage(api(404, 'Restoran bulunamadı'), 'toggle')).toBe(
      'Durum güncellenirken hata oluştu: Restoran bulunamadı',
    );
    expect(errorMessage(api(409, 'Bu kategoride ürünler var'), 'delete')).toBe('Bu kategoride ürünler var');
    expect(errorMessage(network, 'save')).toBe('Bağlantı hatası: Failed to fetch');
    expect(errorMessage(network, 'load')).toBe('API bağlantı hatası');
    expect(errorMessage(api(401), 'load')).toBe(
      'Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
    );
    expect(errorMessage(api(500), 'load', 'Restoranlar yüklenirken hata oluştu')).toBe(
      'Restoranlar yüklenirken hata oluştu',
    );
  });

  it("shows a screen's own sentence as is, and an answer that broke the schema as a server fault", () => {
    expect(errorMessage(new ActionError('Restaurant ID bulunamadı'), 'delete')).toBe('Restaurant ID bulunamadı');
    expect(errorMessage(new MissingTokenError(), 'load')).toBe('Token bulunamadı. Lütfen tekrar giriş yapın.');
    expect(errorMessage(schema, 'save')).toBe('Server Hatası (500): Bilinmeyen hata');
    expect(errorMessage(schema, 'load', 'Yüklenemedi')).toBe('Yüklenemedi');
  });
});

describe("the server's own words", () => {
  it("joins a 400's field messages, else gives the server's sentence", () => {
    expect(serverMessage(api(400, 'x', { name: ['Lütfen variant adı giriniz!'], price: ['Geçersiz'] }))).toBe(
      'Lütfen variant adı giriniz!, Geçersiz',
    );
    expect(serverMessage(api(403, 'Bu işlem için yetkiniz yok'))).toBe('Bu işlem için yetkiniz yok');
    expect(serverMessage(new ApiError(502, undefined, ''))).toBe('API Hatası (502): Bilinmeyen hata');
    expect(serverMessage(network)).toBe('API bağlantı hatası');
  });

  it("reads a load alert as 'API Hatası: ...' except for a lost connection or session", () => {
    expect(loadAlertMessage(api(403, 'Bu işlem için yetkiniz yok'))).toBe('API Hatası: Bu işlem için yetkiniz yok');
    expect(loadAlertMessage(network)).toBe('API bağlantı hatası');
    expect(loadAlertMessage(api(401))).toMatch(/^Yetkilendirme hatası/);
  });

  it('gives the detail under an action title, and a form banner that hides 5xx details', () => {
    expect(errorDetail(api(409, 'Bu kullanıcı adı kullanılıyor'))).toBe('Bu kullanıcı adı kullanılıyor');
    expect(errorDetail(network)).toBe('Bağlantı hatası: Failed to fetch');
    expect(formErrorMessage(api(400, 'Kapanış saati açılıştan sonra olmalı'))).toBe(
      'Kapanış saati açılıştan sonra olmalı',
    );
    expect(formErrorMessage(api(500, 'stack trace'))).toBe('İşlem sırasında hata oluştu');
    expect(formErrorMessage(network)).toBe('API bağlantı hatası');
    expect(refusalReason(api(500, 'stack trace'))).toBeUndefined();
  });

  it("keeps a refused upload's sentence and prefixes anything else", () => {
    expect(uploadErrorMessage(api(413, 'Dosya 5 MB sınırını aşıyor'), 'Görsel yüklenemedi')).toBe(
      'Dosya 5 MB sınırını aşıyor',
    );
    expect(uploadErrorMessage(api(500, 'Disk dolu'), 'Görsel yüklenemedi')).toBe(
      'Görsel yüklenemedi: Server Hatası (500): Disk dolu',
    );
  });

  it('lists the fields a 400 names', () => {
    expect(serverFieldErrors(api(400, 'x', { Name: ['Zorunlu'] }))).toEqual({ Name: ['Zorunlu'] });
    expect(serverFieldErrors(network)).toEqual({});
  });
});
