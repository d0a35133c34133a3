import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useT } from '../../../i18n';

export type SubmitPhase = 'idle' | 'sending' | 'submitting';

interface SubmitDialogProps {
  open: boolean;
  total: number;
  /** The questions without an answer, by number. */
  unanswered: number[];
  /** Answers the server has not confirmed yet (sent first). */
  waiting: number;
  offline: boolean;
  phase: SubmitPhase;
  error: string | null;
  /** Opens a question (not offered in a forward-only exam). */
  onGo?: (ordinal: number) => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Before submitting: what is unanswered and what is not saved yet, and that answers cannot change afterwards. */
export function SubmitDialog({ open, total, unanswered, waiting, offline, phase, error, onGo, onCancel, onConfirm }: SubmitDialogProps) {
  const t = useT();
  const busy = phase !== 'idle';
  return (
    <Modal
      open={open}
      title={t('examPage.submit.title')}
      onCancel={busy ? undefined : onCancel}
      closable={!busy}
      maskClosable={!busy}
      okText={phase === 'sending' ? t('examPage.submit.sending') : phase === 'submitting' ? t('examPage.submit.submitting') : t('examPage.submit.confirm')}
      okButtonProps={{ disabled: offline, loading: busy, danger: false }}
      cancelText={t('examPage.submit.cancel')}
      cancelButtonProps={{ disabled: busy }}
      onOk={onConfirm}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('examPage.submit.answered', { answered: total - unanswered.length, total })}
        </Typography.Paragraph>
        {unanswered.length > 0 && (
          <div>
            <Typography.Text strong>{t('examPage.submit.unanswered', { count: unanswered.length })}</Typography.Text>{' '}
            {onGo
              ? (
                <Flex wrap gap={4} component="span" style={{ display: 'inline-flex' }}>
                  {unanswered.map((ordinal) => (
                    <Button
                      key={ordinal}
                      size="small"
                      aria-label={t('examPage.nav.question', { ordinal })}
                      onClick={() => onGo(ordinal)}
                      disabled={busy}
                    >
                      {ordinal}
                    </Button>
                  ))}
                </Flex>
              )
              : <Typography.Text>{unanswered.join(', ')}</Typography.Text>}
          </div>
        )}
        {waiting > 0 && !offline && <Alert type="info" showIcon title={t('examPage.submit.waiting', { count: waiting })} />}
        {offline && <Alert type="warning" showIcon title={t('examPage.submit.offline')} />}
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('examPage.submit.final')}</Typography.Paragraph>
      </Flex>
    </Modal>
  );
}
