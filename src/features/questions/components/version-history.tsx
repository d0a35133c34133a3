import { Drawer, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useListQuestionVersionsQuery } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { LoadState } from '../../../components/load-state';
import { paths } from '../../../config/paths';

interface VersionHistoryProps {
  questionId: number;
  open: boolean;
  onClose: () => void;
}


/** Every version of the question's chain, newest first, each a link to its editor. */
export function VersionHistory({ questionId, open, onClose }: VersionHistoryProps) {
  const t = useT();
  const versionsQuery = useListQuestionVersionsQuery({ questionId }, { skip: !open });
  const { data } = versionsQuery;
  return (
    <Drawer open={open} onClose={onClose} title={t('questionEditor.versions.title')} size={420}>
      <LoadState query={versionsQuery} what={t('questionEditor.versions.what')} isEmpty={false}>
        {() => (
          <List
            dataSource={data?.data ?? []}
            renderItem={(version) => (
              <List.Item>
                <List.Item.Meta
                  title={(
                    <Space wrap>
                      {version.id === questionId ? (
                        <Typography.Text strong>{t('questionEditor.versions.version', { n: version.version })}</Typography.Text>
                      ) : (
                        <Link to={paths.questionEdit(version.id)} onClick={onClose}>{t('questionEditor.versions.version', { n: version.version })}</Link>
                      )}
                      {version.isLatest && <Tag color="green">{t('questionEditor.versions.latest')}</Tag>}
                      {version.id === questionId && <Tag>{t('questionEditor.versions.shown')}</Tag>}
                      {!version.isActive && <Tag>{t('questionEditor.inactive')}</Tag>}
                    </Space>
                  )}
                  description={t('questionEditor.versions.meta', {
                    title: version.title,
                    date: formatDateTime(version.updatedAt),
                    who: version.updatedByName ?? t('questionEditor.versions.unknown'),
                  })}
                />
              </List.Item>
            )}
          />
        )}
      </LoadState>
    </Drawer>
  );
}
