import { Card, Empty, Flex, Typography, theme } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { ButtonLink } from '../../components/button-link';
import { useT } from '../../i18n';
import { selectDbUser } from '../../core/auth/auth-slice';
import './messages';
import { paths } from '../../config/paths';

/**
 * A student's home: the exams open to them (the exam issues fill it; until then it says in plain words that none
 * is open) and their settings. It asks nothing of the staff API.
 */
export default function StudentHomePage() {
  const t = useT();
  const { token } = theme.useToken();
  const dbUser = useAppSelector(selectDbUser);
  useDocumentTitle(t('studentHome.title'));
  const name = dbUser ? `${dbUser.firstName} ${dbUser.lastName}`.trim() : '';

  return (
    <div style={{ display: 'grid', gap: token.marginLG }}>
      <div>
        <Typography.Title level={1} className="eh-page-title">{t('studentHome.welcome', { name })}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('studentHome.intro')}</Typography.Paragraph>
      </div>
      <Card title={<Typography.Title level={2} className="eh-card-title">{t('studentHome.openTitle')}</Typography.Title>}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={(
            <Flex vertical gap={token.marginXS} align="center">
              <Typography.Text strong>{t('studentHome.noneOpen')}</Typography.Text>
              <Typography.Text type="secondary" style={{ maxWidth: 520 }}>{t('studentHome.noneOpenHint')}</Typography.Text>
            </Flex>
          )}
        />
      </Card>
      <Card title={<Typography.Title level={2} className="eh-card-title">{t('studentHome.settingsTitle')}</Typography.Title>}>
        <Typography.Paragraph>{t('studentHome.settingsText')}</Typography.Paragraph>
        <ButtonLink to={paths.settings} icon={<SettingOutlined />}>{t('studentHome.settingsLink')}</ButtonLink>
      </Card>
    </div>
  );
}
