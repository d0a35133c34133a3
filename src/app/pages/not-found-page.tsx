import { Link, useLocation } from 'react-router-dom';
import { Button, Result } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';
import { AuthFrame } from '../layouts/auth-layout';
import { useDocumentTitle } from '../use-document-title';

/** Any path that is not a route. */
export default function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <AuthFrame>
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.text', { path: pathname })}
        extra={(
          <Link to="/">
            <Button type="primary" icon={<HomeOutlined />}>{t('notFound.home')}</Button>
          </Link>
        )}
        style={{ padding: 0 }}
      />
    </AuthFrame>
  );
}
