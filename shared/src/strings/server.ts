// The sentences the API sends that more than one place of the server (or a shared schema it validates with)
// uses, each written once. The error codes' titles and default messages are the API's ERRORS table
// (api/src/errors.ts); field rules are the shared schemas'. A repo test fails when a Turkish sentence is
// written twice in api/src.
export const serverText = {
  restaurantNotFound: 'Restoran bulunamadı',
  /** The OpenAPI description of a text/event-stream answer (the staff's and the diner's live streams). */
  eventStream: 'Olay akışı',
  userNotFound: 'Kullanıcı bulunamadı',
  qrNotFound: 'QR kod bulunamadı',
  emptyFile: 'Dosya boş',
  invalidRecordId: 'Geçersiz kayıt numarası',
  invalidRestaurantId: 'Geçersiz restoran numarası',
  invalidUserId: 'Geçersiz kullanıcı numarası',
  bodyIdMismatch: 'Gövdedeki id, adresteki id ile aynı olmalıdır',
  forbidden: 'Bu işlem için yetkiniz yok',
} as const;
