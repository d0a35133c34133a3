import { EditOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Pagination, Segmented, Skeleton, Space, Table, Typography } from 'antd';
import { FilterInput } from '../../components/filter-input';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useListQuestionsQuery, type QuestionSummary } from '../../api/exam-api';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { selectDbUser } from '../../core/auth/auth-slice';
import { selectCurrCourseId } from '../../core/settings/settings-slice';
import { KindTag } from './components/kind-tag';
import { RelativeTime } from '../../components/relative-time';
import { NodeTags, QuestionTags } from './components/question-columns';
import {
  ChosenIdsFilter, hasQuestionFilters, KindChips, NodeFilter, questionFilterArgs, TagPicker, useQuestionFilters,
} from './components/question-filters';
import './messages-bank';
import './question-bank.css';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';

const PAGE_SIZE = 20;
/** The spec's search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

type View = 'cards' | 'table';

/**
 * The server marks the matched words of a snippet with « and »: they become <mark> elements. Everything is
 * rendered as text, so markup inside a question (or a snippet) is shown, never interpreted.
 */
export function highlightSnippet(snippet: string): ReactNode[] {
  return snippet.split(/«([^«»]*)»/).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

function Snippet({ question }: { question: QuestionSummary }) {
  const text = question.snippet ?? question.textPreview;
  if (!text) return null;
  return (
    <Typography.Paragraph type={question.snippet ? undefined : 'secondary'} className="eh-question-snippet">
      {question.snippet ? highlightSnippet(question.snippet) : text}
    </Typography.Paragraph>
  );
}

function HitActions({ question }: { question: QuestionSummary }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('questionBank.actions.editNamed', { title: question.title })}
        onClick={() => void navigate(paths.questionEdit(question.id))}
      >
        {t('questionBank.actions.edit')}
      </Button>
      <Button
        size="small"
        icon={<ExperimentOutlined />}
        aria-label={t('questionBank.actions.tryNamed', { title: question.title })}
        onClick={() => void navigate(paths.questionTry(question.id))}
      >
        {t('questionBank.actions.try')}
      </Button>
    </Space>
  );
}

