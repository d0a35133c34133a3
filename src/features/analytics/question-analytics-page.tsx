import { CheckCircleFilled, EditOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Result, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useGetQuestionAnalyticsQuery, useListQuestionsQuery, type AnswerOptionCount, type NumericalValues, type OutcomeCount,
  type QuestionAnalytics, type QuestionUse,
} from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { ButtonLink } from '../../components/button-link';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../core/hooks';
import { selectCurrCourseId } from '../../core/settings/settings-slice';
import { useDocumentTitle } from '../../core/use-document-title';
import { formatDate, formatSignificant } from '../../i18n/format';
import { useT } from '../../i18n';
import { Bars, ChartFigure, Trend } from './components/charts';
import { num } from './format';
import './analytics.css';
import './messages';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /analytics/question(?question=<id>): a question's use across exams and years, its facility and discrimination in
 * each, and how its answers came out (which options were chosen).
 */
export default function QuestionAnalyticsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get('question');
  const questionId = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const query = useGetQuestionAnalyticsQuery({ questionId: questionId ?? 0 }, { skip: questionId === null });
  const data = query.data?.data;
  useDocumentTitle(data ? t('analytics.question.titleOf', { title: data.title }) : t('pages.questionAnalytics'));
  const notFound = (raw !== null && questionId === null) || (query.isError && isFetchBaseQueryError(query.error) && query.error.status === 404);

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={data ? t('analytics.question.titleOf', { title: data.title }) : t('analytics.question.title')}
        subtitle={t('analytics.question.help')}
        actions={data && <ButtonLink to={paths.questionEdit(data.questionId)} icon={<EditOutlined />}>{t('analytics.question.edit')}</ButtonLink>}
      />
      <Card>
        <QuestionPicker value={questionId} onChange={(id) => setParams(new URLSearchParams({ question: String(id) }))} />
      </Card>
      {notFound ? (
        <Result status="404" title={<h2 className="eh-result-title">{t('analytics.question.notFound')}</h2>} />
      ) : questionId !== null && (
        <LoadState query={query} what={t('analytics.question.what')} isEmpty={false} card>
          {() => <QuestionReport data={data!} />}
        </LoadState>
      )}
    </Flex>
  );
}

/** The course's questions searched by words as one types; the chosen one's title stays shown. */
function QuestionPicker({ value, onChange }: { value: number | null; onChange: (questionId: number) => void }) {
  const t = useT();
  const courseId = useAppSelector(selectCurrCourseId);
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setWords(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useListQuestionsQuery(
    { courseId, pageSize: 20, ...(words ? { query: words, sortBy: 'relevance' as const } : { sortBy: 'updatedAt' as const, sortOrder: 'desc' as const }) },
    { skip: courseId === 0 },
  );
  const chosen = useGetQuestionAnalyticsQuery({ questionId: value ?? 0 }, { skip: value === null }).data?.data;
  const options = (list.data?.data.items ?? []).map((question) => ({
    value: question.id,
    label: `${question.title} (${t(`questionKinds.${question.kind}`)})`,
  }));
  if (chosen && !options.some((option) => option.value === chosen.questionId)) {
    options.unshift({ value: chosen.questionId, label: `${chosen.title} (${t(`questionKinds.${chosen.kind}`)})` });
  }
  if (courseId === 0) return <Empty description={t('analytics.noCourse')} />;
  return (
    <label className="eh-analytics-picker">
      <Typography.Text strong>{t('analytics.question.pickLabel')}</Typography.Text>
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setTyped }}
        aria-label={t('analytics.question.pickLabel')}
        placeholder={t('analytics.question.pickPlaceholder')}
        style={{ minWidth: 360, maxWidth: '100%', flex: 1 }}
        loading={list.isFetching}
        value={chosen ? chosen.questionId : value ?? undefined}
        options={options}
        onChange={onChange}
      />
    </label>
  );
}

