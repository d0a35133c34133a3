import { Select } from 'antd';
import { useMemo } from 'react';
import { useListQuestionTagsQuery } from '../../../api/exam-api';
import { useT } from '../../../i18n';

interface TagInputProps {
  courseId: number;
  value: string[];
  onChange: (tags: string[]) => void;
  id?: string;
  disabled?: boolean;
}

const MAX_TAGS = 30;
const MAX_TAG_LENGTH = 50;

/** Free tags, suggesting the course's tags most used first. */
export function TagInput({ courseId, value, onChange, id, disabled }: TagInputProps) {
  const t = useT();
  const { data, isFetching } = useListQuestionTagsQuery({ courseId }, { skip: courseId === 0 });
  const options = useMemo(
    () => (data?.data ?? []).map((tag) => ({ value: tag.tag, label: `${tag.tag} (${tag.count})` })),
    [data],
  );
  const normalise = (tags: string[]) => {
    const cleaned = tags.map((tag) => tag.trim().slice(0, MAX_TAG_LENGTH)).filter((tag) => tag !== '');
    return [...new Set(cleaned)].slice(0, MAX_TAGS);
  };
  return (
    <Select
      id={id}
      mode="tags"
      value={value}
      disabled={disabled}
      loading={isFetching}
      options={options}
      optionFilterProp="value"
      tokenSeparators={[',']}
      placeholder={t('questionEditor.tagsPlaceholder')}
      onChange={(tags: string[]) => onChange(normalise(tags))}
    />
  );
}
