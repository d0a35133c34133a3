import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import type { TextCompletionContent, TextGap } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { removeItem, replaceItem } from './list-helpers';
import { TextGapEditor, type GapType } from './text-gap-editor';
import { gapMarkers, markersMatchGaps } from '../../../../server/rules/question-rules';

export { markersMatchGaps };

const MAX_GAPS = 50;

const newGap = (): TextGap => ({ answers: [], caseSensitive: false, options: [] });

/**
 * The gaps a text marks: as many as its highest marker [[n]] (up to MAX_GAPS), so that typing [[1]], [[2]] …
 * adds gaps and deleting a marker drops its gap. A gap dropped that way waits in `stash` (by its index), so that
 * typing its marker again, or undoing, brings back its answers.
 */
export function gapsForText(text: string, gaps: readonly TextGap[], stash: Map<number, TextGap>): TextGap[] {
  const count = Math.min(MAX_GAPS, Math.max(0, ...gapMarkers(text).filter((n) => n <= MAX_GAPS)));
  gaps.slice(count).forEach((gap, offset) => stash.set(count + offset, gap));
  return Array.from({ length: count }, (_, index) => gaps[index] ?? stash.get(index) ?? newGap());
}

/**
 * Inserts a new gap's marker at `at`. While the markers are in order, the new gap takes its place among them:
 * it gets the number after the markers before it, and the later markers and their gaps move up by one.
 */
export function insertGap(text: string, gaps: readonly TextGap[], at: number): { gapText: string; gaps: TextGap[]; caret: number } {
  if (!markersMatchGaps(text, gaps.length)) {
    const marker = `[[${gaps.length + 1}]]`;
    return { gapText: `${text.slice(0, at)}${marker}${text.slice(at)}`, gaps: [...gaps, newGap()], caret: at + marker.length };
  }
  const before = gapMarkers(text.slice(0, at)).length;
  const renumber = (part: string) => part.replace(/\[\[(\d+)\]\]/g, (marker, digits: string) => (Number(digits) > before ? `[[${Number(digits) + 1}]]` : marker));
  const marker = `[[${before + 1}]]`;
  return {
    gapText: `${text.slice(0, at)}${marker}${renumber(text.slice(at))}`,
    gaps: [...gaps.slice(0, before), newGap(), ...gaps.slice(before)],
    caret: at + marker.length,
  };
}

/** Renumbers the markers after gap `removed` (1-based) so they stay [[1]] … [[n]]; the gap's own marker goes. */
function withoutGapMarker(text: string, removed: number): string {
  return text.replace(/\[\[(\d+)\]\]/g, (marker, digits: string) => {
    const n = Number(digits);
    if (n === removed) return '';
    return n > removed ? `[[${n - 1}]]` : marker;
  });
}

export function TextCompletionEditor({ value, onChange, path }: KindEditorProps<TextCompletionContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const gapsError = useFieldError(`${path}/gaps`);
  const textRef = useRef<TextAreaRef>(null);
  const stash = useRef(new Map<number, TextGap>());
  // A drop-down is a gap with options, but one just chosen has none yet: it is remembered here (by the gap's object,
  // which keeps its identity as markers move it) until it has.
  const [emptyDropDowns, setEmptyDropDowns] = useState<ReadonlySet<TextGap>>(() => new Set());

  const onInsertGap = () => {
    const area = textRef.current?.resizableTextArea?.textArea;
    const at = area ? area.selectionEnd : value.gapText.length;
    const { gapText, gaps, caret } = insertGap(value.gapText, value.gaps, at);
    // Indexes moved: what waits in the stash no longer belongs to them.
    stash.current.clear();
    onChange({ ...value, gapText, gaps });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const setText = (gapText: string) => onChange({ ...value, gapText, gaps: gapsForText(gapText, value.gaps, stash.current) });
  const gapType = (gap: TextGap): GapType => {
    if (gap.numerical !== undefined) return 'number';
    return gap.options.length > 0 || emptyDropDowns.has(gap) ? 'dropdown' : 'typed';
  };
  const setGap = (index: number, gap: TextGap, type: GapType) => {
    if (type === 'dropdown' && gap.options.length === 0) {
      setEmptyDropDowns((before) => new Set([...before].filter((kept) => value.gaps.includes(kept))).add(gap));
    }
    onChange({ ...value, gaps: replaceItem(value.gaps, index, gap) });
  };
  const removeGap = (index: number) => {
    stash.current.clear();
    onChange({ ...value, gapText: withoutGapMarker(value.gapText, index + 1), gaps: removeItem(value.gaps, index) });
  };

  return (
    <div className="eh-qe-kind">
      <Field
        path={`${path}/gapText`}
        label={t('questionEditor.gaps.gapText')}
        htmlFor={`${path}-gap-text`}
        extra={t('questionEditor.gaps.gapTextHelp')}
      >
        <Input.TextArea
          id={`${path}-gap-text`}
          ref={textRef}
          value={value.gapText}
          autoSize={{ minRows: 4, maxRows: 20 }}
          maxLength={20000}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Button icon={<PlusOutlined />} disabled={readOnly || value.gaps.length >= MAX_GAPS} onClick={onInsertGap} style={{ marginBottom: 16 }}>
        {t('questionEditor.gaps.insert')}
      </Button>
      {!markersMatchGaps(value.gapText, value.gaps.length) && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('questionEditor.gaps.mismatch', { count: value.gaps.length })} />
      )}
      {gapsError && <Typography.Paragraph type="danger" role="alert">{gapsError}</Typography.Paragraph>}
      <ol className="eh-qe-list" aria-label={t('questionEditor.gaps.gaps')}>
        {value.gaps.map((gap, index) => {
          const label = t('questionEditor.gaps.gapN', { n: index + 1 });
          const gapPath = `${path}/gaps/${index}`;
          return (
            // A gap is its number in the text: the index is its identity.
            <li key={index}>
              <Card
                size="small"
                className="eh-qe-card"
                title={`[[${index + 1}]]`}
                extra={(
                  <Button danger size="small" disabled={readOnly} onClick={() => removeGap(index)} aria-label={t('questionEditor.list.remove', { item: label })}>
                    {t('questionEditor.gaps.remove')}
                  </Button>
                )}
              >
                <TextGapEditor gap={gap} type={gapType(gap)} onChange={(next, type) => setGap(index, next, type)} path={gapPath} label={label} />
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
