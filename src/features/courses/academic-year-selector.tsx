import { useState } from 'react';
import { Select, Tag } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import {
  selectAcademicYears, selectCurrentAcademicYearTitle, selectAllAcademicYears, useContextLists, YEAR_PICKER_DIALOG_THRESHOLD,
} from '../../core/course-context';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { useT } from '../../i18n';
import { selectCurrAcademicYearId, settingsActions } from '../../core/settings/settings-slice';
import { PickerDialog } from './picker-dialog';

interface AcademicYearSelectorProps {
  block?: boolean;
}

/** Opens the filterable dialog of every year from the dropdown (a value no year has). */
const OLDER_YEARS = -1;

/**
 * The current academic year: a dropdown of the first maxAcademicYears (10) and, when the server lists more, an
 * "Older years…" entry that opens a filterable dialog of all of them (as the course selector does above 150).
 */
export function AcademicYearSelector({ block = false }: AcademicYearSelectorProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { loading } = useContextLists();
  const years = useAppSelector(selectAcademicYears);
  const everyYear = useAppSelector(selectAllAcademicYears);
  const currentId = useAppSelector(selectCurrAcademicYearId);
  const title = useAppSelector(selectCurrentAcademicYearTitle);
  const [dialogOpen, setDialogOpen] = useState(false);
  const width = block ? '100%' : 150;

  const choose = (id: number) => {
    if (id === OLDER_YEARS) {
      setDialogOpen(true);
      return;
    }
    setDialogOpen(false);
    if (id !== currentId) dispatch(settingsActions.currentAcademicYearSet(id));
  };
  const hasOlder = everyYear.length > YEAR_PICKER_DIALOG_THRESHOLD;
  // A year chosen from the dialog is shown even though it is not among the first ten.
  const shown = years.some((year) => year.id === currentId) ? years : [...years, ...everyYear.filter((year) => year.id === currentId)];

  const select = (
    <Select
      aria-label={t('context.academicYear')}
      value={currentId}
      onChange={choose}
      loading={loading}
      style={{ width }}
      popupMatchSelectWidth={200}
      // At most YEAR_PICKER_DIALOG_THRESHOLD options: nothing to virtualise.
      virtual={false}
      prefix={<CalendarOutlined />}
      labelRender={() => title}
      options={[
        ...shown.map((year) => ({
          value: year.id,
          label: (
            <span>
              {year.title}
              {year.isCurrent && <Tag color="processing" style={{ marginInlineStart: 8 }}>{t('context.current')}</Tag>}
            </span>
          ),
        })),
        ...(hasOlder ? [{ value: OLDER_YEARS, label: <span>{t('context.olderYears', { count: everyYear.length })}</span> }] : []),
      ]}
    />
  );
  if (!hasOlder) return select;
  return (
    <>
      {select}
      <PickerDialog
        open={dialogOpen}
        title={t('context.chooseAcademicYear')}
        items={everyYear.map((year) => ({ id: year.id, label: year.title, description: year.isCurrent ? t('context.current') : undefined }))}
        selectedId={currentId}
        filterPlaceholder={t('context.filterYears')}
        emptyText={t('context.noYears')}
        onPick={choose}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
