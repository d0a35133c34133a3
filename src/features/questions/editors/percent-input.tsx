import { InputNumber, type InputNumberProps } from 'antd';
import { decimalSeparator } from '../../../i18n/format';

/**
 * A percent from 0 to 100 in steps of 5 (a key's points, a unit penalty), typed with the language's decimal
 * separator: antd's InputNumber would drop a typed comma ("12,5" becoming 125), and in Croatian the comma is the
 * separator (a point typed is read too).
 */
export function PercentInput(props: Omit<InputNumberProps<number>, 'min' | 'max' | 'suffix' | 'decimalSeparator'>) {
  return <InputNumber<number> min={0} max={100} step={5} suffix="%" decimalSeparator={decimalSeparator()} style={{ width: '8em', maxWidth: '100%' }} {...props} />;
}
