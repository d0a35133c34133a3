import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  useCreateNodeMutation, useListNodeTypesQuery, useUpdateNodeMutation, type Node as CourseNode,
} from '../../../api/exam-api';
import { ColorTag } from '../../../components/color-tag';
import { FormLayout } from '../../../components/form-buttons';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/server-errors';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useAlerts } from '../../../core/alerts/alert-actions';
import '../messages';

export type NodeFormMode =
  | { kind: 'root' }
  | { kind: 'child'; parent: CourseNode }
  | { kind: 'edit'; node: CourseNode };

interface NodeFormValues {
  name: string;
  description?: string;
  nodeTypeId: number;
}

const FIELDS = ['name', 'description', 'nodeTypeId'] as const;

interface NodeFormModalProps {
  courseId: number;
  /** For a new child: the type of the parent's first child, if it has one. */
  siblingTypeId?: number;
  /** null = closed. */
  mode: NodeFormMode | null;
  onClose: () => void;
  onSaved: (node: CourseNode) => void;
}

/** Create a root or child node, or rename/describe/retype one. */
export function NodeFormModal({ courseId, siblingTypeId, mode, onClose, onSaved }: NodeFormModalProps) {
  const t = useT();
  const alerts = useAlerts();
  const [form] = Form.useForm<NodeFormValues>();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(mode !== null && dirty);
  const { data: typesData, isFetching: typesLoading } = useListNodeTypesQuery(undefined, { skip: mode === null });
  const [createNode, createState] = useCreateNodeMutation();
  const [updateNode, updateState] = useUpdateNodeMutation();
  const types = useMemo(() => typesData?.data ?? [], [typesData]);

  useEffect(() => {
    // Every way of closing resets `dirty`, so only the form needs a fresh start here.
    if (!mode) return;
    form.resetFields();
    if (mode.kind === 'edit') {
      form.setFieldsValue({ name: mode.node.name, description: mode.node.description ?? '', nodeTypeId: mode.node.nodeTypeId });
    }
  }, [mode, form]);

  // A new child gets the type of its future siblings (else its parent's); a root the first type.
  useEffect(() => {
    if (!mode || mode.kind === 'edit' || types.length === 0 || form.getFieldValue('nodeTypeId')) return;
    const guess = mode.kind === 'child' ? (siblingTypeId ?? mode.parent.nodeTypeId) : types[0].id;
    form.setFieldsValue({ nodeTypeId: types.some((type) => type.id === guess) ? guess : types[0].id });
  }, [mode, types, form, siblingTypeId]);

  const title = !mode
    ? ''
    : mode.kind === 'root'
      ? t('structure.form.newRootTitle')
      : mode.kind === 'child'
        ? t('structure.form.newChildTitle', { parent: mode.parent.name })
        : t('structure.form.editTitle', { name: mode.node.name });

  const close = async () => {
    if (await guard.confirmDiscard()) {
      setDirty(false);
      onClose();
    }
  };

  const submit = async (values: NodeFormValues) => {
    if (!mode) return;
    const body = { name: values.name.trim(), description: values.description?.trim() || null, nodeTypeId: values.nodeTypeId };
    const result = mode.kind === 'edit'
      ? await updateNode({ nodeId: mode.node.id, nodeUpdate: body })
      : await createNode({ courseId, nodeCreate: { ...body, parentIds: mode.kind === 'child' ? [mode.parent.id] : [] } });
    if (result.error) {
      form.setFields(fieldErrors(result.error, FIELDS));
      return;
    }
    setDirty(false);
    alerts.showFlashSuccess(mode.kind === 'edit' ? t('structure.saved') : t('structure.created', { name: body.name }));
    onSaved(result.data.data);
  };

  return (
    <Modal open={mode !== null} title={title} onCancel={() => void close()} footer={null} destroyOnHidden width={640}>
      {guard.contextHolder}
      <Form<NodeFormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setDirty(true)}
        requiredMark="optional"
      >
        <FormLayout formKey="structure-node" onCancel={() => void close()} saving={createState.isLoading || updateState.isLoading}>
          <Form.Item name="name" label={t('structure.form.name')} rules={[{ required: true, whitespace: true, message: t('structure.form.required') }]}>
            <Input maxLength={200} autoFocus />
          </Form.Item>
          <Form.Item name="nodeTypeId" label={t('structure.form.type')} rules={[{ required: true, message: t('structure.form.required') }]}>
            <Select
              loading={typesLoading}
              options={types.map((type) => ({
                value: type.id,
                label: <ColorTag color={type.color}>{type.name}</ColorTag>,
                title: type.name,
              }))}
            />
          </Form.Item>
          <Form.Item name="description" label={t('structure.form.description')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} />
          </Form.Item>
        </FormLayout>
      </Form>
    </Modal>
  );
}
