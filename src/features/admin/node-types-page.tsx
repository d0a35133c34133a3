import { EditOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Form, Input, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  useCreateNodeTypeMutation, useDeleteNodeTypeMutation, useListNodeTypesQuery, useUpdateNodeTypeMutation, type NodeType,
} from '../../api/exam-api';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { ColorTag } from '../../components/color-tag';
import { can } from '../../lib/access';
import { selectRoleName } from '../../core/auth/auth-slice';
import { t } from '../../i18n';
import { showFlashSuccess } from '../../core/alerts/alert-actions';
import { AdminPage } from './components/admin-page';
import { DeleteButton } from './components/delete-button';
import { EditDrawer } from './components/edit-drawer';
import { ListCard } from './components/list-card';
import './messages';

type NodeTypeForm = { name: string; color: string | { toHexString: () => string } };

const PRESETS = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#fa541c', '#eb2f96', '#722ed1', '#8c8c8c'];

function toHex(color: NodeTypeForm['color']): string {
  return typeof color === 'string' ? color : color.toHexString();
}

/** /admin/node-types: the kinds of course structure nodes (course, module, unit, topic …) and their colours. */
export default function NodeTypesPage() {
  const dispatch = useAppDispatch();
  const query = useListNodeTypesQuery();
  const { data } = query;
  // Teachers may read the list (the server lets them); only administrators change it.
  const canManage = can(useAppSelector(selectRoleName), 'manageNodeTypes');
  const [createType, creating] = useCreateNodeTypeMutation();
  const [updateType, updating] = useUpdateNodeTypeMutation();
  const [deleteType] = useDeleteNodeTypeMutation();
  const [editing, setEditing] = useState<NodeType | 'new' | null>(null);
  const types = data?.data ?? [];

  const save = async (values: NodeTypeForm) => {
    const nodeTypeInput = { name: values.name.trim(), color: toHex(values.color) };
    if (editing === 'new') await createType({ nodeTypeInput }).unwrap();
    else if (editing) await updateType({ nodeTypeId: editing.id, nodeTypeInput }).unwrap();
    dispatch(showFlashSuccess(t('admin.nodeTypes.saved', { name: nodeTypeInput.name })));
  };

  const remove = async (type: NodeType) => {
    await deleteType({ nodeTypeId: type.id }).unwrap();
    dispatch(showFlashSuccess(t('admin.nodeTypes.deleted', { name: type.name })));
  };

  const actionsColumn: ColumnsType<NodeType>[number] = {
      key: 'actions', title: <span className="sr-only">{t('admin.common.actions')}</span>, align: 'right', fixed: 'right',
      render: (_, type) => (
        <Space size={0}>
          <Tooltip title={t('admin.common.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('admin.nodeTypes.editLabel', { name: type.name })} onClick={() => setEditing(type)} />
          </Tooltip>
          <DeleteButton
            label={t('admin.nodeTypes.deleteLabel', { name: type.name })}
            inUseReason={type.nodeCount > 0 ? t('admin.nodeTypes.inUse', { count: type.nodeCount }) : null}
            confirmTitle={t('admin.nodeTypes.deleteConfirm', { name: type.name })}
            onConfirm={() => remove(type).catch(() => undefined)}
          />
        </Space>
      ),
    };

  const columns: ColumnsType<NodeType> = [
    {
      key: 'name', title: t('admin.nodeTypes.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string, type) => <ColorTag color={type.color} style={{ fontWeight: 600 }}>{name}</ColorTag>,
    },
    {
      key: 'color', title: t('admin.nodeTypes.color'), dataIndex: 'color',
      render: (color: string) => (
        <Space>
          <span className="eh-admin-swatch" style={{ background: color }} aria-hidden />
          <Typography.Text code>{color}</Typography.Text>
        </Space>
      ),
    },
    { key: 'nodes', title: t('admin.nodeTypes.nodes'), dataIndex: 'nodeCount', align: 'right', sorter: (a, b) => a.nodeCount - b.nodeCount },
    ...(canManage ? [actionsColumn] : []),
  ];

  const initial: Partial<NodeTypeForm> = editing && editing !== 'new'
    ? { name: editing.name, color: editing.color }
    : { name: '', color: PRESETS[types.length % PRESETS.length] };

  return (
    <AdminPage title={t('pages.adminNodeTypes')} help={canManage ? t('admin.nodeTypes.help') : `${t('admin.nodeTypes.help')} ${t('admin.common.readOnly')}`}>
      <ListCard<NodeType>
        title={t('admin.nodeTypes.cardTitle')}
        newLabel={t('admin.nodeTypes.new')}
        onNew={canManage ? () => setEditing('new') : undefined}
        emptyText={t('admin.nodeTypes.empty')}
        columns={columns}
        rows={types}
        query={query}
        what={t('admin.nodeTypes.what')}
      />
      <EditDrawer<NodeTypeForm>
        open={editing !== null}
        title={editing === 'new' ? t('admin.nodeTypes.new') : t('admin.nodeTypes.edit', { name: editing?.name ?? '' })}
        formKey="admin-node-type"
        initialValues={initial}
        saving={creating.isLoading || updating.isLoading}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="name"
          label={t('admin.nodeTypes.name')}
          rules={[{ required: true, whitespace: true, message: t('admin.validation.required') }, { max: 100, message: t('admin.validation.max', { max: 100 }) }]}
        >
          <Input autoFocus placeholder={t('admin.nodeTypes.namePlaceholder')} style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="color" label={t('admin.nodeTypes.color')} rules={[{ required: true, message: t('admin.validation.required') }]}>
          <ColorPicker
            showText
            disabledAlpha
            format="hex"
            presets={[{ label: t('admin.nodeTypes.presets'), colors: PRESETS }]}
            aria-label={t('admin.nodeTypes.color')}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) => {
            const name = (getFieldValue('name') as string | undefined)?.trim() || t('admin.nodeTypes.namePlaceholder');
            const color = getFieldValue('color') as NodeTypeForm['color'] | undefined;
            return (
              <div>
                <Typography.Text type="secondary">{`${t('admin.nodeTypes.preview')}: `}</Typography.Text>
                <ColorTag color={color ? toHex(color) : undefined} style={{ fontWeight: 600 }}>{name}</ColorTag>
              </div>
            );
          }}
        </Form.Item>
      </EditDrawer>
    </AdminPage>
  );
}