function HitCard({ question }: { question: QuestionSummary }) {
  const t = useT();
  return (
    <Card size="small" className="eh-question-hit" role="article" aria-label={question.title}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Space size={8} wrap>
          <KindTag kind={question.kind} />
          <Typography.Text type="secondary">#{question.id}</Typography.Text>
          <Link to={paths.questionEdit(question.id)}><Typography.Text strong>{question.title}</Typography.Text></Link>
          {!question.isActive && <Typography.Text type="secondary">({t('questionBank.inactive')})</Typography.Text>}
        </Space>
        <HitActions question={question} />
      </Flex>
      <Snippet question={question} />
      <Flex gap={12} wrap align="center">
        <NodeTags nodes={question.nodes} />
        {question.tags.length > 0 && <QuestionTags tags={question.tags} />}
        <Typography.Text type="secondary">
          {t('questionBank.versionShort', { version: question.version })} · <RelativeTime iso={question.updatedAt} />
          {question.createdByName && <> · {question.createdByName}</>}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function HitTable({ items }: { items: QuestionSummary[] }) {
  const t = useT();
  return (
    <Table<QuestionSummary>
      rowKey="id"
      size="small"
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label={t('questionBank.search.results')}
      columns={[
        { key: 'kind', title: t('questionBank.columns.kind'), render: (_value, row) => <KindTag kind={row.kind} iconOnly /> },
        { key: 'id', title: t('questionBank.columns.id'), dataIndex: 'id' },
        {
          key: 'title',
          title: t('questionBank.columns.title'),
          render: (_value, row) => (
            <div style={{ minWidth: 260, maxWidth: 640 }}>
              <Link to={paths.questionEdit(row.id)}>{row.title}</Link>
              <Snippet question={row} />
            </div>
          ),
        },
        { key: 'nodes', title: t('questionBank.columns.nodes'), render: (_value, row) => <NodeTags nodes={row.nodes} /> },
        { key: 'tags', title: t('questionBank.columns.tags'), render: (_value, row) => <QuestionTags tags={row.tags} /> },
        { key: 'actions', title: t('questionBank.columns.actions'), align: 'right', render: (_value, row) => <HitActions question={row} /> },
      ]}
    />
  );
}

function positivePage(text: string | null): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** /question/search: search first — the words, the kinds, where in the course, which tags — with the hits in context. */
export default function QuestionSearchPage() {
  const t = useT();
  const courseId = useAppSelector(selectCurrCourseId);
  const userId = useAppSelector(selectDbUser)?.id ?? null;
  useDocumentTitle(t('pages.questionSearch'));
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useQuestionFilters();
  const query = searchParams.get('q') ?? '';
  const page = positivePage(searchParams.get('page'));
  const view: View = searchParams.get('view') === 'table' ? 'table' : 'cards';

  const setParam = (changes: Record<string, string | null>, replace = false) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    }, { replace });
  };

  // The box shows what is typed at once; the URL (and so the request) follows once typing pauses.
  const [text, setText] = useState(query);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const applyText = useEffectEvent((value: string) => {
    const trimmed = value.trim();
    if (trimmed !== query) setParam({ q: trimmed || null, page: null }, true);
  });
  useEffect(() => {
    applyText(debounced);
  }, [debounced]);
  // Back/forward or a shared link may change the query: the box follows.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    if (text.trim() !== query) setText(query);
  }

  const searching = query.length > 0 || hasQuestionFilters(filters);
  const searchQuery = useListQuestionsQuery(
    {
      courseId,
      page,
      pageSize: PAGE_SIZE,
      ...(query ? { query, sortBy: 'relevance' as const } : { sortBy: 'updatedAt' as const, sortOrder: 'desc' as const }),
      ...questionFilterArgs(filters, userId),
    },
    { skip: courseId === 0 || !searching },
  );
  const { data, isFetching, isLoading } = searchQuery;
  const result = searching ? data?.data : undefined;

  let body: ReactNode;
  if (courseId === 0) {
    body = <Empty description={t('questionBank.noCourse')} />;
  } else if (!searching) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questionBank.search.start')} />;
  } else if (searchQuery.isError) {
    body = <LoadFailed what={t('questionBank.what')} error={searchQuery.error} onRetry={searchQuery.refetch} />;
  } else if (isLoading || !result) {
    body = <Skeleton active />;
  } else if (result.items.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questionBank.search.noResults')} />;
  } else {
    body = (
      <div aria-busy={isFetching}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary" role="status">
            {result.total === 1 ? t('questionBank.search.countOne') : t('questionBank.search.count', { count: result.total })}
          </Typography.Text>
          <Segmented<View>
            aria-label={t('questionBank.search.view')}
            value={view}
            onChange={(next) => setParam({ view: next === 'cards' ? null : next })}
            options={[
              { value: 'cards', label: t('questionBank.search.viewCards') },
              { value: 'table', label: t('questionBank.search.viewTable') },
            ]}
          />
        </Flex>
        {view === 'table'
          ? <HitTable items={result.items} />
          : result.items.map((question) => <HitCard key={question.id} question={question} />)}
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Pagination
            current={result.page}
            pageSize={PAGE_SIZE}
            total={result.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(next) => setParam({ page: next === 1 ? null : String(next) })}
          />
        </Flex>
      </div>
    );
  }

  return (
    <div className="eh-question-search-page">
      <Typography.Title level={1} className="eh-page-title">{t('pages.questionSearch')}</Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <div className="eh-question-search-box">
            <FilterInput
              size="large"
              autoFocus
              label={t('questionBank.search.label')}
              placeholder={t('questionBank.search.placeholder')}
              value={text}
              onChange={setText}
              onPressEnter={() => {
                const trimmed = text.trim();
                if (trimmed !== query) setParam({ q: trimmed || null, page: null });
              }}
            />
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {t('questionBank.search.help')}
            </Typography.Text>
          </div>
          <KindChips value={filters.kinds} onChange={(kinds) => setFilters({ kinds })} />
          <ChosenIdsFilter ids={filters.ids} onChange={setFilters} />
          {courseId !== 0 && (
            <Space wrap size={12}>
              <NodeFilter courseId={courseId} filters={filters} onChange={setFilters} />
              <TagPicker courseId={courseId} value={filters.tags} onChange={(tags) => setFilters({ tags })} />
            </Space>
          )}
        </Space>
      </Card>
      {body}
    </div>
  );
}
