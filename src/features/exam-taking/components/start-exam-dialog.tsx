import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStartMyExamMutation, type MyExam } from '../../../api/exam-api';
import { errorMessage } from '../../../api/errors';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { isNetworkFailure } from '../save-queue';

/** The refusals of startMyExam that the dialog words itself (src/api/base-query.ts leaves them to it). */
const WORDED = ['WRONG_EXAM_PASSWORD', 'EXAM_PASSWORD_THROTTLED', 'EXAM_NOT_OPEN', 'ALREADY_SUBMITTED', 'EXAM_NOT_READY', 'START_NOT_ALLOWED', 'SEB_REQUIRED', 'NETWORK_NOT_ALLOWED'] as const;

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null && typeof (data as { code?: unknown }).code === 'string' ? (data as { code: string }).code : undefined;
}

interface StartExamDialogProps {
  exam: MyExam | null;
  onClose: () => void;
}

/**
 * Before an exam starts: how long it runs once started, the password when it has one, and why it did not start
 * (a wrong password, too many of them, not open, already submitted) in plain words.
 */
export function StartExamDialog({ exam, onClose }: StartExamDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const [startMyExam, { isLoading }] = useStartMyExamMutation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setProblem(null);
    onClose();
  };

  const start = async () => {
    if (!exam) return;
    if (exam.hasPassword && password.trim() === '') {
      setProblem(t('studentHome.start.passwordMissing'));
      return;
    }
    setProblem(null);
    try {
      const response = await startMyExam({ examId: exam.examId, startExamRequest: { password: exam.hasPassword ? password : null } }).unwrap();
      void navigate(paths.takeExam(response.data.instanceId));
    } catch (error) {
      const code = codeOf(error);
      if (code && (WORDED as readonly string[]).includes(code)) setProblem(t(`studentHome.start.errors.${code}`));
      else if (isNetworkFailure(error)) setProblem(t('studentHome.start.errors.offline'));
      else setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      open={exam !== null}
      title={exam ? t('studentHome.start.title', { title: exam.title }) : ''}
      okText={t('studentHome.start.ok')}
      cancelText={t('studentHome.start.cancel')}
      confirmLoading={isLoading}
      onOk={() => void start()}
      onCancel={close}
      destroyOnHidden
    >
      {exam && (
        // Enter in the password field submits the form (one field), which starts the exam.
        <Form layout="vertical" onFinish={() => void start()} requiredMark={false}>
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t('studentHome.start.duration', { minutes: exam.durationMinutes, closes: formatDateTime(exam.availableTo) })}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('studentHome.start.saved')}</Typography.Paragraph>
            {exam.hasPassword && (
              <Form.Item label={t('studentHome.start.password')} htmlFor="eh-exam-password" style={{ marginBottom: 0 }}>
                <Input.Password
                  id="eh-exam-password"
                  autoFocus
                  autoComplete="off"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Form.Item>
            )}
            {problem && <Alert type="error" showIcon role="alert" title={problem} />}
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
