import { Form, type FormItemProps } from 'antd';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

/** Form errors keyed by the field's path in the request body, e.g. 'title' or 'content/options/1/text'. */
export type ErrorMap = Readonly<Record<string, string>>;

export interface EditorContextValue {
  errors: ErrorMap;
  readOnly: boolean;
  /** Fields announce the paths they show, so errors of other paths can be listed above the form. */
  register: (path: string) => () => void;
  /** Asks before a kind change throws away the answers written for the old kind. */
  confirmKindChange: () => Promise<boolean>;
}

const EditorContext = createContext<EditorContextValue>({
  errors: {}, readOnly: false, register: () => () => {}, confirmKindChange: () => Promise.resolve(true),
});

export function EditorContextProvider({ value, children }: { value: EditorContextValue; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditorContext() {
  return useContext(EditorContext);
}

/** The error of `path`, shown on the field that edits it. */
export function useFieldError(path: string): string | undefined {
  const { errors, register } = useEditorContext();
  useLayoutEffect(() => register(path), [register, path]);
  return errors[path];
}

export interface FieldProps extends Omit<FormItemProps, 'validateStatus' | 'help' | 'name'> {
  /** The field's path in the request body (see ErrorMap). */
  path: string;
}

/** A form item whose error comes from the editor's error map (client checks and the server's 400 details). */
export function Field({ path, children, extra, ...props }: FieldProps) {
  const error = useFieldError(path);
  return (
    <Form.Item {...props} extra={extra} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}

/** Props every kind editor takes: its part of the content and where that part sits in the request body. */
export interface KindEditorProps<T> {
  value: T;
  onChange: (next: T) => void;
  /** e.g. 'content' or 'content/subquestions/2/content'. */
  path: string;
}