function QuestionReport({ data }: { data: QuestionAnalytics }) {
  const t = useT();
  return (
    <Flex vertical gap={16}>
      <Space wrap>
        <Tag>{t(`questionKinds.${data.kind}`)}</Tag>
        <Typography.Text type="secondary">{t('analytics.question.version', { version: data.version })}</Typography.Text>
      </Space>
      {data.count === 0 ? (
        <Card><Empty description={t('analytics.question.notUsed')} /></Card>
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={8}><Card><Statistic title={t('analytics.question.uses')} value={data.uses.length} /></Card></Col>
            <Col xs={12} md={8}><Card><Statistic title={t('analytics.question.count')} value={data.count} /></Card></Col>
            <Col xs={12} md={8}><Card><Statistic title={t('analytics.question.answered')} value={data.answered} /></Card></Col>
          </Row>
          <TrendChart uses={data.uses} />
          <UsesTable uses={data.uses} />
          {data.values && data.values.readable + data.values.unreadable > 0 && <ValuesCharts values={data.values} />}
          <Row gutter={[16, 16]}>
            {data.options && <Col xs={24} lg={12}><OptionsChart kind={data.kind} options={data.options} /></Col>}
            <Col xs={24} lg={data.options ? 12 : 24}><OutcomesChart outcomes={data.outcomes} /></Col>
          </Row>
        </>
      )}
    </Flex>
  );
}

const label = (use: QuestionUse) => `${use.examTitle} (${use.academicYear})`;

function TrendChart({ uses }: { uses: QuestionUse[] }) {
  const t = useT();
  return (
    <ChartFigure
      title={t('analytics.question.trendTitle')}
      description={t('analytics.question.trendDescription')}
      rows={uses}
      rowKey={(use) => use.examId}
      columns={[
        { title: t('analytics.question.exam'), render: label },
        { title: t('analytics.question.facility'), render: (use) => num(use.facility, 1), numeric: true },
        { title: t('analytics.question.discrimination'), render: (use) => num(use.discrimination, 2), numeric: true },
      ]}
      chart={(
        <Trend
          data={uses.map((use) => ({
            key: use.examId,
            label: label(use),
            first: use.facility === null ? null : Math.round(use.facility * 10) / 10,
            second: use.discrimination === null ? null : Math.round(use.discrimination * 100) / 100,
          }))}
          firstName={t('analytics.question.facility')}
          secondName={t('analytics.question.discrimination')}
        />
      )}
    />
  );
}

