import { defaultErrorCode, type TErrorCode } from '@lab/domain';

/** An error the API reports to the caller as `{error, code, fields?}` with its status code. */
export class HttpError extends Error {
  public readonly code: TErrorCode;
  /** Headers the answer carries (Retry-After of a 429). */
  public headers?: Record<string, string>;
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
    code?: TErrorCode,
  ) {
    super(message);
    this.code = code ?? defaultErrorCode(statusCode, Boolean(fields));
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);

/** A validation error naming one field: `{error: "<label>: <message>", code, fields: {<field>: <message>}}`. */
export function fieldError(field: string, message: string, status = 400): HttpError {
  return new HttpError(status, `${field}: ${message}`, { [field]: message });
}
