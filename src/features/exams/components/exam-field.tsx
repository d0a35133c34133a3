import { LockOutlined } from '@ant-design/icons';
import { Form, type FormItemProps } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { LockReason } from '../exam-draft';
import '../messages';

export interface ExamEditorContextValue {
  /** Errors by field path (the editor's checks, the server's details), each on the nearest shown field. */
  errors: Readonly<Record<string, string>>;
  /** Fields that can no longer change (ExamInput names), and why. */
  locked: ReadonlyMap<string, LockReason>;
}

const ExamEditorContext = createContext<ExamEditorContextValue>({ errors: {}, locked: new Map() });

export function ExamEditorContextProvider({ value, children }: { value: ExamEditorContextValue; children: ReactNode }) {
  return <ExamEditorContext.Provider value={value}>{children}</ExamEditorContext.Provider>;
}

export function useExamEditor() {
  return useContext(ExamEditorContext);
}

/** Why a field is locked, as its note says it. */
export function LockNote({ reason }: { reason: LockReason }) {
  const t = useT();
  return (
    <span className="eh-exam-lock-note">
      <LockOutlined aria-hidden /> {reason === 'started' ? t('exams.locked.started') : t('exams.locked.instancesExist')}
    </span>
  );
}

export interface ExamFieldProps extends Omit<FormItemProps, 'validateStatus' | 'help' | 'name' | 'children'> {
  children: ReactNode;
  /** The field's path in ExamInput, e.g. 'durationMinutes' or 'parts/1/minQuestions'. */
  path: string;
  /** The ExamInput field whose lock applies (a top-level name). */
  lockField?: string;
}

/**
 * A form item that shows the error of its path, and the note of its lock. Its content carries `data-path`, so a
 * problem of the validation panel can focus it.
 */
export function ExamField({ path, lockField, children, extra, ...props }: ExamFieldProps) {
  const { errors, locked } = useExamEditor();
  const error = errors[path];
  const lock = lockField ? locked.get(lockField) : undefined;
  return (
    <Form.Item
      {...props}
      extra={lock ? <>{extra}{extra ? ' ' : null}<LockNote reason={lock} /></> : extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <div data-path={path} className="eh-exam-field">{children}</div>
    </Form.Item>
  );
}

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), a[href]';

/**
 * Brings the field of `path` (or its nearest shown ancestor) into view and focuses its first control, or the field
 * itself when its controls are disabled (a locked field). Returns whether a field was found.
 */
export function focusPath(path: string, root: ParentNode = document): boolean {
  const segments = path.split('/');
  for (let n = segments.length; n > 0; n -= 1) {
    const target = root.querySelector<HTMLElement>(`[data-path="${segments.slice(0, n).join('/')}"]`);
    if (!target) continue;
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
    if (control) control.focus();
    else {
      target.tabIndex = -1;
      target.focus();
    }
    target.classList.remove('eh-exam-flash');
    // Restarts the highlight when the same field is chosen twice.
    void target.offsetWidth;
    target.classList.add('eh-exam-flash');
    return true;
  }
  return false;
}
