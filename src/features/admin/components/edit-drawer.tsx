import { Drawer, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormLayout } from '../../../components/form-buttons';
import { applyFieldErrors } from '../../../lib/server-errors';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { atLeast, useBreakpoint } from '../../../theme/breakpoints';

export interface EditDrawerProps<V> {
  open: boolean;
  title: string;
  /** Names the form in the user's button positions, e.g. 'admin-course'. */
  formKey: string;
  initialValues: Partial<V>;
  saving: boolean;
  /** Saves; a rejected promise (the mutation's error) puts a 400's field errors on the fields. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** The form items; a function gets the form (for fields that depend on others). */
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/**
 * A create/edit form in a drawer: antd Form with the user's FormButtons, field errors from the server, and the
 * unsaved-changes guard (leaving the page, or closing the drawer by Cancel, Escape or the close button, with
 * changes asks first).
 */
export function EditDrawer<V extends object>({ open, title, onClose, ...rest }: EditDrawerProps<V>) {
  const wide = atLeast(useBreakpoint(), 'sm');
  const [dirty, setDirty] = useState(false);
  const { contextHolder, confirmDiscard } = useUnsavedChangesGuard(open && dirty);

  const close = () => {
    setDirty(false);
    onClose();
  };
  const cancel = () => {
    void confirmDiscard().then((leave) => {
      if (leave) close();
    });
  };

  return (
    <>
      {contextHolder}
      <Drawer
        open={open}
        title={title}
        onClose={cancel}
        size={wide ? 560 : '100%'}
        destroyOnHidden
        mask={{ closable: false }}
        className="eh-admin-drawer"
      >
        {open && <EditDrawerForm title={title} {...rest} onChange={() => setDirty(true)} onSaved={close} onCancel={cancel} />}
      </Drawer>
    </>
  );
}

interface EditDrawerFormProps<V> extends Omit<EditDrawerProps<V>, 'open' | 'onClose'> {
  onChange: () => void;
  onSaved: () => void;
  onCancel: () => void;
}

function EditDrawerForm<V extends object>({
  title, formKey, initialValues, saving, onSubmit, children, onChange, onSaved, onCancel,
}: EditDrawerFormProps<V>) {
  const [form] = Form.useForm<V>();

  const finish = async (values: V) => {
    try {
      await onSubmit(values);
      onSaved();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onChange}
      onFinish={(values) => void finish(values)}
      aria-label={title}
      requiredMark="optional"
      scrollToFirstError
    >
      <FormLayout formKey={formKey} onCancel={onCancel} saving={saving}>
        {typeof children === 'function' ? children(form) : children}
      </FormLayout>
    </Form>
  );
}
