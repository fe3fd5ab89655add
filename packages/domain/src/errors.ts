/**
 * The machine-readable `code` every API error body carries beside its English `error` (and `fields` where it
 * has them). Clients branch on the code, never on the message: messages may be reworded, codes may not.
 */
export const ERROR_CODES = [
  /** 400 with `fields`: the request named fields that are missing or wrong. */
  'validation_failed',
  /** 400 without fields: the request cannot be carried out as sent. */
  'bad_request',
  /** 401: no token, or a token that names no live session. */
  'sign_in_required',
  /** 401: the sign-in's email or password is wrong. */
  'invalid_credentials',
  /** 401: the address carries an access token (`access_token` in any spelling, or a JWT): never accepted there. */
  'token_in_address',
  /** 401: a signed download link that is not valid for this address, or whose session has ended. */
  'download_link_invalid',
  /** 401: a signed download link whose few minutes are over: ask for a new one. */
  'download_link_expired',
  /** 401: the session ended after the idle time. */
  'session_timed_out',
  /** 401 or 403: the account was blocked by an administrator. */
  'account_blocked',
  /** 401 or 403: the account was deactivated by an administrator. */
  'account_deactivated',
  /** 403: the password was reset and must be changed before anything else. */
  'password_change_required',
  /** 403: the policy asks the user's role for a second factor: only enrolment answers until one is set up. */
  'mfa_enrolment_required',
  /** 401: the `mfaToken` of a sign-in's second step is unknown, expired, used or spent by wrong codes. */
  'mfa_token_invalid',
  /** 403: the caller's role or permissions do not allow this. */
  'forbidden',
  /** 404: no such record (or one the caller may not see), or no such endpoint. */
  'not_found',
  /** 409: the request clashes with what is stored (a duplicate, a state that no longer allows it). */
  'conflict',
  /** 409: the record changed since the caller read it (`rowVersion`); the body carries `current`. */
  'stale_version',
  /** 409: the sign-out has warnings (a part without blocks, without microscopic…); the body carries `warnings`; send `confirmWarnings: true` to sign anyway. */
  'sign_out_warnings',
  /** 409: the report version asked to acknowledge is not a correction or a critical result, or is not the current one. */
  'nothing_to_acknowledge',
  /** 403: the blinded second FISH reader may not accept a count into the case; another user accepts it. */
  'fish_reader_cannot_accept',
  /** 423: the session is locked (lock screen): only the unlock and sign-out answer until the password is given. */
  'session_locked',
  /** 413: the upload or body is too large. */
  'payload_too_large',
  /** 415: the upload's bytes are not an accepted type. */
  'unsupported_media_type',
  /** 429: too many attempts; wait and try again. */
  'rate_limited',
  /** 503: the server is busy or not ready; `Retry-After` says when to ask again. */
  'unavailable',
  /** 500: the server failed; the log has the details. */
  'internal',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** The code of an error that names none of its own, from its status (and whether it names fields). */
export function defaultErrorCode(status: number, hasFields = false): TErrorCode {
  switch (status) {
    case 400:
      return hasFields ? 'validation_failed' : 'bad_request';
    case 401:
      return 'sign_in_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 423:
      return 'session_locked';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

/** The codes that mean the caller's session is over: the web signs out and says why. */
export const SESSION_ENDED_CODES = [
  'sign_in_required',
  'session_timed_out',
  'account_blocked',
  'account_deactivated',
] as const satisfies readonly TErrorCode[];
