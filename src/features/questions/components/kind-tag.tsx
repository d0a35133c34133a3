import {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, CheckSquareOutlined, CodeOutlined, DashboardOutlined, DatabaseOutlined,
  FieldNumberOutlined, FileTextOutlined, FormOutlined, LinkOutlined, OrderedListOutlined, SwapOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ComponentType } from 'react';
import type { QuestionKind } from '../../../api/exam-api';
import { t } from '../../../i18n';
import { QUESTION_KINDS } from '../kinds';
import '../messages-bank';

// antd's preset tag colours: each has a light and a dark variant, so the tags read in both themes.
const KIND_STYLE: Record<QuestionKind, { color: string; Icon: ComponentType<{ 'aria-hidden'?: boolean }> }> = {
  'multiple-choice': { color: 'blue', Icon: CheckSquareOutlined },
  'true-false': { color: 'cyan', Icon: SwapOutlined },
  'free-text': { color: 'gold', Icon: FileTextOutlined },
  code: { color: 'purple', Icon: CodeOutlined },
  sql: { color: 'geekblue', Icon: DatabaseOutlined },
  json: { color: 'lime', Icon: ApiOutlined },
  complex: { color: 'magenta', Icon: AppstoreOutlined },
  'ordered-elements': { color: 'green', Icon: OrderedListOutlined },
  'connected-elements': { color: 'volcano', Icon: LinkOutlined },
  'text-completion': { color: 'orange', Icon: FormOutlined },
  diagram: { color: 'processing', Icon: ApartmentOutlined },
  scale: { color: 'red', Icon: DashboardOutlined },
  numerical: { color: 'yellow', Icon: FieldNumberOutlined },
};

/**
 * The display name of every kind ("Multiple choice", "SQL", …) in the current language. Read at render time:
 * each property looks its string up when accessed, so a language registered later is honoured.
 */
export const KIND_LABELS: Readonly<Record<QuestionKind, string>> = Object.freeze(
  QUESTION_KINDS.reduce((labels, kind) => Object.defineProperty(labels, kind, {
    enumerable: true,
    get: () => t(`questionKinds.${kind}`),
  }), {} as Record<QuestionKind, string>),
);

export interface KindTagProps {
  kind: QuestionKind;
  /** Only the icon, with the label as its accessible name and tooltip (for dense rows). */
  iconOnly?: boolean;
}

/** A question's kind as a coloured tag with its icon and name. */
export function KindTag({ kind, iconOnly = false }: KindTagProps) {
  const { color, Icon } = KIND_STYLE[kind];
  const label = KIND_LABELS[kind];
  return (
    // The icon is decoration: its own label ("check-square") must not become part of the tag's or a button's name.
    <Tag color={color} icon={<Icon aria-hidden />} title={iconOnly ? label : undefined} aria-label={iconOnly ? label : undefined} data-kind={kind}>
      {iconOnly ? null : label}
    </Tag>
  );
}
