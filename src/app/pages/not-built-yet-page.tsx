import { useParams } from 'react-router-dom';
import { Card, Descriptions, Result, Typography, theme } from 'antd';
import { HomeOutlined, ToolOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../components/button-link';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../core/use-document-title';
import { paths } from '../../config/paths';

/** A page whose feature is not built yet: its real title, the parameters it was opened with, and a way back. */
export default function NotBuiltYetPage({ titleKey }: { titleKey: string }) {
  const t = useT();
  const { token } = theme.useToken();
  const params = Object.entries(useParams()).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  const title = t(titleKey, Object.fromEntries(params));
  useDocumentTitle(title);

  return (
    <div style={{ display: 'grid', gap: token.marginLG }}>
      <Typography.Title level={1} className="eh-page-title" style={{ margin: 0 }}>{title}</Typography.Title>
      <Card>
        <Result
          icon={<ToolOutlined style={{ color: token.colorTextTertiary }} />}
          title={t('notBuilt.text')}
          extra={<ButtonLink to={paths.home} icon={<HomeOutlined />}>{t('notBuilt.home')}</ButtonLink>}
        >
          {params.length > 0 && (
            <Descriptions
              title={t('notBuilt.params')}
              size="small"
              bordered
              column={1}
              items={params.map(([name, value]) => ({ key: name, label: name, children: <Typography.Text code>{value}</Typography.Text> }))}
            />
          )}
        </Result>
      </Card>
    </div>
  );
}
