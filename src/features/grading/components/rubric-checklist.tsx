import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, InputNumber, Modal, Popconfirm, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  useCreateRubricItemMutation, useDeleteRubricItemMutation, useUpdateRubricItemMutation, type RubricItem,
} from '../../../api/exam-api';
import { LoadFailed, type LoadQuery } from '../../../components/load-state';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import '../messages';

const DESCRIPTION_MAX = 2000;
const signed = (points: number) => (points > 0 ? `+${formatNumber(points)}` : formatNumber(points));

interface ItemFormProps {
  initial: { points: number; description: string };
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: { points: number; description: string }) => void;
  onCancel?: () => void;
  /** In the change dialog: the buttons on a row of their own. */
  dialog?: boolean;
}

/** Points and a description: adding an item under the list, or changing one in a dialog. */
function ItemForm({ initial, submitLabel, busy, onSubmit, onCancel, dialog = false }: ItemFormProps) {
  const t = useT();
  const ids = { points: useId(), description: useId() };
  const [points, setPoints] = useState<number | null>(initial.points);
  const [description, setDescription] = useState(initial.description);
  const blank = description.trim() === '' || points === null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && points !== null) onSubmit({ points, description: description.trim() });
      }}
    >
      <Flex vertical={dialog} wrap gap={8} align={dialog ? 'stretch' : 'end'}>
        <Flex wrap gap={8} align="end" className="eh-grading-grow">
          <Flex vertical gap={4}>
            <label htmlFor={ids.points}>{t('manualGrading.rubric.points')}</label>
            <InputNumber id={ids.points} value={points} min={-100000} max={100000} onChange={(value) => setPoints(typeof value === 'number' ? value : null)} style={{ width: 110 }} />
          </Flex>
          <Flex vertical gap={4} className="eh-grading-grow">
            <label htmlFor={ids.description}>{t('manualGrading.rubric.description')}</label>
            <Input id={ids.description} value={description} maxLength={DESCRIPTION_MAX} onChange={(event) => setDescription(event.target.value)} />
          </Flex>
        </Flex>
        <Flex gap={8} justify="end">
          <Button htmlType="submit" type={dialog ? 'primary' : 'default'} disabled={blank} loading={busy}>{submitLabel}</Button>
          {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        </Flex>
      </Flex>
    </form>
  );
}

export interface RubricChecklistProps {
  examId: number;
  questionRootId: number;
  query: LoadQuery;
  items: RubricItem[];
  ticked: number[];
  onTick: (ticked: number[]) => void;
}

/**
 * The question's reusable rubric items as check boxes (points and description), with adding, changing and removing
 * them: a change of points re-scores every grade that ticks the item, here and in other exams of the question.
 */
export function RubricChecklist({ examId, questionRootId, query, items, ticked, onTick }: RubricChecklistProps) {
  const t = useT();
  const alerts = useAlerts();
  const headingId = useId();
  const [create, creating] = useCreateRubricItemMutation();
  const [update, updating] = useUpdateRubricItemMutation();
  const [remove] = useDeleteRubricItemMutation();
  const [editing, setEditing] = useState<RubricItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const rescoredNote = (rescored: number) => {
    if (rescored > 0) alerts.showFlashSuccess(t('manualGrading.rubric.rescored', { count: rescored }));
  };

  return (
    <div role="group" aria-labelledby={headingId} className="eh-grading-rubric">
      <Typography.Text strong id={headingId}>{t('manualGrading.rubric.title')}</Typography.Text>
      {query.isError ? (
        <LoadFailed compact what={t('manualGrading.rubric.what')} error={query.error} onRetry={query.refetch} />
      ) : (
        <ul className="eh-grading-rubric-list">
          {items.length === 0 && !query.isLoading && <li><Typography.Text type="secondary">{t('manualGrading.rubric.empty')}</Typography.Text></li>}
          {items.map((item) => (
            <li key={item.id}>
              <Checkbox
                checked={ticked.includes(item.id)}
                onChange={(event) => onTick(event.target.checked ? [...ticked, item.id] : ticked.filter((id) => id !== item.id))}
              >
                <span className={item.points < 0 ? 'eh-grading-points eh-grading-points-minus' : 'eh-grading-points'}>{signed(item.points)}</span>{' '}
                {item.description}
              </Checkbox>
              <span className="eh-grading-rubric-actions">
                <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('manualGrading.rubric.editOf', { description: item.description })} onClick={() => setEditing(item)} />
                <Popconfirm
                  title={t('manualGrading.rubric.deleteTitle')}
                  description={t('manualGrading.rubric.deleteText', { count: item.usedBy })}
                  okText={t('manualGrading.rubric.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={async () => {
                    const result = await remove({ examId, rubricItemId: item.id });
                    if (result.data) {
                      onTick(ticked.filter((id) => id !== item.id));
                      rescoredNote(result.data.data.rescored);
                    }
                  }}
                >
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('manualGrading.rubric.deleteOf', { description: item.description })} />
                </Popconfirm>
              </span>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <ItemForm
          key={formKey}
          initial={{ points: 1, description: '' }}
          submitLabel={t('manualGrading.rubric.add')}
          busy={creating.isLoading}
          onCancel={() => setAdding(false)}
          onSubmit={async (values) => {
            const result = await create({ examId, rubricItemCreate: { questionRootId, ...values } });
            // A new item is ticked at once: it is usually written for the answer on screen.
            if (result.data) {
              onTick([...ticked, result.data.data.id]);
              setFormKey((key) => key + 1);
            }
          }}
        />
      ) : (
        <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('manualGrading.rubric.addItem')}</Button>
      )}
      <Modal
        open={editing !== null}
        title={t('manualGrading.rubric.editTitle')}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <Flex vertical gap={12}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('manualGrading.rubric.editHelp', { count: editing.usedBy })}</Typography.Paragraph>
            <ItemForm
              dialog
              initial={{ points: editing.points, description: editing.description }}
              submitLabel={t('manualGrading.rubric.saveItem')}
              busy={updating.isLoading}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                const result = await update({ examId, rubricItemId: editing.id, rubricItemUpdate: values });
                if (result.data) {
                  setEditing(null);
                  rescoredNote(result.data.data.rescored);
                }
              }}
            />
          </Flex>
        )}
      </Modal>
    </div>
  );
}
