import { ShareAltOutlined } from '@ant-design/icons';
import { Tag, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { Node as CourseNode } from '../../../api/exam-api';
import { ColorTag } from '../../../components/color-tag';
import { useT } from '../../../i18n';
import { idOfKey, type NodeTreeEntry } from '../node-graph';
import '../messages';

function NodeTitle({ node }: { node: CourseNode }) {
  const t = useT();
  const parents = node.parentIds.length;
  return (
    <span className="eh-node-title">
      <ColorTag color={node.nodeTypeColor} className="eh-node-type">{node.nodeTypeName}</ColorTag>
      <span className="eh-node-name">{node.name}</span>
      {parents > 1 && (
        <Tooltip title={t('structure.sharedTitle', { count: parents })}>
          <Tag icon={<ShareAltOutlined />} color="purple" variant="filled" className="eh-node-shared">
            {t('structure.shared')} ×{parents}
          </Tag>
        </Tooltip>
      )}
      <Tooltip title={t('structure.questionsTitle', { own: node.questionCount, total: node.totalQuestionCount })}>
        <Typography.Text type="secondary" className="eh-node-count">
          {t('structure.questionsShort', { own: node.questionCount, total: node.totalQuestionCount })}
        </Typography.Text>
      </Tooltip>
    </span>
  );
}

function toTreeData(entries: NodeTreeEntry[]): DataNode[] {
  return entries.map((entry) => ({
    key: entry.key,
    title: <NodeTitle node={entry.node} />,
    children: toTreeData(entry.children),
    isLeaf: entry.children.length === 0,
  }));
}

interface NodeTreeProps {
  entries: NodeTreeEntry[];
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The course DAG as a tree; a shared node is listed (and highlighted when selected) under every parent. */
export function NodeTree({ entries, expandedKeys, onExpand, selectedId, onSelect }: NodeTreeProps) {
  const t = useT();
  const selectedKeys: string[] = [];
  if (selectedId !== null) {
    const visit = (list: NodeTreeEntry[]) => {
      for (const entry of list) {
        if (entry.node.id === selectedId) selectedKeys.push(entry.key);
        visit(entry.children);
      }
    };
    visit(entries);
  }
  return (
    <Tree
      className="eh-node-tree"
      aria-label={t('structure.treeLabel')}
      blockNode
      showLine={{ showLeafIcon: false }}
      treeData={toTreeData(entries)}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(String))}
      selectedKeys={selectedKeys}
      multiple={false}
      onSelect={(_keys, info) => onSelect(info.selected ? idOfKey(String(info.node.key)) : null)}
    />
  );
}
