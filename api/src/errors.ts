// The API's one set of error codes (docs/api-rules.md): each has a status, a title and a default
// Turkish message; `createError` is the only way route code produces an error response.
import { serverText } from '@menu/shared/contract';

export type ErrorCode =
  | 'VALIDATION'
  | 'MALFORMED_BODY'
  | 'UNAUTHENTICATED'
  | 'TOKEN_INVALID'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'ACCOUNT_INACTIVE'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UPLOAD_TOO_LARGE'
  | 'IMAGE_QUOTA_EXCEEDED'
  | 'CATALOG_LIMIT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNSUPPORTED_IMAGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

interface ErrorDefinition {
  status: number;
  title: string;
  message: string;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const SIGN_IN_REQUIRED = 'Kimlik doğrulama gerekli';
const ACCESS_DENIED = 'Erişim reddedildi';

export const ERRORS: Record<ErrorCode, ErrorDefinition> = {
  VALIDATION: { status: 400, title: 'Geçersiz veri', message: 'Gönderilen bilgiler geçersiz' },
  MALFORMED_BODY: {
    status: 400,
    title: 'Geçersiz istek',
    message: 'İstek gövdesi okunamadı: geçerli bir JSON gönderin',
  },
  UNAUTHENTICATED: { status: 401, title: SIGN_IN_REQUIRED, message: 'Token bulunamadı. Lütfen tekrar giriş yapın.' },
  TOKEN_INVALID: {
    status: 401,
    title: SIGN_IN_REQUIRED,
    message: 'Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
  },
  INVALID_CREDENTIALS: { status: 401, title: 'Giriş başarısız', message: 'Kullanıcı adı veya şifre hatalı' },
  FORBIDDEN: { status: 403, title: ACCESS_DENIED, message: serverText.forbidden },
  ACCOUNT_INACTIVE: { status: 403, title: ACCESS_DENIED, message: 'Hesabınız pasif durumda' },
  NOT_FOUND: { status: 404, title: 'Bulunamadı', message: 'Kayıt bulunamadı' },
  CONFLICT: { status: 409, title: 'Çakışma', message: 'Bu kayıt başka kayıtlarla çakışıyor' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'İstek çok büyük', message: 'İstek gövdesi çok büyük' },
  UPLOAD_TOO_LARGE: { status: 413, title: 'Dosya çok büyük', message: 'Dosya çok büyük. En fazla 5 MB yüklenebilir.' },
  IMAGE_QUOTA_EXCEEDED: {
    status: 413,
    title: 'Görsel kotası doldu',
    message: 'Bu restoranın görsel kotası doldu. Kullanılmayan görselleri kaldırıp tekrar deneyin.',
  },
  CATALOG_LIMIT: {
    status: 413,
    title: 'Katalog sınırı',
    message: 'Bu restoranın kataloğu dolu. Kullanılmayan kayıtları silip tekrar deneyin.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: 'Desteklenmeyen içerik türü',
    message: 'Desteklenmeyen içerik türü. İsteği JSON olarak gönderin.',
  },
  UNSUPPORTED_IMAGE: {
    status: 415,
    title: 'Desteklenmeyen dosya türü',
    message: 'Desteklenmeyen dosya türü. Yalnızca JPEG, PNG, WebP, GIF veya AVIF görseller yüklenebilir.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    title: 'Çok fazla istek',
    message: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    title: 'Hizmet kullanılamıyor',
    message: 'Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
  INTERNAL: {
    status: 500,
    title: 'Sunucu hatası',
    message: 'Beklenmeyen bir sunucu hatası oluştu. Lütfen tekrar deneyin.',
  },
};

export interface ErrorBody {
  status: number;
  title: string;
  message: string;
  errors?: Record<string, string[]>;
}

export class AppError extends Error {
  readonly status: number;
  readonly title: string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
    this.title = ERRORS[code].title;
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      title: this.title,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** A 400 (or a 409) about one field: the message is the answer's and the field's. */
export function fieldError(field: string, message: string, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION'): AppError {
  return createError(code, message, { errors: { [field]: [message] } });
}

export function createError(
  code: ErrorCode,
  message?: string,
  extra: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
): AppError {
  if (ERRORS[code].status >= 500)
    return new AppError(code, message ?? ERRORS[code].message, extra.errors, extra.headers);
  // A 4xx is the caller's answer, not a fault of the server: its stack is never logged or sent. Capturing it
  // through Fastify's hook chain was a tenth of the CPU answering a flood of rate-limited (429) requests.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(code, message ?? ERRORS[code].message, extra.errors, extra.headers);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
