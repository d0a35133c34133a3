import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { t } from '../../../i18n';
import '../messages';

export interface DeleteButtonProps {
  /** The accessible name, e.g. 'Delete course Databases'. */
  label: string;
  /** Why it cannot be deleted; the button is then disabled and the reason is its tooltip. */
  inUseReason?: string | null;
  confirmTitle: string;
  onConfirm: () => Promise<unknown> | void;
  loading?: boolean;
}

/** Delete with a confirmation, or disabled with the reason when the item is in use. */
export function DeleteButton({ label, inUseReason, confirmTitle, onConfirm, loading = false }: DeleteButtonProps) {
  if (inUseReason) {
    return (
      <Tooltip title={inUseReason}>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip and the focus. */}
        <span tabIndex={0} aria-label={`${label}: ${inUseReason}`} style={{ display: 'inline-block' }}>
          <Button type="text" danger icon={<DeleteOutlined />} disabled aria-label={label} style={{ pointerEvents: 'none' }} />
        </span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={confirmTitle}
      description={t('admin.common.cannotUndo')}
      okText={t('admin.common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={() => onConfirm()}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={label} loading={loading} />
    </Popconfirm>
  );
}
