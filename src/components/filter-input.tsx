import { SearchOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';

interface FilterInputProps extends Omit<InputProps, 'value' | 'onChange' | 'prefix' | 'allowClear' | 'aria-label'> {
  /** The field's accessible name; also its placeholder unless one is given. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search field above a list or tree: a magnifier, clearable, named for screen readers. */
export function FilterInput({ label, placeholder = label, value, onChange, ...rest }: FilterInputProps) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    />
  );
}
