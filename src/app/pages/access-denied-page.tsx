import { Card, Result, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { audienceOf, type AbilityName } from '../../lib/access';
import { ButtonLink } from '../../components/button-link';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../core/use-document-title';
import { paths } from '../../config/paths';

/**
 * What a signed-in user sees on a page that is not for their role: who the page is for and a way home. It is
 * decided from the route alone (src/lib/access.ts), so no request is made that the server would refuse.
 */
export default function AccessDeniedPage({ ability }: { ability: AbilityName }) {
  const t = useT();
  const title = t(`access.${audienceOf(ability)}`);
  useDocumentTitle(title);
  return (
    <Card>
      <Result
        status="403"
        title={<Typography.Title level={1} className="eh-result-title">{title}</Typography.Title>}
        subTitle={t('access.hint')}
        extra={<ButtonLink to={paths.home} type="primary" icon={<HomeOutlined />}>{t('access.home')}</ButtonLink>}
      />
    </Card>
  );
}
