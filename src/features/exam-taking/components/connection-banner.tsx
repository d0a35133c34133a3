import { Alert, Button, type AlertProps } from 'antd';
import { useT } from '../../../i18n';
import type { SyncSnapshot } from '../answer-sync';

/**
 * What the connection means for the answers: offline (kept here, sent when it returns), the server failing (kept
 * here, retried), or a browser that cannot keep them over a reload.
 */
export function ConnectionBanner({ snapshot, onRetry }: { snapshot: SyncSnapshot; onRetry: () => void }) {
  const t = useT();
  return (
    <>
      {snapshot.offline && (
        <WarningBanner
          title={snapshot.durable ? t('examPage.offline.title') : t('examPage.offline.titleMemory')}
          description={snapshot.waiting > 0 ? t('examPage.offline.waiting', { count: snapshot.waiting }) : undefined}
        />
      )}
      {!snapshot.offline && snapshot.failing && (
        <WarningBanner
          title={t('examPage.failing.title')}
          description={t('examPage.failing.text', { count: snapshot.waiting })}
          action={<Button size="small" onClick={onRetry}>{t('examPage.failing.retry')}</Button>}
        />
      )}
      {!snapshot.durable && !snapshot.offline && (
        <Alert banner type="info" showIcon className="eh-exam-banner" title={t('examPage.memoryOnly')} />
      )}
    </>
  );
}

/** A warning about the answers, announced at once. */
function WarningBanner(props: Pick<AlertProps, 'title' | 'description' | 'action'>) {
  return <Alert banner type="warning" showIcon role="alert" className="eh-exam-banner" {...props} />;
}
