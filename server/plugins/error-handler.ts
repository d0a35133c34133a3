import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail } from '../errors.js';
import { FINITE_KEYWORD, SAFE_TEXT_PATTERN } from './operations.js';

export interface ErrorBody {
  code: string;
  message: string;
  details?: ErrorDetail[];
  retryAfterSeconds?: number;
}

const internalError: ErrorBody = {
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side. Please try again later.',
};

/** Client errors raised by Fastify itself, with texts of our own (theirs can mention internals). */
const clientErrors: Record<number, ErrorBody> = {
  400: { code: 'BAD_REQUEST', message: 'The request is malformed.' },
  403: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
  404: { code: 'NOT_FOUND', message: 'The requested resource does not exist.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'The requested representation is not available.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  414: { code: 'URI_TOO_LONG', message: 'The request address is too long.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body has an unsupported content type.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'The request headers (or its address) are too large.' },
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function validationDetails(context: string | undefined, issues: ValidationIssue[]): ErrorDetail[] {
  return issues.map((issue) => {
    let path = `${context ?? 'request'}${issue.instancePath}`;
    let message = issue.message ?? 'is not valid';
    if (typeof issue.params.missingProperty === 'string') {
      path += `/${issue.params.missingProperty}`;
      message = 'is required';
    } else if (typeof issue.params.additionalProperty === 'string') {
      path += `/${issue.params.additionalProperty}`;
      message = 'is not allowed';
    } else if (issue.params.pattern === SAFE_TEXT_PATTERN) {
      message = 'must not contain a NUL character or an unpaired surrogate';
    } else if ((issue as { keyword?: string }).keyword === FINITE_KEYWORD.keyword) {
      message = 'must be a finite number';
    } else if (typeof issue.params.tag === 'string' && 'tagValue' in issue.params) {
      // A discriminator (the contract's `kind`) whose value picks no schema: the fault is that field's.
      path += `/${issue.params.tag}`;
      message = issue.params.error === 'mapping' ? 'is not one of the kinds accepted here' : 'must be a string';
    }
    return { path, message };
  });
}

/** Maps any error to its status and the contract's `Error` body; internals never leave the server. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.details) body.details = error.details;
    if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
    return { status: error.status, body };
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: ValidationIssue[] };
  if (Array.isArray(fastifyError.validation)) {
    const details = validationDetails(fastifyError.validationContext, fastifyError.validation);
    return {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: `The request is not valid: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}.`,
        details,
      },
    };
  }
  // A unique constraint of PostgreSQL (23505): two writes raced for the same key.
  if (fastifyError.code === '23505') {
    return { status: 409, body: { code: 'CONFLICT', message: 'This conflicts with data that already exists.' } };
  }
  // A deadlock (40P01) or a serialization failure (40001): two changes of the same rows at the same moment, one of
  // them rolled back whole. Nothing of it was written, so trying again is safe.
  if (fastifyError.code === '40P01' || fastifyError.code === '40001') {
    return { status: 409, body: { code: 'CONCURRENT_CHANGE', message: 'Someone changed the same data at the same moment, so nothing was saved. Please try again.' } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: clientErrors[status] ?? clientErrors[400] };
  }
  return { status: 500, body: internalError };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) {
      request.log.error(
        { err: error, reqId: request.id, method: request.method, url: request.url, userId: request.auth?.user.id ?? null },
        'request failed',
      );
    } else {
      request.log.info({ code: body.code, status }, 'request refused');
    }
    if (body.retryAfterSeconds !== undefined) void reply.header('retry-after', String(body.retryAfterSeconds));
    return reply.status(status).send(body);
  });
}
