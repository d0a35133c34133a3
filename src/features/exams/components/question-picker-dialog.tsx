import { Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useListQuestionsQuery, type QuestionSummary } from '../../../api/exam-api';
import { DataTable, DEFAULT_PAGE_SIZE, toQueryArgs, type DataTableColumn, type TableParams } from '../../../components/data-table';
import { useT } from '../../../i18n';
import { useQuestionBankKit } from '../question-bank-kit';
import '../messages';

type SortKey = 'updatedAt' | 'title' | 'kind' | 'id';

export interface QuestionPickerDialogProps {
  open: boolean;
  courseId: number;
  /** Questions the part lists already: shown ticked and fixed. */
  chosenIds: readonly number[];
  onClose: () => void;
  onAdd: (questions: QuestionSummary[]) => void;
}

/** The course's question bank as a searchable table (by words and node), for choosing a fixed part's questions. */
export function QuestionPickerDialog({ open, courseId, chosenIds, onClose, onAdd }: QuestionPickerDialogProps) {
  const t = useT();
  const { KindTag, NodePicker } = useQuestionBankKit();
  const [params, setParams] = useState<TableParams<SortKey>>({
    page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'updatedAt', sortOrder: 'desc', query: '',
  });
  const [nodeId, setNodeId] = useState<number | null>(null);
  const [picked, setPicked] = useState<Map<number, QuestionSummary>>(() => new Map());
  const listQuery = useListQuestionsQuery(
    { courseId, ...toQueryArgs(params), ...(nodeId !== null ? { nodeId } : {}) },
    { skip: !open || courseId === 0 },
  );

  const close = () => {
    setPicked(new Map());
    onClose();
  };

  const columns: DataTableColumn<QuestionSummary>[] = [
    { key: 'id', title: t('exams.picker.id'), dataIndex: 'id', sortKey: 'id', align: 'right' },
    {
      key: 'title', title: t('exams.picker.question'), sortKey: 'title', hideable: false,
      render: (_, question) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{question.title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis className="eh-exam-picker-preview">{question.textPreview}</Typography.Text>
        </Space>
      ),
    },
    { key: 'kind', title: t('exams.picker.kind'), sortKey: 'kind', render: (_, question) => <KindTag kind={question.kind} /> },
    {
      key: 'nodes', title: t('exams.picker.nodes'),
      render: (_, question) => <Space size={[0, 4]} wrap>{question.nodes.map((node) => <Tag key={node.id}>{node.name}</Tag>)}</Space>,
    },
    {
      key: 'version', title: t('exams.picker.version'), align: 'right',
      render: (_, question) => t('exams.versionShort', { version: question.version }),
    },
  ];

  const count = picked.size;
  return (
    <Modal
      open={open}
      title={t('exams.picker.title')}
      width={960}
      okText={count > 0 ? t('exams.picker.add', { count }) : t('exams.picker.addNone')}
      okButtonProps={{ disabled: count === 0 }}
      cancelText={t('common.cancel')}
      onOk={() => {
        onAdd([...picked.values()]);
        setPicked(new Map());
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('exams.picker.help')}</Typography.Paragraph>
      <DataTable<QuestionSummary, SortKey>
        tableKey="exam-question-picker"
        columns={columns}
        rowKey="id"
        data={listQuery.data?.data}
        loading={listQuery.isFetching}
        query={listQuery}
        what={t('exams.picker.what')}
        params={params}
        onParamsChange={setParams}
        searchLabel={t('exams.picker.search')}
        ariaLabel={t('exams.picker.title')}
        emptyText={t('exams.picker.empty')}
        toolbar={(
          <NodePicker
            courseId={courseId}
            value={nodeId}
            ariaLabel={t('exams.picker.node')}
            onChange={(next) => {
              setNodeId(next);
              setParams((current) => ({ ...current, page: 1 }));
            }}
          />
        )}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...chosenIds, ...picked.keys()],
          getCheckboxProps: (question) => ({
            disabled: chosenIds.includes(question.id),
            'aria-label': t('exams.picker.choose', { title: question.title }),
          }),
          onSelect: (question, selected) => setPicked((current) => {
            const next = new Map(current);
            if (selected) next.set(question.id, question);
            else next.delete(question.id);
            return next;
          }),
          onSelectMultiple: undefined,
          onSelectAll: (selected, _rows, changed) => setPicked((current) => {
            const next = new Map(current);
            for (const question of changed) {
              if (chosenIds.includes(question.id)) continue;
              if (selected) next.set(question.id, question);
              else next.delete(question.id);
            }
            return next;
          }),
        }}
      />
    </Modal>
  );
}