function UsesTable({ uses }: { uses: QuestionUse[] }) {
  const t = useT();
  const columns: ColumnsType<QuestionUse> = [
    {
      key: 'exam', title: t('analytics.question.exam'),
      render: (_, use) => (
        <Link to={paths.examAnalytics(use.examId)} aria-label={t('analytics.question.examAnalytics', { title: use.examTitle })}>{use.examTitle}</Link>
      ),
    },
    { key: 'year', title: t('analytics.question.year'), dataIndex: 'academicYear' },
    { key: 'date', title: t('analytics.question.date'), render: (_, use) => formatDate(use.availableFrom.slice(0, 10)) },
    { key: 'versions', title: t('analytics.question.versions'), render: (_, use) => use.versions.join(', ') },
    { key: 'count', title: t('analytics.question.count'), align: 'right', render: (_, use) => <span className="eh-nowrap">{use.answered} / {use.count}</span> },
    { key: 'facility', title: t('analytics.question.facility'), align: 'right', render: (_, use) => num(use.facility, 1) },
    { key: 'discrimination', title: t('analytics.question.discrimination'), align: 'right', render: (_, use) => num(use.discrimination, 2) },
  ];
  return (
    <Card>
      <Typography.Title level={2} className="eh-chart-title" id="eh-analytics-uses">{t('analytics.question.usesTitle')}</Typography.Title>
      <Table<QuestionUse>
        aria-labelledby="eh-analytics-uses"
        size="small"
        rowKey="examId"
        columns={columns}
        dataSource={uses}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

function OptionsChart({ kind, options }: { kind: QuestionAnalytics['kind']; options: AnswerOptionCount[] }) {
  const t = useT();
  const text = (option: AnswerOptionCount) => {
    if (kind === 'true-false') return option.id === 'true' ? t('analytics.question.trueLabel') : t('analytics.question.falseLabel');
    return option.text.length > 80 ? `${option.text.slice(0, 79)}…` : option.text;
  };
  return (
    <ChartFigure
      title={t('analytics.question.answersTitle')}
      description={t('analytics.question.answersDescription')}
      rows={options}
      rowKey={(option) => option.id}
      columns={[
        {
          title: t('analytics.question.option'),
          render: (option) => (
            <>
              {text(option)}
              {option.correct && <> ({t('analytics.question.correct')})<CheckCircleFilled aria-hidden className="eh-analytics-correct" /></>}
            </>
          ),
        },
        { title: t('analytics.question.chosen'), render: (option) => option.count, numeric: true },
      ]}
      chart={(
        <Bars
          data={options.map((option) => ({
            key: option.id,
            label: kind === 'true-false' ? text(option) : option.id,
            value: option.count,
            highlight: !option.correct,
          }))}
          xLabel={t('analytics.question.option')}
          yLabel={t('analytics.question.chosen')}
          valueName={t('analytics.question.chosen')}
        />
      )}
    />
  );
}

/** A number given to a numerical question, in the user's language, with up to 12 significant figures. */
const valueText = (value: number) => formatSignificant(value);

/** A numerical question's values: a histogram of ten ranges, and the values given most often (right ones marked). */
function ValuesCharts({ values }: { values: NumericalValues }) {
  const t = useT();
  const unit = values.unit ?? t('analytics.question.valuesNoUnit');
  const range = (bar: NumericalValues['histogram'][number]) => (bar.from === bar.to ? valueText(bar.from) : `${valueText(bar.from)} – ${valueText(bar.to)}`);
  const templated = values.common.some((common) => common.correct === null);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ChartFigure
          title={t('analytics.question.valuesTitle')}
          description={t('analytics.question.valuesDescription', { unit, unreadable: t('analytics.question.unreadable', { count: values.unreadable }) })}
          rows={values.histogram}
          rowKey={(bar) => `${bar.from}`}
          columns={[
            { title: t('analytics.question.range'), render: range },
            { title: t('analytics.question.answers'), render: (bar) => bar.count, numeric: true },
          ]}
          chart={(
            <Bars
              data={values.histogram.map((bar) => ({ key: `${bar.from}`, label: range(bar), value: bar.count }))}
              xLabel={t('analytics.question.range')}
              yLabel={t('analytics.question.answers')}
              valueName={t('analytics.question.answers')}
            />
          )}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartFigure
          title={t('analytics.question.commonTitle')}
          description={t(templated ? 'analytics.question.commonDescriptionTemplated' : 'analytics.question.commonDescription', { unit })}
          rows={values.common}
          rowKey={(common) => `${common.value}`}
          columns={[
            {
              title: t('analytics.question.value'),
              render: (common) => (
                <>
                  {valueText(common.value)}
                  {common.correct && <> ({t('analytics.question.correct')})<CheckCircleFilled aria-hidden className="eh-analytics-correct" /></>}
                </>
              ),
            },
            { title: t('analytics.question.answers'), render: (common) => common.count, numeric: true },
          ]}
          chart={(
            <Bars
              data={values.common.map((common) => ({ key: `${common.value}`, label: valueText(common.value), value: common.count, highlight: common.correct === false }))}
              xLabel={t('analytics.question.value')}
              yLabel={t('analytics.question.answers')}
              valueName={t('analytics.question.answers')}
            />
          )}
        />
      </Col>
    </Row>
  );
}

function OutcomesChart({ outcomes }: { outcomes: OutcomeCount[] }) {
  const t = useT();
  return (
    <ChartFigure
      title={t('analytics.question.outcomesTitle')}
      description={t('analytics.question.outcomesDescription')}
      rows={outcomes}
      rowKey={(outcome) => outcome.outcome}
      columns={[
        { title: t('analytics.question.outcomesTitle'), render: (outcome) => t(`analytics.question.outcome.${outcome.outcome}`) },
        { title: t('analytics.question.count'), render: (outcome) => outcome.count, numeric: true },
      ]}
      chart={(
        <Bars
          data={outcomes.map((outcome) => ({ key: outcome.outcome, label: t(`analytics.question.outcome.${outcome.outcome}`), value: outcome.count }))}
          xLabel={t('analytics.question.outcomesTitle')}
          yLabel={t('analytics.question.count')}
          valueName={t('analytics.question.count')}
        />
      )}
    />
  );
}
