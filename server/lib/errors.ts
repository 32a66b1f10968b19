// Typed errors a service throws; the error handler turns each into its HTTP status and { error } body.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError(400, message, details);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError(409, message, details);
