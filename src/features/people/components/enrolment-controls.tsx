import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import {
  useDeleteEnrolmentMutation, useLazyListStudentsQuery, useUpdateEnrolmentMutation, type Enrolment, type Student,
} from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { DebouncedSelect, type DebouncedSelectOption } from '../../../lib/debounced-select';
import { useAlerts } from '../../../core/alerts/alert-actions';
import '../messages';

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

/** The class group of an enrolment, changed in place (Enter or ✓ saves, Escape or ✕ cancels). */
export function ClassGroupEditor({ enrolment }: { enrolment: Enrolment }) {
  const t = useT();
  const alerts = useAlerts();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(enrolment.classGroup ?? '');
  const [updateEnrolment, { isLoading }] = useUpdateEnrolmentMutation();
  const name = fullName(enrolment);

  const save = async () => {
    const classGroup = value.trim() === '' ? null : value.trim();
    if (classGroup === enrolment.classGroup) {
      setEditing(false);
      return;
    }
    const result = await updateEnrolment({ enrolmentId: enrolment.id, enrolmentUpdate: { classGroup } });
    if (!result.error) {
      alerts.showFlashSuccess(t('people.classGroupSaved'));
      setEditing(false);
    }
  };

  if (!editing) {
    return (
      <Space size={4}>
        {enrolment.classGroup ? <Tag>{enrolment.classGroup}</Tag> : <Typography.Text type="secondary">{t('people.noClassGroup')}</Typography.Text>}
        <Tooltip title={t('people.editClassGroup', { name })}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('people.editClassGroup', { name })}
            onClick={() => {
              setValue(enrolment.classGroup ?? '');
              setEditing(true);
            }}
          />
        </Tooltip>
      </Space>
    );
  }
  return (
    <Space.Compact size="small">
      <Input
        autoFocus
        size="small"
        value={value}
        maxLength={50}
        placeholder={t('people.classGroupPlaceholder')}
        aria-label={t('people.classGroupLabel', { name })}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
        style={{ width: 110 }}
      />
      <Button size="small" type="primary" icon={<CheckOutlined />} loading={isLoading} aria-label={t('common.save')} onClick={() => void save()} />
      <Button size="small" icon={<CloseOutlined />} aria-label={t('common.cancel')} onClick={() => setEditing(false)} />
    </Space.Compact>
  );
}

/** Unenrol, after a confirmation naming the student, course and year. */
export function UnenrolButton({ enrolment }: { enrolment: Enrolment }) {
  const t = useT();
  const alerts = useAlerts();
  const [deleteEnrolment, { isLoading }] = useDeleteEnrolmentMutation();
  const name = fullName(enrolment);
  return (
    <Popconfirm
      title={t('people.unenrolConfirm', { name, course: enrolment.courseAcronym, year: enrolment.academicYear })}
      description={t('people.unenrolHelp')}
      okText={t('people.unenrol')}
      okButtonProps={{ danger: true, loading: isLoading }}
      onConfirm={async () => {
        const result = await deleteEnrolment({ enrolmentId: enrolment.id });
        if (!result.error) alerts.showFlashSuccess(t('people.unenrolDone', { name }));
      }}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('people.unenrol')} ${name}`}>
        {t('people.unenrol')}
      </Button>
    </Popconfirm>
  );
}

export interface StudentOption extends DebouncedSelectOption {
  value: number;
  student: Student;
}

export function studentOption(student: Student): StudentOption {
  const label = `${student.lastName}, ${student.firstName}${student.altId ? ` (${student.altId})` : ''}`;
  return { value: student.id, label, student };
}

interface StudentSelectProps {
  value: number | undefined;
  onChange: (student: Student | undefined) => void;
  /** The chosen student's option when it did not come from a search (e.g. from the URL). */
  initial?: Student;
  placeholder?: string;
  id?: string;
  ariaLabel?: string;
}

/** A student picked by a debounced (500 ms) search of the register. */
export function StudentSelect({ value, onChange, initial, placeholder, id, ariaLabel }: StudentSelectProps) {
  const t = useT();
  const [search] = useLazyListStudentsQuery();
  const fetchOptions = async (query: string) => {
    const answer = await search({ query: query.trim() || undefined, pageSize: 20 }, true).unwrap();
    return answer.data.items.map(studentOption);
  };
  return (
    <DebouncedSelect<StudentOption>
      key={initial?.id ?? 'none'}
      id={id}
      aria-label={ariaLabel}
      value={value}
      allowClear
      placeholder={placeholder ?? t('people.studentSearch')}
      initialOptions={initial ? [studentOption(initial)] : undefined}
      fetchOptions={fetchOptions}
      onChange={(_value, option) => onChange(option && !Array.isArray(option) ? option.student : undefined)}
      onClear={() => onChange(undefined)}
      style={{ width: '100%' }}
    />
  );
}
