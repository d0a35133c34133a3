import {
  CopyOutlined, DeleteOutlined, EditOutlined, InboxOutlined, MoreOutlined, PlusOutlined, RollbackOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Flex, Modal, Popconfirm, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  useDeleteExamMutation, useListExamsQuery, useSetExamArchivedMutation, type ExamSummary,
} from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { DataTable, type DataTableColumn, useTableParams } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAlerts } from '../../core/alerts/alert-actions';
import { useAppSelector } from '../../core/hooks';
import { navigateTo } from '../../core/navigation';
import { selectCurrAcademicYearId, selectCurrCourseId } from '../../core/settings/settings-slice';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { serverErrorBody, serverErrorMessage } from '../../lib/server-errors';
import { CloneExamDialog } from './components/clone-exam-dialog';
import { formatMinutes, formatRange, formatWindow, PasswordMark, PhaseTag } from './exam-format';
import { instanceListPath } from './exam-paths';
import './exams.css';
import './message-strings';
import './messages';
import './tickets-messages';
import { useExamLiveUpdates } from './use-exam-live-updates';

const SORT_KEYS = ['ordinal', 'title', 'availableFrom', 'phase'] as const;
type SortKey = (typeof SORT_KEYS)[number];

const PHASE_ORDER = ['open', 'upcoming', 'draft', 'closed', 'archived'];

function compare(a: ExamSummary, b: ExamSummary, sortBy: SortKey): number {
  switch (sortBy) {
    case 'title':
      return a.title.localeCompare(b.title);
    case 'availableFrom':
      return a.availableFrom.localeCompare(b.availableFrom);
    case 'phase':
      return PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase);
    default:
      return a.ordinal - b.ordinal || a.availableFrom.localeCompare(b.availableFrom);
  }
}

