import { ClearOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Input, InputNumber, Select } from 'antd';
import { useId } from 'react';
import { useT } from '../../../i18n';
import { isFiltered, NO_FILTER, type GradingFilter } from '../grading-filter';
import '../messages';

export interface FilterBarProps {
  filter: GradingFilter;
  onChange: (filter: GradingFilter) => void;
  classGroups: string[];
}

/** Which answers to go through: ungraded only, a score range, a class group, a range of last names. */
export function FilterBar({ filter, onChange, classGroups }: FilterBarProps) {
  const t = useT();
  const ids = { min: useId(), max: useId(), group: useId(), from: useId(), to: useId() };
  const set = (patch: Partial<GradingFilter>) => onChange({ ...filter, ...patch });
  return (
    <Card size="small" className="eh-grading-filters">
      <Flex wrap gap={12} align="end" role="group" aria-label={t('manualGrading.filter.label')}>
        <Checkbox checked={filter.ungraded} onChange={(event) => set({ ungraded: event.target.checked })}>
          {t('manualGrading.filter.ungraded')}
        </Checkbox>
        <Flex vertical gap={2}>
          <label htmlFor={ids.min}>{t('manualGrading.filter.minScore')}</label>
          <InputNumber id={ids.min} value={filter.minScore} min={-100000} max={100000} style={{ width: 96 }} onChange={(value) => set({ minScore: typeof value === 'number' ? value : null })} />
        </Flex>
        <Flex vertical gap={2}>
          <label htmlFor={ids.max}>{t('manualGrading.filter.maxScore')}</label>
          <InputNumber id={ids.max} value={filter.maxScore} min={-100000} max={100000} style={{ width: 96 }} onChange={(value) => set({ maxScore: typeof value === 'number' ? value : null })} />
        </Flex>
        {classGroups.length > 0 && (
          <Flex vertical gap={2}>
            <label htmlFor={ids.group}>{t('manualGrading.filter.classGroup')}</label>
            <Select
              id={ids.group}
              allowClear
              value={filter.classGroup ?? undefined}
              placeholder={t('manualGrading.filter.anyGroup')}
              style={{ minWidth: 140 }}
              options={classGroups.map((group) => ({ value: group, label: group }))}
              onChange={(value: string | undefined) => set({ classGroup: value ?? null })}
            />
          </Flex>
        )}
        <Flex vertical gap={2}>
          <label htmlFor={ids.from}>{t('manualGrading.filter.lastNameFrom')}</label>
          <Input id={ids.from} value={filter.lastNameFrom} maxLength={50} style={{ width: 110 }} onChange={(event) => set({ lastNameFrom: event.target.value })} />
        </Flex>
        <Flex vertical gap={2}>
          <label htmlFor={ids.to}>{t('manualGrading.filter.lastNameTo')}</label>
          <Input id={ids.to} value={filter.lastNameTo} maxLength={50} style={{ width: 110 }} onChange={(event) => set({ lastNameTo: event.target.value })} />
        </Flex>
        <Button icon={<ClearOutlined />} disabled={!isFiltered(filter)} onClick={() => onChange(NO_FILTER)}>{t('manualGrading.filter.clear')}</Button>
      </Flex>
    </Card>
  );
}
