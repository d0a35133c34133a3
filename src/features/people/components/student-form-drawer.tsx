import { Alert, Drawer, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useCreateStudentMutation, useUpdateStudentMutation, type Student, type StudentInput } from '../../../api/exam-api';
import { FormLayout } from '../../../components/form-buttons';
import { useT } from '../../../i18n';
import { fieldErrors, serverErrorBody } from '../../../lib/server-errors';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { atLeast, useBreakpoint } from '../../../theme/breakpoints';
import { useAlerts } from '../../../core/alerts/alert-actions';
import '../messages';

type StudentFormValues = { [K in keyof StudentInput]?: string };

const FIELDS = ['firstName', 'lastName', 'email', 'altId', 'altId2', 'classGroup', 'imageUrl'] as const;

/** Empty inputs are null in the API. */
function toInput(values: StudentFormValues): StudentInput {
  const text = (value: string | undefined) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    email: text(values.email),
    altId: text(values.altId),
    altId2: text(values.altId2),
    classGroup: text(values.classGroup),
    imageUrl: text(values.imageUrl),
  };
}

interface StudentFormDrawerProps {
  /** null = closed; 'new' = a new student. */
  student: Student | 'new' | null;
  onClose: () => void;
}

/** Adds a student to the register or edits one (Admin). */
export function StudentFormDrawer({ student, onClose }: StudentFormDrawerProps) {
  const t = useT();
  const alerts = useAlerts();
  const wide = atLeast(useBreakpoint(), 'sm');
  const [form] = Form.useForm<StudentFormValues>();
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(student !== null && dirty);
  const [createStudent, createState] = useCreateStudentMutation();
  const [updateStudent, updateState] = useUpdateStudentMutation();
  const open = student !== null;
  const editing = student !== null && student !== 'new' ? student : null;

  useEffect(() => {
    // Every way of closing resets `dirty` and the conflict message, so only the form needs a fresh start here.
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue(Object.fromEntries(FIELDS.map((field) => [field, editing[field] ?? ''])) as StudentFormValues);
    }
  }, [open, editing, form]);

  const close = async () => {
    if (await guard.confirmDiscard()) {
      setDirty(false);
      setConflict(null);
      onClose();
    }
  };

  const submit = async (values: StudentFormValues) => {
    setConflict(null);
    const input = toInput(values);
    const result = editing
      ? await updateStudent({ studentId: editing.id, studentInput: input })
      : await createStudent({ studentInput: input });
    if (result.error) {
      form.setFields(fieldErrors(result.error, FIELDS));
      const body = serverErrorBody(result.error);
      if (body && !body.details?.length && body.message) setConflict(body.message);
      return;
    }
    setDirty(false);
    alerts.showFlashSuccess(editing ? t('studentsPage.saved') : t('studentsPage.created', { name: `${input.firstName} ${input.lastName}` }));
    onClose();
  };

  const required = [{ required: true, whitespace: true, message: t('studentForm.required') }];
  return (
    <Drawer
      open={open}
      onClose={() => void close()}
      title={editing ? t('studentsPage.editStudent', { name: `${editing.firstName} ${editing.lastName}` }) : t('studentsPage.newStudent')}
      size={wide ? 560 : '100%'}
      destroyOnHidden
    >
      {guard.contextHolder}
      <Form<StudentFormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setDirty(true)}
      >
        <FormLayout formKey="student" onCancel={() => void close()} saving={createState.isLoading || updateState.isLoading}>
          {conflict && <Alert type="error" showIcon title={conflict} style={{ marginBottom: 16 }} />}
          <Form.Item name="firstName" label={t('studentForm.firstName')} rules={required}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item name="lastName" label={t('studentForm.lastName')} rules={required}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label={t('studentForm.email')} rules={[{ type: 'email', message: t('studentForm.invalidEmail') }]}>
            <Input type="email" maxLength={254} autoComplete="off" />
          </Form.Item>
          <Form.Item name="altId" label={t('studentForm.altId')} extra={t('studentForm.altIdHelp')}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item name="altId2" label={t('studentForm.altId2')} extra={t('studentForm.altId2Help')}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item name="classGroup" label={t('studentForm.classGroup')} extra={t('studentForm.classGroupHelp')}>
            <Input maxLength={50} autoComplete="off" placeholder={t('people.classGroupPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="imageUrl"
            label={t('studentForm.imageUrl')}
            rules={[{ pattern: /^https?:\/\//, message: t('studentForm.invalidUrl') }]}
          >
            <Input type="url" maxLength={2000} autoComplete="off" placeholder="https://" />
          </Form.Item>
        </FormLayout>
      </Form>
    </Drawer>
  );
}
