import { Select } from 'antd';
import type { ConnectedElementsAnswer, ConnectedElementsView, ElementPair } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

/**
 * For each left item, the right items it connects to. The view does not say how many a left item has in the
 * key, so every select takes several; the grader compares the pairs.
 */
export function ConnectedElementsRenderer({
  view, answer, onChange, disabled, labelledBy,
}: RendererProps<ConnectedElementsView, ConnectedElementsAnswer>) {
  const t = useT();
  const pairs = answer?.pairs ?? [];
  const options = view.right.map((item) => ({ value: item.id, label: item.text }));

  const setRightsOf = (leftId: string, rightIds: string[]) => {
    // Kept in the view's order of left items, so the same connections are always the same answer.
    const next: ElementPair[] = view.left.flatMap((left) => (
      left.id === leftId
        ? rightIds.map((rightId) => ({ leftId, rightId }))
        : pairs.filter((pair) => pair.leftId === left.id)
    ));
    onChange({ kind: 'connected-elements', pairs: next });
  };

  return (
    <table className="eh-connected" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('questionRenderers.connected.left')}</th>
          <th scope="col">{t('questionRenderers.connected.right')}</th>
        </tr>
      </thead>
      <tbody>
        {view.left.map((left) => (
          <tr key={left.id}>
            <th scope="row" id={`eh-connected-${left.id}`}>{left.text}</th>
            <td>
              <Select
                mode="multiple"
                allowClear
                disabled={disabled}
                style={{ width: '100%', minWidth: 200 }}
                options={options}
                optionFilterProp="label"
                placeholder={t('questionRenderers.connected.pick')}
                aria-label={t('questionRenderers.connected.rightFor', { text: left.text })}
                value={pairs.filter((pair) => pair.leftId === left.id).map((pair) => pair.rightId)}
                onChange={(rightIds: string[]) => setRightsOf(left.id, rightIds)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
