import { useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Modal, Typography, theme } from 'antd';
import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';

export interface PickerItem {
  id: number;
  label: string;
  description?: ReactNode;
  /** Extra text the filter looks at besides the label. */
  searchText?: string;
}

interface PickerDialogProps {
  open: boolean;
  title: string;
  items: PickerItem[];
  selectedId: number;
  filterPlaceholder: string;
  emptyText: string;
  onPick: (id: number) => void;
  onClose: () => void;
}

// Long lists would make the dialog sluggish to open; the filter narrows them down.
const MAX_SHOWN = 300;

function matchesAllWords(item: PickerItem, words: string[]) {
  const text = `${item.label} ${item.searchText ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** A filterable list in a dialog: the header's pickers use it when a plain dropdown would be too long. */
export function PickerDialog({ open, title, items, selectedId, filterPlaceholder, emptyText, onPick, onClose }: PickerDialogProps) {
  const t = useT();
  const { token } = theme.useToken();
  const [filter, setFilter] = useState('');
  const words = useMemo(() => filter.toLowerCase().split(/\s+/).filter(Boolean), [filter]);
  const matching = useMemo(() => items.filter((item) => matchesAllWords(item, words)), [items, words]);
  const shown = matching.slice(0, MAX_SHOWN);

  const pick = (id: number) => {
    onPick(id);
    setFilter('');
  };

  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden width={560}>
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder={filterPlaceholder}
        aria-label={filterPlaceholder}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onPressEnter={() => shown[0] && pick(shown[0].id)}
      />
      <Typography.Text type="secondary" style={{ display: 'block', margin: `${token.marginXS}px 0` }}>
        {t('context.shownCount', { shown: shown.length, total: items.length })}
      </Typography.Text>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div role="listbox" aria-label={title} style={{ maxHeight: 420, overflowY: 'auto', display: 'grid', gap: 2 }}>
          {shown.map((item) => {
            const selected = item.id === selectedId;
            return (
              <Button
                key={item.id}
                role="option"
                aria-selected={selected}
                type={selected ? 'primary' : 'text'}
                ghost={selected}
                block
                onClick={() => pick(item.id)}
                style={{ height: 'auto', justifyContent: 'space-between', textAlign: 'left', padding: `${token.paddingXS}px ${token.padding}px` }}
              >
                <span style={{ display: 'grid', minWidth: 0 }}>
                  <span style={{ fontWeight: 600 }}>{item.label}</span>
                  {item.description && (
                    <Typography.Text type="secondary" ellipsis style={{ fontSize: token.fontSizeSM }}>
                      {item.description}
                    </Typography.Text>
                  )}
                </span>
                {selected && <CheckOutlined />}
              </Button>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
