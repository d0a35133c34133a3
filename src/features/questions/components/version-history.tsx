import { Drawer, List, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useListQuestionVersionsQuery } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';

interface VersionHistoryProps {
  questionId: number;
  open: boolean;
  onClose: () => void;
}


/** Every version of the question's chain, newest first, each a link to its editor. */
export function VersionHistory({ questionId, open, onClose }: VersionHistoryProps) {
  const t = useT();
  const { data, isLoading } = useListQuestionVersionsQuery({ questionId }, { skip: !open });
  return (
    <Drawer open={open} onClose={onClose} title={t('questionEditor.versions.title')} size={420}>
      {isLoading ? <Skeleton active /> : (
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
                      <Link to={`/question/edit/${version.id}`} onClick={onClose}>{t('questionEditor.versions.version', { n: version.version })}</Link>
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
    </Drawer>
  );
}
