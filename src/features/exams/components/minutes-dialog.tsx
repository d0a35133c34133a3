import { Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n';
import '../messages';

export interface MinutesDialogProps {
  open: boolean;
  title: string;
  text: string;
  label: string;
  okText: string;
  initial: number;
  max: number;
  loading: boolean;
  onOk: (minutes: number) => void;
  onCancel: () => void;
}

/** Asks for a number of minutes before an action on an instance (unsubmit, extend). */
export function MinutesDialog({ open, title, text, label, okText, initial, max, loading, onOk, onCancel }: MinutesDialogProps) {
  const t = useT();
  const [minutes, setMinutes] = useState<number | null>(initial);
  const valid = minutes !== null && Number.isInteger(minutes) && minutes >= 1 && minutes <= max;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !valid }}
      confirmLoading={loading}
      onOk={() => valid && onOk(minutes)}
      onCancel={onCancel}
      afterClose={() => setMinutes(initial)}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={label} htmlFor="eh-instance-minutes" extra={t('exams.instance.minutesRange', { max })}>
          <InputNumber<number>
            id="eh-instance-minutes"
            min={1}
            max={max}
            precision={0}
            value={minutes}
            suffix={t('exams.minutesUnit')}
            onChange={setMinutes}
            style={{ width: 160 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
