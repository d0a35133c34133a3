import { DownOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Dropdown, Empty, Flex, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  useCloneQuestionMutation, useListQuestionsQuery, useListQuestionVersionsQuery, useSetQuestionActiveMutation,
  type QuestionSummary,
} from '../../api/exam-api';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { DataTable, toQueryArgs, useTableParams } from '../../components/data-table';
import { useT } from '../../i18n';
import { useAlerts } from '../../core/alerts/alert-actions';
import { selectDbUser } from '../../core/auth/auth-slice';
import { selectCurrCourseId } from '../../core/settings/settings-slice';
import { ExportButton } from './components/export-button';
import { ImportDialog } from './components/import-dialog';
import { KIND_LABELS, KindTag } from './components/kind-tag';
import { RelativeTime } from '../../components/relative-time';
import { questionColumns } from './components/question-columns';
import {
  hasQuestionFilters, NO_QUESTION_FILTERS, QuestionFilterBar, questionFilterArgs, useQuestionFilters,
} from './components/question-filters';
import { QUESTION_KINDS } from './kinds';
import './messages-bank';
import './question-bank.css';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';

const SORT_KEYS = ['updatedAt', 'title', 'kind', 'id'] as const;
type SortKey = (typeof SORT_KEYS)[number];

/** "New question", with a menu that starts a question of a chosen kind. */
function NewQuestionButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Space.Compact>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.questionNew)}>
        {t('questionBank.list.newQuestion')}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: QUESTION_KINDS.map((kind) => ({ key: kind, label: KIND_LABELS[kind] })),
          onClick: ({ key }) => void navigate(paths.questionNewOfKind(key)),
        }}
      >
        <Button type="primary" icon={<DownOutlined />} aria-label={t('questionBank.list.newOfKind')} />
      </Dropdown>
    </Space.Compact>
  );
}

/** Every version of a question's chain, newest first, each opening in the editor. */
function VersionsDrawer({ question, onClose }: { question: QuestionSummary | null; onClose: () => void }) {
  const t = useT();
  const versionsQuery = useListQuestionVersionsQuery(
    { questionId: question?.id ?? 0 },
    { skip: question === null },
  );
  const { data, isFetching, isError } = versionsQuery;
  return (
    <Drawer
      open={question !== null}
      onClose={onClose}
      title={question ? t('questionBank.versions.title', { title: question.title }) : ''}
      size="large"
    >
      {isFetching && !data ? <Skeleton active /> : isError ? (
        <LoadFailed what={t('questionBank.versions.what')} error={versionsQuery.error} onRetry={versionsQuery.refetch} />
      ) : (
        <Timeline
          items={(data?.data ?? []).map((version) => ({
            key: version.id,
            color: version.isLatest ? 'blue' : 'gray',
            content: (
              <div>
                <Flex gap={8} align="center" wrap>
                  <Link to={paths.questionEdit(version.id)} onClick={onClose}>
                    <Typography.Text strong>{t('questionBank.versionShort', { version: version.version })}</Typography.Text>
                    {' '}{version.title}
                  </Link>
                  <KindTag kind={version.kind} />
                  {version.isLatest && <Tag color="blue">{t('questionBank.versions.latest')}</Tag>}
                  {!version.isActive && <Tag>{t('questionBank.inactive')}</Tag>}
                </Flex>
                <Typography.Text type="secondary">
                  <RelativeTime iso={version.updatedAt} />
                  {version.updatedByName && <> · {version.updatedByName}</>}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/** /question and /question/list: the course's question bank as a server-side table with filters in the URL. */
export default function QuestionListPage() {
  const t = useT();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const courseId = useAppSelector(selectCurrCourseId);
  const userId = useAppSelector(selectDbUser)?.id ?? null;
  useDocumentTitle(t('pages.questionList'));

  const [params, setParams] = useTableParams<SortKey>({ sortKeys: SORT_KEYS, defaultSortBy: 'updatedAt', defaultSortOrder: 'desc' });
  const [filters, setFilters] = useQuestionFilters();
  const listQuery = useListQuestionsQuery(
    { courseId, ...toQueryArgs(params), ...questionFilterArgs(filters, userId) },
    { skip: courseId === 0 },
  );
  const { data, isFetching } = listQuery;
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [versionsOf, setVersionsOf] = useState<QuestionSummary | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [cloneQuestion] = useCloneQuestionMutation();
  const [setQuestionActive] = useSetQuestionActiveMutation();

  const columns = questionColumns({
    busyId,
    onVersions: setVersionsOf,
    onClone: async (row) => {
      setBusyId(row.id);
      const answer = await cloneQuestion({ questionId: row.id });
      setBusyId(null);
      if (answer.error) return;
      alerts.showFlashSuccess(t('questionBank.list.cloned', { title: row.title }));
      void navigate(paths.questionEdit(answer.data.data.id));
    },
    onSetActive: async (row, isActive) => {
      setBusyId(row.id);
      const answer = await setQuestionActive({ questionId: row.id, questionActiveInput: { isActive } });
      setBusyId(null);
      if (answer.error) return;
      alerts.showFlashSuccess(isActive
        ? t('questionBank.list.activated', { title: row.title })
        : t('questionBank.list.deactivated', { title: row.title }));
    },
  });

  if (courseId === 0) {
    return (
      <div>
        <Typography.Title level={1} className="eh-page-title">{t('pages.questionList')}</Typography.Title>
        <Card><Empty description={t('questionBank.noCourse')} /></Card>
      </div>
    );
  }

  const filtered = hasQuestionFilters(filters);
  return (
    <div className="eh-question-list-page">
      <Typography.Title level={1} className="eh-page-title">{t('pages.questionList')}</Typography.Title>
      <Card>
        <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginBottom: 12 }}>
          <QuestionFilterBar courseId={courseId} filters={filters} onChange={setFilters} />
          {filtered && (
            <Button
              type="link"
              onClick={() => setFilters(NO_QUESTION_FILTERS)}
            >
              {t('questionBank.filters.clear')}
            </Button>
          )}
        </Flex>
        <DataTable<QuestionSummary, SortKey>
          tableKey="question-list"
          columns={columns}
          rowKey="id"
          data={data?.data}
          loading={isFetching}
          query={listQuery}
          what={t('questionBank.what')}
          params={params}
          onParamsChange={setParams}
          searchLabel={t('questionBank.list.searchPlaceholder')}
          ariaLabel={t('pages.questionList')}
          emptyText={filtered ? t('questionBank.list.emptyFiltered') : t('questionBank.list.empty')}
          rowClassName={(row) => (row.isActive ? '' : 'eh-row-inactive')}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
          }}
          toolbar={(
            <>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('questionBank.list.import')}</Button>
              <ExportButton courseId={courseId} questionIds={selected} />
              <NewQuestionButton />
            </>
          )}
        />
      </Card>
      <ImportDialog open={importing} courseId={courseId} onClose={() => setImporting(false)} />
      <VersionsDrawer question={versionsOf} onClose={() => setVersionsOf(null)} />
    </div>
  );
}
