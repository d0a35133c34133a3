import { Card, Collapse, Table } from 'antd';
import { useState } from 'react';
import { useGetGraderStatisticsQuery, type GraderStatistic } from '../../../api/exam-api';
import { tableEmptyText } from '../../../components/load-state';
import { useT } from '../../../i18n';
import { formatNumber, formatPoints } from '../../../i18n/format';
import '../messages';

/** Graders compared per question: how many grades each gave, their mean score and its spread, lowest and highest. */
export function GraderStatisticsPanel({ examId, questionRootId }: { examId: number; questionRootId: number | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const query = useGetGraderStatisticsQuery({ examId }, { skip: !open });
  const rows = (query.data?.data ?? []).filter((row) => questionRootId === null || row.questionRootId === questionRootId);
  const number = formatPoints;
  return (
    <Card size="small" className="eh-grading-stats">
      <Collapse
        ghost
        activeKey={open ? ['stats'] : []}
        onChange={(keys) => setOpen(keys.length > 0)}
        items={[{
          key: 'stats',
          label: questionRootId === null ? t('manualGrading.stats.titleAll') : t('manualGrading.stats.title'),
          children: (
            <Table<GraderStatistic>
              size="small"
              rowKey={(row) => `${row.questionRootId}:${row.graderId ?? 0}`}
              pagination={false}
              loading={query.isFetching}
              dataSource={rows}
              locale={{ emptyText: tableEmptyText(query, t('manualGrading.stats.what'), t('manualGrading.stats.empty')) }}
              columns={[
                ...(questionRootId === null ? [{ key: 'question', title: t('manualGrading.stats.question'), render: (_: unknown, row: GraderStatistic) => row.title }] : []),
                { key: 'grader', title: t('manualGrading.stats.grader'), render: (_, row) => row.graderName ?? t('manualGrading.stats.unknownGrader') },
                { key: 'count', title: t('manualGrading.stats.count'), align: 'right', render: (_, row) => formatNumber(row.count) },
                { key: 'mean', title: t('manualGrading.stats.mean'), align: 'right', render: (_, row) => number(row.mean) },
                { key: 'sd', title: t('manualGrading.stats.stdDev'), align: 'right', render: (_, row) => number(row.stdDev) },
                { key: 'range', title: t('manualGrading.stats.range'), align: 'right', render: (_, row) => `${number(row.min)} – ${number(row.max)}` },
              ]}
            />
          ),
        }]}
      />
    </Card>
  );
}
