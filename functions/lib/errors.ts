/** Errors a handler throws on purpose; the error middleware turns each into `{success:false, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.headers = options?.headers ?? {};
  }
  readonly headers: Record<string, string>;
}

export class BadRequestError extends HttpError {
  constructor(message = 'La solicitud no es válida.', options?: { cause?: unknown }) {
    super(400, message, options);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Iniciá sesión para continuar.') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'No tenés permiso para acceder a este recurso.') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'No encontramos lo que buscás.') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
  }
}
export class ServiceUnavailableError extends HttpError {
  constructor(
    message = 'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.',
    options?: { cause?: unknown },
  ) {
    super(503, message, options);
  }
}

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.';
