import { Link } from 'react-router-dom';
import { theme } from 'antd';
import { HomeOutlined, ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { AuthFrame } from '../layouts/auth-frame';
import './route-error-page.css';

/**
 * Every layout route's `errorElement`: when a page or its layout throws while rendering, or its code cannot be
 * loaded (a new version was deployed meanwhile), this takes the layout's place with what happened and a way back,
 * instead of a blank screen. It is in the first chunk, so that it shows even when no other chunk can load, and
 * therefore plain markup in the theme's colours (antd's Result and Button would add some 75 kB gzip to every first
 * visit). React Router logs the error itself.
 */
export function RouteErrorPage() {
  const t = useT();
  const { token } = theme.useToken();
  useDocumentTitle(t('routeError.title'));
  return (
    <AuthFrame>
      <div style={{ display: 'grid', justifyItems: 'center', gap: token.marginSM, textAlign: 'center' }}>
        <WarningFilled aria-hidden style={{ fontSize: 56, color: token.colorWarning }} />
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: 600 }}>
          {t('routeError.title')}
        </h1>
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('routeError.text')}</p>
        <div className="eh-route-error-actions" style={{ marginTop: token.marginSM }}>
          <Link to={paths.home} className="eh-plain-control eh-route-error-action is-primary">
            <HomeOutlined aria-hidden /> {t('routeError.home')}
          </Link>
          <button type="button" className="eh-plain-control eh-route-error-action" onClick={() => window.location.reload()}>
            <ReloadOutlined aria-hidden /> {t('routeError.reload')}
          </button>
        </div>
      </div>
    </AuthFrame>
  );
}
