/** An error with an HTTP status whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const unauthorized = (message = 'Sign in first') => new HttpError(401, message);
