import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { env } from '../../../config/env';
import { selectToken } from '../../../core/auth/auth-slice';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { useAppSelector } from '../../../core/hooks';
import { useT } from '../../../i18n';
import { saveFile } from '../../../lib/browser';
import '../messages';

/**
 * Downloads the exam's Safe Exam Browser configuration (getMySebConfig, a .seb file): opened, it starts Safe Exam
 * Browser at this server, where the student signs in and starts the exam. A file, so fetched with the session's token
 * and handed to the browser as a download.
 */
export function SebConfigButton({ examId, title }: { examId: number; title: string }) {
  const t = useT();
  const alerts = useAlerts();
  const token = useAppSelector(selectToken);
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const response = await fetch(`${env.apiBaseUrl}/my/exams/${examId}/seb-config`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'include',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'exam.seb';
      saveFile(await response.blob(), name);
    } catch {
      alerts.showError(t('studentHome.seb.failed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button icon={<SafetyCertificateOutlined />} loading={loading} onClick={() => void download()} aria-label={t('studentHome.seb.downloadNamed', { title })}>
      {t('studentHome.seb.download')}
    </Button>
  );
}
