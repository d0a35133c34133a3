import { serverMessage, type ServerErrorBody } from '../../api/errors';
import { t } from '../../i18n';
import { formatWait } from '../../i18n/format';

interface ApiFailure {
  status?: number | string;
  data?: unknown;
}

/** The inline text for a failed username + password sign-in. */
export function signInErrorText(error: unknown) {
  const failure = (error ?? {}) as ApiFailure;
  if (failure.status === 401) return t('login.wrongCredentials');
  if (failure.status === 429) {
    // Failed sign-ins of one account (or address) are limited; the server says how long to wait.
    const wait = (failure.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    return typeof wait === 'number' ? t('serverErrors.LOGIN_THROTTLED', { wait: formatWait(wait) }) : t('login.tooManyAttempts');
  }
  const body = failure.data && typeof failure.data === 'object' ? serverMessage(failure.data as ServerErrorBody) : undefined;
  return t('login.failed', { message: body ?? String(failure.status ?? t('login.unknownError')) });
}
