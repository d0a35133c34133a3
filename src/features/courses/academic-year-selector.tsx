import { useState } from 'react';
import { Button, Select, Tag, Tooltip } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { selectAcademicYears, selectCurrentAcademicYearTitle, YEAR_PICKER_DIALOG_THRESHOLD } from '../../app/course-context';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n';
import { selectCurrAcademicYearId, settingsActions } from '../settings/settings-slice';
import { PickerDialog } from './picker-dialog';

interface AcademicYearSelectorProps {
  block?: boolean;
}

/** The current academic year among the first maxAcademicYears; a dialog when more are exposed. */
export function AcademicYearSelector({ block = false }: AcademicYearSelectorProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const years = useAppSelector(selectAcademicYears);
  const currentId = useAppSelector(selectCurrAcademicYearId);
  const title = useAppSelector(selectCurrentAcademicYearTitle);
  const [dialogOpen, setDialogOpen] = useState(false);
  const width = block ? '100%' : 150;

  const choose = (id: number) => {
    setDialogOpen(false);
    if (id !== currentId) dispatch(settingsActions.currentAcademicYearSet(id));
  };

  if (years.length > YEAR_PICKER_DIALOG_THRESHOLD) {
    return (
      <>
        <Tooltip title={t('context.chooseAcademicYear')}>
          <Button
            icon={<CalendarOutlined />}
            aria-label={`${t('context.academicYear')}: ${title}`}
            onClick={() => setDialogOpen(true)}
            style={{ width, justifyContent: 'flex-start' }}
          >
            {title}
          </Button>
        </Tooltip>
        <PickerDialog
          open={dialogOpen}
          title={t('context.chooseAcademicYear')}
          items={years.map((year) => ({ id: year.id, label: year.title, description: year.isCurrent ? t('context.current') : undefined }))}
          selectedId={currentId}
          filterPlaceholder={t('context.filterYears')}
          emptyText={t('context.noYears')}
          onPick={choose}
          onClose={() => setDialogOpen(false)}
        />
      </>
    );
  }

  return (
    <Select
      aria-label={t('context.academicYear')}
      value={currentId}
      onChange={choose}
      style={{ width }}
      popupMatchSelectWidth={200}
      // At most YEAR_PICKER_DIALOG_THRESHOLD options: nothing to virtualise.
      virtual={false}
      prefix={<CalendarOutlined />}
      labelRender={() => title}
      options={years.map((year) => ({
        value: year.id,
        label: (
          <span>
            {year.title}
            {year.isCurrent && <Tag color="processing" style={{ marginInlineStart: 8 }}>{t('context.current')}</Tag>}
          </span>
        ),
      }))}
    />
  );
}