/** Every typed word in the title or the abbreviation, case-insensitive. */
function matches(exam: ExamSummary, query: string): boolean {
  const text = `${exam.title} ${exam.abbreviation}`.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

/** The counts of an exam's instances, each a link to its list. */
function InstanceCounts({ exam }: { exam: ExamSummary }) {
  const t = useT();
  const counts = [
    ['generated', exam.counts.generated, t('exams.list.counts.generated', { count: exam.counts.generated })],
    ['not-started', exam.counts.notStarted, t('exams.list.counts.notStarted', { count: exam.counts.notStarted })],
    ['ongoing', exam.counts.ongoing, t('exams.list.counts.ongoing', { count: exam.counts.ongoing })],
    ['submitted', exam.counts.submitted, t('exams.list.counts.submitted', { count: exam.counts.submitted })],
  ] as const;
  return (
    <ul className="eh-exam-counts" aria-label={t('exams.list.countsOf', { title: exam.title })}>
      {counts.map(([state, count, label]) => (
        <li key={state}>
          <Link to={instanceListPath(state, exam.id)} className={count === 0 ? 'eh-exam-count-zero' : undefined}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** /exam and /exam/list: the exams of the header's course and academic year. */
export default function ExamListPage() {
  const t = useT();
  const alerts = useAlerts();
  const navigate = useNavigate();
  useDocumentTitle(t('pages.examList'));
  const courseId = useAppSelector(selectCurrCourseId);
  const academicYearId = useAppSelector(selectCurrAcademicYearId);
  const [searchParams, setSearchParams] = useSearchParams();
  const archived = searchParams.get('archived') === '1';
  const [params, setParams] = useTableParams<SortKey>({ sortKeys: SORT_KEYS, defaultSortBy: 'ordinal' });
  const listQuery = useListExamsQuery(
    { courseId, academicYearId, ...(archived ? { archived: true } : {}) },
    { skip: courseId === 0 || academicYearId === 0 },
  );
  // The counts of the exams open now follow their live channels (at most two: a browser opens few connections
  // to one server at a time); the others change only when staff act, which refetches the list anyway.
  const [openNow] = useState(() => Date.now());
  const live = (listQuery.data?.data ?? []).filter((exam) => Date.parse(exam.availableFrom) <= openNow && openNow < Date.parse(exam.availableTo));
  useExamLiveUpdates(live[0]?.id ?? null);
  useExamLiveUpdates(live[1]?.id ?? null);
  const [cloning, setCloning] = useState<{ exam: ExamSummary; toNextYear: boolean } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleteExam] = useDeleteExamMutation();
  const [setArchived] = useSetExamArchivedMutation();
  const [modal, modalHolder] = Modal.useModal();

  // The server sends the whole list: search, sort and pages are the table's, kept in the URL as for server lists.
  const data = useMemo(() => {
    const rows = (listQuery.data?.data ?? []).filter((exam) => matches(exam, params.query));
    rows.sort((a, b) => compare(a, b, params.sortBy) * (params.sortOrder === 'desc' ? -1 : 1));
    const start = (params.page - 1) * params.pageSize;
    return listQuery.data ? { items: rows.slice(start, start + params.pageSize), total: rows.length, page: params.page, pageSize: params.pageSize } : undefined;
  }, [listQuery.data, params]);

  const archive = async (exam: ExamSummary, value: boolean) => {
    setBusyId(exam.id);
    const result = await setArchived({ examId: exam.id, examArchivedInput: { archived: value } });
    setBusyId(null);
    if (result.error) return;
    alerts.showFlashSuccess(value ? t('exams.list.archived', { title: exam.title }) : t('exams.list.restored', { title: exam.title }));
  };

  const remove = async (exam: ExamSummary) => {
    setBusyId(exam.id);
    const result = await deleteExam({ examId: exam.id });
    setBusyId(null);
    if (!result.error) {
      alerts.showFlashSuccess(t('exams.list.deleted', { title: exam.title }));
      return;
    }
    // Students have started it: the server's reason, and the way out it names.
    if (serverErrorBody(result.error)?.code === 'IN_USE') {
      modal.confirm({
        title: t('exams.list.cannotDelete', { title: exam.title }),
        content: serverErrorMessage(result.error),
        okText: t('exams.actions.archive'),
        cancelText: t('exams.close'),
        onOk: () => archive(exam, true),
      });
    }
  };

  const columns: DataTableColumn<ExamSummary>[] = [
    {
      key: 'title', title: t('exams.fields.title'), sortKey: 'title', hideable: false,
      render: (_, exam) => (
        <Space orientation="vertical" size={0}>
          <Link to={paths.examEdit(exam.id)}>{exam.title}</Link>
          <Typography.Text type="secondary" className="eh-exam-abbreviation">
            {exam.abbreviation} {exam.hasPassword && <PasswordMark />}
          </Typography.Text>
        </Space>
      ),
    },
    // The list sorts by it by default; as a column it is mostly the same number for every exam, so it shows on request.
    { key: 'ordinal', title: t('exams.fields.ordinal'), sortKey: 'ordinal', dataIndex: 'ordinal', align: 'right', defaultHidden: true },
    {
      key: 'window', title: t('exams.list.window'), sortKey: 'availableFrom',
      render: (_, exam) => <span className="eh-exam-window">{formatWindow(exam.availableFrom, exam.availableTo)}</span>,
    },
    { key: 'duration', title: t('exams.fields.duration'), render: (_, exam) => formatMinutes(exam.durationMinutes) },
    { key: 'parts', title: t('exams.list.parts'), align: 'right', render: (_, exam) => exam.partCount },
    {
      key: 'questions', title: t('exams.list.questions'), align: 'right',
      render: (_, exam) => formatRange(exam.questionCount.min, exam.questionCount.max),
    },
    { key: 'phase', title: t('exams.list.phase'), sortKey: 'phase', render: (_, exam) => <PhaseTag phase={exam.phase} /> },
    { key: 'instances', title: t('exams.list.instances'), render: (_, exam) => <InstanceCounts exam={exam} /> },
    {
      key: 'actions', title: t('exams.list.actions'), hideable: false,
      render: (_, exam) => (
        <Space size={4}>
          <ButtonLink to={paths.examEdit(exam.id)} type="text" icon={<EditOutlined />} aria-label={t('exams.list.editOf', { title: exam.title })} />
          <Button
            type="text"
            icon={<CopyOutlined />}
            aria-label={t('exams.list.cloneOf', { title: exam.title })}
            onClick={() => setCloning({ exam, toNextYear: false })}
          />
          <Popconfirm
            title={t('exams.list.deleteTitle', { title: exam.title })}
            description={t('exams.list.deleteText')}
            okText={t('exams.actions.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => remove(exam)}
          >
            <Button type="text" danger icon={<DeleteOutlined />} loading={busyId === exam.id} aria-label={t('exams.list.deleteOf', { title: exam.title })} />
          </Popconfirm>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'next-year', icon: <CopyOutlined />, label: t('exams.list.cloneToNextYear') },
                exam.phase === 'archived'
                  ? { key: 'restore', icon: <RollbackOutlined />, label: t('exams.actions.unarchive') }
                  : { key: 'archive', icon: <InboxOutlined />, label: t('exams.actions.archive') },
                { type: 'divider' },
                { key: 'preview', label: t('exams.editor.links.preview') },
                { key: 'generate', label: t('exams.editor.links.generate') },
                { key: 'all', label: t('exams.editor.links.instances') },
                { key: 'tickets', label: t('examTickets.link') },
                { key: 'messages', label: t('examMessages.link') },
                { key: 'manual-grading', label: t('exams.editor.links.manualGrading') },
                { key: 'regrade', label: t('exams.list.regrade') },
              ],
              onClick: ({ key }) => {
                if (key === 'next-year') setCloning({ exam, toNextYear: true });
                else if (key === 'archive' || key === 'restore') void archive(exam, key === 'archive');
                else if (key === 'preview') void navigate(paths.instancePreview(exam.id));
                else if (key === 'generate') void navigate(paths.testGenerate(exam.id));
                else if (key === 'tickets') void navigate(paths.examTickets(exam.id));
                else if (key === 'messages') void navigate(paths.examSendMessage(exam.id));
                else if (key === 'manual-grading') void navigate(paths.examManualGrading(exam.id));
                else if (key === 'regrade') void navigate(paths.examRegrade(exam.id));
                else void navigate(paths.allInstances(exam.id));
              },
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={t('exams.list.moreOf', { title: exam.title })} />
          </Dropdown>
        </Space>
      ),
    },
  ];

  const header = (
    <PageHeader
      title={t('pages.examList')}
      actions={courseId !== 0 && academicYearId !== 0 ? (
        <ButtonLink to={paths.examNew} type="primary" icon={<PlusOutlined />}>{t('exams.list.new')}</ButtonLink>
      ) : undefined}
    />
  );

  if (courseId === 0 || academicYearId === 0) {
    return (
      <div className="eh-exam-list-page">
        {header}
        <Card><Empty description={courseId === 0 ? t('exams.noCourse') : t('exams.noYear')} /></Card>
      </div>
    );
  }

  return (
    <div className="eh-exam-list-page">
      {modalHolder}
      {header}
      <Card>
        <DataTable<ExamSummary, SortKey>
          tableKey="exam-list"
          columns={columns}
          rowKey="id"
          data={data}
          loading={listQuery.isFetching}
          query={listQuery}
          what={t('exams.what')}
          params={params}
          onParamsChange={setParams}
          searchLabel={t('exams.list.search')}
          ariaLabel={t('pages.examList')}
          rowClassName={(exam) => (exam.phase === 'archived' ? 'eh-row-archived' : '')}
          emptyText={(
            <Flex vertical align="center" gap={8}>
              <span>{archived ? t('exams.list.emptyWithArchived') : t('exams.list.empty')}</span>
              <ButtonLink to={paths.examNew} type="primary" icon={<PlusOutlined />}>{t('exams.list.new')}</ButtonLink>
            </Flex>
          )}
          toolbar={(
            <Space size={6}>
              <Switch
                id="eh-exam-show-archived"
                size="small"
                checked={archived}
                onChange={(checked) => setSearchParams((current) => {
                  const next = new URLSearchParams(current);
                  if (checked) next.set('archived', '1');
                  else next.delete('archived');
                  next.delete('page');
                  return next;
                })}
              />
              <label htmlFor="eh-exam-show-archived">{t('exams.list.showArchived')}</label>
            </Space>
          )}
        />
      </Card>
      <CloneExamDialog
        exam={cloning?.exam ?? null}
        toNextYear={cloning?.toNextYear}
        onClose={() => setCloning(null)}
        onCloned={(copy) => {
          setCloning(null);
          navigateTo(paths.examEdit(copy.id));
          alerts.showSuccess(t('exams.clone.done', { title: copy.title, year: copy.academicYearTitle }));
        }}
      />
    </div>
  );
}
