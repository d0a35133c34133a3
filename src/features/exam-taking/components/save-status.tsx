import { CheckCircleOutlined, ClockCircleOutlined, LoadingOutlined, MinusCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { SaveState } from '../save-queue';

const LOOK: Record<SaveState, { color: string; icon: ReactNode }> = {
  empty: { color: 'default', icon: <MinusCircleOutlined /> },
  saved: { color: 'success', icon: <CheckCircleOutlined /> },
  saving: { color: 'processing', icon: <LoadingOutlined /> },
  waiting: { color: 'warning', icon: <ClockCircleOutlined /> },
  late: { color: 'error', icon: <StopOutlined /> },
  refused: { color: 'error', icon: <StopOutlined /> },
};

/**
 * One answer's state as the server has confirmed it: "Saved" only once the server acknowledged this answer's
 * sequence. Announced politely, so a screen reader hears "Saved" after typing stops.
 */
export function SaveStatus({ state }: { state: SaveState }) {
  const t = useT();
  const { color, icon } = LOOK[state];
  return (
    <span role="status" aria-live="polite" aria-atomic="true" data-state={state}>
      <Tag color={color} icon={icon} style={{ marginInlineEnd: 0 }}>
        {t(`examPage.save.${state}`)}
      </Tag>
    </span>
  );
}
