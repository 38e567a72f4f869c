// The words of calling staff from the table, in the menu's eight languages (one small table, so the menu's
// main catalogues stay as they are; a language without its own words uses English).
export interface CallText {
  title: string;
  waiter: string;
  bill: string;
  printedMenu: string;
  /** The call's state and age: "Garson çağrıldı · 2 dk". */
  waiting: (kind: 'waiter' | 'bill' | 'printed-menu', minutes: number) => string;
  coming: string;
  cancel: string;
  sendFailed: string;
  retry: string;
  callsOff: string;
  closed: string;
  noTable: string;
  tooMany: string;
}

type Kinds = Record<'waiter' | 'bill' | 'printed-menu', string>;
const waiting = (kinds: Kinds, age: (minutes: number) => string) => (kind: keyof Kinds, minutes: number) => `${kinds[kind]} · ${age(minutes)}`;

export const CALL_TEXTS: Record<string, CallText> = {
  tr: {
    title: 'Masaya hizmet',
    waiter: 'Garson çağır',
    bill: 'Hesabı iste',
    printedMenu: 'Basılı menü iste',
    waiting: waiting({ waiter: 'Garson çağrıldı', bill: 'Hesap istendi', 'printed-menu': 'Basılı menü istendi' }, (m) => (m < 1 ? 'şimdi' : `${m} dk`)),
    coming: 'Garson geliyor',
    cancel: 'İptal et',
    sendFailed: 'Çağrı gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar dene',
    callsOff: 'Bu restoran masadan çağrı almıyor.',
    closed: 'Restoran şu anda kapalı; masadan çağrı gönderilemiyor.',
    noTable: 'Garson çağırmak için masanızdaki QR kodu okutun.',
    tooMany: 'Kısa sürede çok fazla çağrı gönderildi. Lütfen biraz bekleyin.',
  },
  en: {
    title: 'Table service',
    waiter: 'Call the waiter',
    bill: 'Ask for the bill',
    printedMenu: 'Ask for the printed menu',
    waiting: waiting({ waiter: 'Waiter called', bill: 'Bill requested', 'printed-menu': 'Printed menu requested' }, (m) => (m < 1 ? 'just now' : `${m} min`)),
    coming: 'A waiter is on the way',
    cancel: 'Cancel',
    sendFailed: 'The call could not be sent. Check your connection and try again.',
    retry: 'Try again',
    callsOff: 'This restaurant does not take calls from the table.',
    closed: 'The restaurant is closed now; calls cannot be sent.',
    noTable: 'Scan the QR code on your table to call a waiter.',
    tooMany: 'Too many calls in a short time. Please wait a little.',
  },
  de: {
    title: 'Service am Tisch',
    waiter: 'Kellner rufen',
    bill: 'Rechnung anfordern',
    printedMenu: 'Gedruckte Karte anfordern',
    waiting: waiting({ waiter: 'Kellner gerufen', bill: 'Rechnung angefordert', 'printed-menu': 'Gedruckte Karte angefordert' }, (m) => (m < 1 ? 'gerade eben' : `${m} Min.`)),
    coming: 'Ein Kellner kommt',
    cancel: 'Abbrechen',
    sendFailed: 'Der Ruf konnte nicht gesendet werden. Bitte Verbindung prüfen und erneut versuchen.',
    retry: 'Erneut versuchen',
    callsOff: 'Dieses Restaurant nimmt keine Rufe vom Tisch an.',
    closed: 'Das Restaurant ist gerade geschlossen; Rufe sind nicht möglich.',
    noTable: 'Scannen Sie den QR-Code auf Ihrem Tisch, um einen Kellner zu rufen.',
    tooMany: 'Zu viele Rufe in kurzer Zeit. Bitte warten Sie einen Moment.',
  },
  fr: {
    title: 'Service à table',
    waiter: 'Appeler le serveur',
    bill: "Demander l'addition",
    printedMenu: 'Demander le menu imprimé',
    waiting: waiting({ waiter: 'Serveur appelé', bill: 'Addition demandée', 'printed-menu': 'Menu imprimé demandé' }, (m) => (m < 1 ? "à l'instant" : `${m} min`)),
    coming: 'Un serveur arrive',
    cancel: 'Annuler',
    sendFailed: "L'appel n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.",
    retry: 'Réessayer',
    callsOff: "Ce restaurant ne prend pas d'appels depuis la table.",
    closed: 'Le restaurant est fermé pour le moment ; les appels ne sont pas possibles.',
    noTable: 'Scannez le QR code de votre table pour appeler un serveur.',
    tooMany: "Trop d'appels en peu de temps. Merci de patienter un peu.",
  },
  es: {
    title: 'Servicio de mesa',
    waiter: 'Llamar al camarero',
    bill: 'Pedir la cuenta',
    printedMenu: 'Pedir la carta impresa',
    waiting: waiting({ waiter: 'Camarero llamado', bill: 'Cuenta solicitada', 'printed-menu': 'Carta impresa solicitada' }, (m) => (m < 1 ? 'ahora' : `${m} min`)),
    coming: 'Un camarero viene',
    cancel: 'Cancelar',
    sendFailed: 'No se pudo enviar la llamada. Comprueba la conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    callsOff: 'Este restaurante no acepta llamadas desde la mesa.',
    closed: 'El restaurante está cerrado ahora; no se pueden enviar llamadas.',
    noTable: 'Escanea el código QR de tu mesa para llamar al camarero.',
    tooMany: 'Demasiadas llamadas en poco tiempo. Espera un momento, por favor.',
  },
  it: {
    title: 'Servizio al tavolo',
    waiter: 'Chiama il cameriere',
    bill: 'Chiedi il conto',
    printedMenu: 'Chiedi il menù stampato',
    waiting: waiting({ waiter: 'Cameriere chiamato', bill: 'Conto richiesto', 'printed-menu': 'Menù stampato richiesto' }, (m) => (m < 1 ? 'adesso' : `${m} min`)),
    coming: 'Un cameriere sta arrivando',
    cancel: 'Annulla',
    sendFailed: 'Impossibile inviare la chiamata. Controlla la connessione e riprova.',
    retry: 'Riprova',
    callsOff: 'Questo ristorante non accetta chiamate dal tavolo.',
    closed: 'Il ristorante ora è chiuso; non è possibile inviare chiamate.',
    noTable: 'Scansiona il codice QR del tuo tavolo per chiamare il cameriere.',
    tooMany: 'Troppe chiamate in poco tempo. Attendi un momento.',
  },
  ru: {
    title: 'Обслуживание',
    waiter: 'Позвать официанта',
    bill: 'Попросить счёт',
    printedMenu: 'Попросить печатное меню',
    waiting: waiting({ waiter: 'Официант вызван', bill: 'Счёт запрошен', 'printed-menu': 'Печатное меню запрошено' }, (m) => (m < 1 ? 'только что' : `${m} мин`)),
    coming: 'Официант идёт',
    cancel: 'Отменить',
    sendFailed: 'Не удалось отправить вызов. Проверьте соединение и попробуйте ещё раз.',
    retry: 'Повторить',
    callsOff: 'Этот ресторан не принимает вызовы со стола.',
    closed: 'Ресторан сейчас закрыт; вызов отправить нельзя.',
    noTable: 'Отсканируйте QR-код на вашем столе, чтобы позвать официанта.',
    tooMany: 'Слишком много вызовов за короткое время. Пожалуйста, подождите.',
  },
  ar: {
    title: 'خدمة الطاولة',
    waiter: 'استدعاء النادل',
    bill: 'طلب الفاتورة',
    printedMenu: 'طلب قائمة مطبوعة',
    waiting: waiting({ waiter: 'تم استدعاء النادل', bill: 'تم طلب الفاتورة', 'printed-menu': 'تم طلب القائمة المطبوعة' }, (m) => (m < 1 ? 'الآن' : `${m} د`)),
    coming: 'النادل في الطريق',
    cancel: 'إلغاء',
    sendFailed: 'تعذّر إرسال الطلب. تحقّق من الاتصال وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    callsOff: 'هذا المطعم لا يستقبل الطلبات من الطاولة.',
    closed: 'المطعم مغلق الآن؛ لا يمكن إرسال الطلبات.',
    noTable: 'امسح رمز QR الموجود على طاولتك لاستدعاء النادل.',
    tooMany: 'طلبات كثيرة في وقت قصير. يرجى الانتظار قليلاً.',
  },
};

export const callText = (language: string): CallText => CALL_TEXTS[language] ?? CALL_TEXTS.en;
