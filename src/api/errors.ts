// Errors of the shared call rules (shopping spec section 7).
import type { ApiErrorBody } from '../../openapi/types';

/** Translation key used when an error body has neither `error` nor `message`. */
export const somethingWentWrong = 'somethingWentWrong';
export const unexpectedErrorMessage = 'An unexpected error occurred';
export const oauthFailedMessage = 'OAuth2 failed, cannot retry.';
export const outOfStockMessage = 'out of stock error';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(message: string, status: number, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** True when the server gave no text of its own and the message is the `somethingWentWrong` key. */
  get isGeneric() {
    return this.message === somethingWentWrong;
  }
}

/** A 404 `out of stock error`: the listed variants can no longer be bought. */
export class OutOfStockError extends ApiError {
  readonly productVariantIds: string[];

  constructor(status: number, body: ApiErrorBody, productVariantIds: string[]) {
    super(outOfStockMessage, status, body);
    this.name = 'OutOfStockError';
    this.productVariantIds = productVariantIds;
  }
}

/** The error text of a body: `error`, else `message`, else the `somethingWentWrong` key. */
export function errorMessageOf(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as ApiErrorBody;
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return somethingWentWrong;
}

export function toApiError(status: number, body: unknown): ApiError {
  const errorBody = body && typeof body === 'object' ? (body as ApiErrorBody) : undefined;
  const message = errorMessageOf(body);
  if (status === 404 && message === outOfStockMessage && Array.isArray(errorBody?.productVariantIDs)) {
    return new OutOfStockError(status, errorBody, errorBody.productVariantIDs);
  }
  return new ApiError(message, status, errorBody);
}
