import { PictureOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useUploadAttachmentMutation } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { IMAGE_MEDIA_TYPES, MAX_IMAGE_BYTES } from '../../../../server/rules/images';

const ACCEPT = IMAGE_MEDIA_TYPES.join(',');

interface AttachmentUploadProps {
  courseId: number;
  /** Gets the markdown of the stored image, e.g. ![plot.png](attachment:12). */
  onUploaded: (markdown: string) => void;
  disabled?: boolean;
}

/** "Insert image": stores an image with the course's questions and hands back the markdown that shows it. */
export function AttachmentUpload({ courseId, onUploaded, disabled }: AttachmentUploadProps) {
  const t = useT();
  const alerts = useAlerts();
  const [upload, { isLoading }] = useUploadAttachmentMutation();

  const send = async (file: File) => {
    if (file.size > MAX_IMAGE_BYTES) {
      alerts.showWarning(t('questionEditor.image.tooLarge', { name: file.name }));
      return;
    }
    // The server reads the type from the bytes; the body goes as plain octets whatever the browser calls it.
    const body = new Blob([file], { type: 'application/octet-stream' });
    const result = await upload({ courseId, fileName: file.name, body });
    if ('data' in result && result.data) onUploaded(result.data.data.markdown);
  };

  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      disabled={disabled || isLoading}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Button size="small" icon={<PictureOutlined />} loading={isLoading} disabled={disabled}>{t('questionEditor.image.insert')}</Button>
    </Upload>
  );
}
