import { t } from '../../i18n';
import { formatWait } from '../../i18n/format';

interface ApiFailure {
  status?: number | string;
  data?: unknown;
}

function serverMessage(data: unknown) {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return null;
}

/** The inline text for a failed username + password sign-in. */
export function signInErrorText(error: unknown) {
  const failure = (error ?? {}) as ApiFailure;
  if (failure.status === 401) return t('login.wrongCredentials');
  if (failure.status === 429) {
    // Failed sign-ins of one account (or address) are limited; the server says how long to wait.
    const wait = (failure.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    return typeof wait === 'number' ? t('login.throttled', { wait: formatWait(wait) }) : t('login.tooManyAttempts');
  }
  return t('login.failed', { message: serverMessage(failure.data) ?? String(failure.status ?? t('login.unknownError')) });
}
