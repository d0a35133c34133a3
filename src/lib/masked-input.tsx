import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { applyMask, resolveMask, type InputMaskName } from './masks';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange' | 'maxLength'> {
  /** A mask name of spec §5 (date, datetime, time, fulltime, phone, card) or a mask pattern. */
  mask: InputMaskName | string;
  value?: string | null;
  /** Receives the masked text (literals included). */
  onChange?: (value: string) => void;
}

/** An antd Input that formats what is typed with an input mask; usable as an antd Form.Item control. */
export function MaskedInput({ mask, value, onChange, placeholder, inputMode, ...rest }: MaskedInputProps) {
  const pattern = resolveMask(mask);
  const digitsOnly = /^[^SNX]*$/.test(pattern);
  return (
    <Input
      {...rest}
      value={applyMask(value ?? '', pattern)}
      maxLength={pattern.length}
      placeholder={placeholder ?? pattern.replace(/[#SNX]/g, '_')}
      inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(applyMask(event.target.value, pattern))}
    />
  );
}
