/** An error the API reports to the caller as `{error, fields?}` with its status code. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);

/** A validation error naming one field: `{error: "<label>: <message>", fields: {<field>: <message>}}`. */
export function fieldError(field: string, message: string, status = 400): HttpError {
  return new HttpError(status, `${field}: ${message}`, { [field]: message });
}
