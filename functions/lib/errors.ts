import { cancellationReasons } from './data/errors.ts';

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
/** How long a client waits before retrying a request that met a dependency down or throttling. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

export class ServiceUnavailableError extends HttpError {
  constructor(
    message = 'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.',
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(503, message, {
      cause: options?.cause,
      headers: { 'retry-after': String(options?.retryAfterSeconds ?? DEPENDENCY_RETRY_AFTER_SECONDS) },
    });
  }
}

export const DEPENDENCY_DOWN_MESSAGE =
  'Hay mucha demanda en este momento y no pudimos completar tu pedido. Probá de nuevo en unos segundos.';

/** AWS error names that mean "busy or down, try again", whatever the service. */
const RETRYABLE_NAMES = new Set([
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'LimitExceededException',
  'ServiceQuotaExceededException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalServerException',
  'InternalFailure',
  'ModelNotReadyException',
  'ModelTimeoutException',
  'TimeoutError',
  'AbortError',
]);

/** Node and undici codes of a connection that failed or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
]);

/**
 * True when an error (or one of its causes) says a dependency (DynamoDB, SES, Mercado Pago, Bedrock) is
 * down, throttling or unreachable: the request may succeed if retried, so it answers 503, not 500.
 */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { name, code, $fault, $retryable, cause } = error as {
    name?: unknown;
    code?: unknown;
    $fault?: unknown;
    $retryable?: unknown;
    cause?: unknown;
  };
  if (typeof name === 'string' && RETRYABLE_NAMES.has(name)) return true;
  // Another transaction on the same item at that moment: nothing was wrong with the request.
  if (cancellationReasons(error)?.some((reason) => reason.code === 'TransactionConflict')) return true;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if ($fault === 'server' || $retryable) return true;
  return isDependencyFailure(cause, depth + 1);
}

export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.';
