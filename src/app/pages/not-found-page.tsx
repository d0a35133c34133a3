import { useLocation } from 'react-router-dom';
import { Result, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../components/button-link';
import { useT } from '../../i18n';
import { AuthFrame } from '../layouts/auth-frame';
import { useDocumentTitle } from '../../core/use-document-title';
import { paths } from '../../config/paths';

/** Any path that is not a route. */
export default function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <AuthFrame>
      <Result
        status="404"
        title={<Typography.Title level={1} className="eh-result-title">{t('notFound.title')}</Typography.Title>}
        subTitle={t('notFound.text', { path: pathname })}
        extra={<ButtonLink to={paths.home} type="primary" icon={<HomeOutlined />}>{t('notFound.home')}</ButtonLink>}
        style={{ padding: 0 }}
      />
    </AuthFrame>
  );
}
