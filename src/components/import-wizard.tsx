import { DeleteOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Progress, Spin, Steps, Typography, Upload } from 'antd';
import { Fragment, useState, type ReactElement, type ReactNode } from 'react';
import { readFileText } from '../lib/file-text';
import { useUnsavedChangesGuard } from '../lib/use-unsaved-changes-guard';
import { FormButtons } from './form-buttons';

// The frame shared by the file imports: a dialog of three steps (choose a file → preview what the server would do
// → the result). Each import brings its own strings, requests and step contents; the frame owns the steps, the
// reading progress and leaving (with a question while a read file is not imported yet).

export const IMPORT_STEPS = ['file', 'preview', 'result'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export interface FileReading {
  name: string;
  /** 0–100 */
  percent: number;
}

export interface ImportWizardOptions {
  open: boolean;
  /** Closing would lose work: a file is read and not imported yet. */
  dirty: boolean;
  /** Clears the import's own state (file, preview, result, errors) when the wizard starts over. */
  onReset: () => void;
  onClose: () => void;
}

export interface ImportWizardState {
  open: boolean;
  step: ImportStep;
  goTo: (step: ImportStep) => void;
  /** The file being read, or null. */
  reading: FileReading | null;
  /** The file's text; `reading` follows the progress meanwhile. Rejects when the browser cannot read it. */
  readFile: (file: File) => Promise<string>;
  /** Back to the first step with nothing chosen. */
  reset: () => void;
  /** Asks first while `dirty`; then starts over and closes. */
  close: () => Promise<void>;
  contextHolder: ReactElement;
}

export function useImportWizard({ open, dirty, onReset, onClose }: ImportWizardOptions): ImportWizardState {
  const [step, setStep] = useState<ImportStep>('file');
  const [reading, setReading] = useState<FileReading | null>(null);
  const guard = useUnsavedChangesGuard(open && dirty);

  const reset = () => {
    setStep('file');
    setReading(null);
    onReset();
  };

  const readFile = async (file: File) => {
    setReading({ name: file.name, percent: 0 });
    try {
      return await readFileText(file, (percent) => setReading({ name: file.name, percent }));
    } finally {
      setReading(null);
    }
  };

  const close = async () => {
    if (!(await guard.confirmDiscard())) return;
    reset();
    onClose();
  };

  return { open, step, goTo: setStep, reading, readFile, reset, close, contextHolder: guard.contextHolder };
}

export interface ImportWizardProps {
  wizard: ImportWizardState;
  title: string;
  /** From the md breakpoint on; narrower screens get the full width. */
  width: number;
  stepTitles: Record<ImportStep, string>;
  /** Only the current step's content is rendered. */
  steps: Record<ImportStep, ReactNode>;
}

export function ImportWizard({ wizard, title, width, stepTitles, steps }: ImportWizardProps) {
  return (
    <Modal
      open={wizard.open}
      title={title}
      onCancel={() => void wizard.close()}
      footer={null}
      width={{ xs: '100%', md: width }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {wizard.contextHolder}
      <Steps
        current={IMPORT_STEPS.indexOf(wizard.step)}
        size="small"
        style={{ marginBottom: 20 }}
        items={IMPORT_STEPS.map((step) => ({ title: stepTitles[step] }))}
      />
      {/* Keyed by step: a step's inputs start afresh each time it is shown, never reusing another step's. */}
      <Fragment key={wizard.step}>{steps[wizard.step]}</Fragment>
    </Modal>
  );
}

export interface ImportFilePickerProps {
  /** The upload's accept attribute (extensions and MIME types). */
  accept: string;
  /** Describes the file read; null until there is one. */
  fileText: string | null;
  changeLabel: string;
  /** Drops the file read so that another can be chosen. */
  onChangeFile: () => void;
  reading: FileReading | null;
  readingText: (name: string) => string;
  dropText: string;
  dropHint: string;
  onChoose: (file: File) => void;
}

/** The file read, or its reading progress, or the drop zone to choose one. */
export function ImportFilePicker({
  accept, fileText, changeLabel, onChangeFile, reading, readingText, dropText, dropHint, onChoose,
}: ImportFilePickerProps) {
  if (fileText !== null) {
    return (
      <Flex align="center" gap={8} wrap>
        <FileTextOutlined aria-hidden />
        <Typography.Text strong>{fileText}</Typography.Text>
        <Button size="small" icon={<DeleteOutlined />} onClick={onChangeFile}>{changeLabel}</Button>
      </Flex>
    );
  }
  if (reading) {
    return (
      <div aria-live="polite">
        <Typography.Text>{readingText(reading.name)}</Typography.Text>
        <Progress percent={reading.percent} status="active" />
      </div>
    );
  }
  return (
    <Upload.Dragger
      accept={accept}
      multiple={false}
      showUploadList={false}
      beforeUpload={(chosen) => {
        onChoose(chosen);
        // The file is read here and sent as text with the step's request, never uploaded on its own.
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="ant-upload-drag-icon"><InboxOutlined /></p>
      <p className="ant-upload-text">{dropText}</p>
      <p className="ant-upload-hint">{dropHint}</p>
    </Upload.Dragger>
  );
}

export interface ImportStepButtonsProps {
  /** Names the buttons' position setting (see FormButtons). */
  formKey: string;
  saveLabel: string;
  onSave: () => void;
  saveDisabled: boolean;
  /** Cancel when omitted. */
  cancelLabel?: string;
  onCancel: () => void;
  /** While the step's request runs, a spinner with `busyText` stands in for the buttons. */
  busy: boolean;
  busyText: string;
}

/** A step's buttons at its foot, right-aligned. */
export function ImportStepButtons({ busy, busyText, ...buttons }: ImportStepButtonsProps) {
  if (busy) {
    return (
      <Spin description={busyText}>
        <div style={{ minHeight: 48 }} />
      </Spin>
    );
  }
  return (
    <Flex justify="flex-end">
      <FormButtons {...buttons} />
    </Flex>
  );
}
