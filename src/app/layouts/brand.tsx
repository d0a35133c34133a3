import { Link } from 'react-router-dom';
import { theme } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';
import { paths } from '../../config/paths';

/** The product mark: an icon tile and the name, linking home. */
export function Brand({ size = 'default' }: { size?: 'default' | 'large' }) {
  const t = useT();
  const { token } = theme.useToken();
  const tile = size === 'large' ? 48 : 32;
  return (
    <Link to={paths.home} aria-label={t('brand.name')} style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginSM, color: token.colorText, textDecoration: 'none' }}>
      <span
        aria-hidden
        style={{
          width: tile, height: tile, borderRadius: token.borderRadiusLG, display: 'grid', placeItems: 'center',
          background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorInfo})`, color: token.colorWhite,
          fontSize: tile * 0.55,
        }}
      >
        <ReadOutlined />
      </span>
      <span style={{ fontWeight: 700, fontSize: size === 'large' ? token.fontSizeHeading3 : token.fontSizeLG, letterSpacing: 0.2 }}>
        {t('brand.name')}
      </span>
    </Link>
  );
}
