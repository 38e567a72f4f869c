// A failed call as the client sees it: the status, the body and the text. The Turkish sentences for it are
// in ./error-text.ts.

export interface ErrorBody {
  status?: number;
  title?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  readonly status: number; // 0: no response (network)
  readonly body: ErrorBody | undefined;
  readonly text: string;

  constructor(status: number, body: ErrorBody | undefined, text: string) {
    super(body?.message || body?.title || text || (status ? `HTTP ${status}` : 'Network error'));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.text = text;
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The server's own words, else the raw text, else ''. */
  get serverText(): string {
    return this.body?.message || this.body?.title || this.text || '';
  }
}
