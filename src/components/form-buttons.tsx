import { PicCenterOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { FormButtonsPosition } from '../api/generated/exam-api';
import { t } from '../i18n';
import { atLeast, useBreakpoint } from '../theme/breakpoints';
import { DEFAULT_FORM_BUTTONS_POSITION, useUiPreferences } from './ui-preferences';
import './form-buttons.css';

export interface FormButtonsProps {
  /** Names the form in the user's settings (dictFormButtonsPosition), e.g. 'exam-edit'. */
  formKey: string;
  /** Without onSave the Save button submits the surrounding <form>. */
  onSave?: () => void;
  onCancel?: () => void;
  saveLabel?: string;
  cancelLabel?: string;
  saving?: boolean;
  saveDisabled?: boolean;
  /** More buttons, shown before Cancel. */
  extra?: ReactNode;
}

/** The position of a form's buttons: the user's choice for this form, else 'right' (docs/requirements.md#session-and-alerts, #rules-and-fallbacks). */
export function useFormButtonsPosition(formKey: string): FormButtonsPosition {
  return useUiPreferences().formButtonsPositions[formKey] ?? DEFAULT_FORM_BUTTONS_POSITION;
}

/** Save and Cancel for any form, with a small control that moves them: right → top-right → bottom-right → right. */
export function FormButtons({
  formKey, onSave, onCancel, saveLabel, cancelLabel, saving = false, saveDisabled = false, extra,
}: FormButtonsProps) {
  const { cycleFormButtonsPosition } = useUiPreferences();
  const position = useFormButtonsPosition(formKey);
  const moveLabel = `${t('formButtons.moveButtons')} (${t(`formButtons.positions.${position}`)})`;
  // A disabled (read-only) form leaves its buttons to their own props: Cancel and the mover always work.
  return (
    <ConfigProvider componentDisabled={false}>
      <Space className="eh-form-buttons" data-position={position} wrap>
        {extra}
        {onCancel && <Button onClick={onCancel}>{cancelLabel ?? t('common.cancel')}</Button>}
        <Button
          type="primary"
          htmlType={onSave ? 'button' : 'submit'}
          onClick={onSave}
          loading={saving}
          disabled={saveDisabled}
        >
          {saveLabel ?? t('common.save')}
        </Button>
        <Tooltip title={moveLabel}>
          <Button
            type="text"
            size="small"
            aria-label={moveLabel}
            icon={<PicCenterOutlined />}
            onClick={() => cycleFormButtonsPosition(formKey)}
          />
        </Tooltip>
      </Space>
    </ConfigProvider>
  );
}

export interface FormLayoutProps extends FormButtonsProps {
  children: ReactNode;
}

/**
 * A form body with its FormButtons where the user put them: in a column beside the body ('right'; below it on
 * narrow screens), above it ('top-right') or below it ('bottom-right'), always right-aligned.
 */
export function FormLayout({ children, ...buttons }: FormLayoutProps) {
  const position = useFormButtonsPosition(buttons.formKey);
  const wide = atLeast(useBreakpoint(), 'md');
  const bar = (
    <div className="eh-form-layout-buttons">
      <FormButtons {...buttons} />
    </div>
  );
  const layout = position === 'right' && !wide ? 'bottom-right' : position;
  return (
    <div className={`eh-form-layout is-${layout}`} data-position={layout}>
      {layout === 'top-right' && bar}
      <div className="eh-form-layout-body">{children}</div>
      {layout !== 'top-right' && bar}
    </div>
  );
}
