import { Select } from 'antd';
import type { ConnectedElementsAnswer, ConnectedElementsView, ElementPair } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

/**
 * For each left item, the right item it connects to — or, when the question allows several, the right items.
 * The grader compares the pairs.
 */
export function ConnectedElementsRenderer({
  view, answer, onChange, disabled, labelledBy,
}: RendererProps<ConnectedElementsView, ConnectedElementsAnswer>) {
  const t = useT();
  const pairs = answer?.pairs ?? [];
  const options = view.right.map((item) => ({ value: item.id, label: item.text }));

  const rightsOf = (leftId: string) => pairs.filter((pair) => pair.leftId === leftId).map((pair) => pair.rightId);

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
                mode={view.multiple ? 'multiple' : undefined}
                allowClear
                disabled={disabled}
                style={{ width: '100%', minWidth: 200 }}
                options={options}
                optionFilterProp="label"
                placeholder={t('questionRenderers.connected.pick')}
                aria-label={t('questionRenderers.connected.rightFor', { text: left.text })}
                value={view.multiple ? rightsOf(left.id) : rightsOf(left.id)[0]}
                onChange={(picked: string[] | string | undefined) => setRightsOf(left.id, picked === undefined ? [] : [picked].flat())}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
