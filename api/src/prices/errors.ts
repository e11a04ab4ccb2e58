// Typed failures of the live-price path. Refusals of a caller's URL are 400s and never reach the
// network; merchant failures are 502/504 and count towards that merchant's circuit breaker.
import { AppError } from '../errors';

/** Codes for a URL refused before any outbound request. */
export type GuardCode =
  | 'URL_INVALID'
  | 'URL_NOT_ALLOWED'
  | 'CREDENTIALS_NOT_ALLOWED'
  | 'PORT_NOT_ALLOWED'
  | 'IP_LITERAL_NOT_ALLOWED'
  | 'HOST_NOT_ALLOWED'
  | 'URL_NOT_A_PRODUCT'
  | 'PRIVATE_ADDRESS';

/** Codes for a merchant that answered badly or not at all. */
export type MerchantCode =
  | 'MERCHANT_TIMEOUT'
  | 'MERCHANT_UNREACHABLE'
  | 'MERCHANT_HTTP_ERROR'
  | 'MERCHANT_BAD_RESPONSE'
  | 'MERCHANT_RESPONSE_TOO_LARGE'
  | 'MERCHANT_REDIRECT_NOT_ALLOWED'
  | 'MERCHANT_TOO_MANY_REDIRECTS'
  | 'MERCHANT_UNAVAILABLE'
  | 'MERCHANT_BUSY';

/** A caller's URL refused by the SSRF guard (400, no outbound request made). */
export class UrlRefusedError extends AppError {
  constructor(code: GuardCode, message: string) {
    super(400, code, message, true);
    this.name = 'UrlRefusedError';
  }
}

/** A merchant failure; `status` is 502, or 504 for a timeout, or 503 when the breaker is open. */
export class MerchantError extends AppError {
  constructor(code: MerchantCode, message: string, status = code === 'MERCHANT_TIMEOUT' ? 504 : 502) {
    // The message names only the merchant and the kind of failure, so it is safe to show.
    super(status, code, message, true);
    this.name = 'MerchantError';
  }
}

/** The merchant (or the catalogue) does not list this product: 404, not a merchant fault. */
export class PriceNotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'PRICE_NOT_FOUND', message, true);
    this.name = 'PriceNotFoundError';
  }
}

/**
 * The merchant does not deliver to the point at all: 404 with a code of its own, so a client can
 * tell it from a URL the merchant no longer lists ({@link PriceNotFoundError}).
 */
export class NotServedError extends AppError {
  constructor(message: string) {
    super(404, 'NOT_SERVED_HERE', message, true);
    this.name = 'NotServedError';
  }
}

/** True when the failure says the merchant is unhealthy (counts towards its circuit breaker). */
export function isMerchantFault(error: unknown): boolean {
  return (
    error instanceof MerchantError && error.code !== 'MERCHANT_UNAVAILABLE' && error.code !== 'MERCHANT_BUSY'
  );
}
