import { Select, Tag, Typography } from 'antd';
import type { ManualGradingInstance } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatPoints } from '../../../i18n/format';
import '../messages';

export interface StudentPickerProps {
  instances: ManualGradingInstance[];
  selected: number | null;
  onSelect: (instanceId: number) => void;
}

const nameOf = (instance: ManualGradingInstance) => `${instance.lastName} ${instance.firstName}`;

/** The submitted instances by last name: a searchable choice, and the list with what each still waits for. */
export function StudentPicker({ instances, selected, onSelect }: StudentPickerProps) {
  const t = useT();
  if (instances.length === 0) return <Typography.Text type="secondary">{t('manualGrading.noInstances')}</Typography.Text>;
  const index = instances.findIndex((instance) => instance.instanceId === selected);
  return (
    <div className="eh-grading-students">
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        value={selected ?? undefined}
        style={{ width: '100%' }}
        aria-label={t('manualGrading.picker.student')}
        options={instances.map((instance) => ({ value: instance.instanceId, label: `${nameOf(instance)}${instance.altId ? ` (${instance.altId})` : ''}` }))}
        onChange={(value: number) => onSelect(value)}
      />
      <Typography.Text type="secondary">{t('manualGrading.picker.studentPosition', { n: index + 1, total: instances.length })}</Typography.Text>
      <nav aria-label={t('manualGrading.picker.students')}>
        <ul className="eh-grading-picker eh-grading-picker-students">
          {instances.map((instance) => {
            const current = instance.instanceId === selected;
            return (
              <li key={instance.instanceId}>
                <button
                  type="button"
                  className={current ? 'eh-grading-pick eh-grading-pick-current' : 'eh-grading-pick'}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(instance.instanceId)}
                >
                  <span className="eh-grading-pick-title">{nameOf(instance)}</span>
                  <span className="eh-grading-pick-meta">
                    {instance.toGrade > 0 && <Tag color="orange">{t('manualGrading.picker.toGrade', { count: instance.toGrade })}</Tag>}
                    {instance.score !== null && <span className="eh-grading-pick-count">{t('manualGrading.picker.score', { score: formatPoints(instance.score) })}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
