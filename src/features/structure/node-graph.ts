import type { Node } from '../../api/exam-api';

// The course structure is a DAG; an antd Tree needs a tree. Every path from a root is one tree entry, so a node
// with several parents appears under each of them. Tree keys are the id path ('3/8/12'), unique per entry.

export interface NodeGraph {
  byId: Map<number, Node>;
  /** Child ids by parent id, each list sorted by name. */
  children: Map<number, number[]>;
  /** Nodes without a parent (in this course), sorted by name. */
  roots: number[];
}

export interface NodeTreeEntry {
  key: string;
  node: Node;
  children: NodeTreeEntry[];
}

const byName = (graph: Map<number, Node>) => (a: number, b: number) =>
  (graph.get(a)?.name ?? '').localeCompare(graph.get(b)?.name ?? '', undefined, { sensitivity: 'base', numeric: true });

export function buildGraph(nodes: readonly Node[]): NodeGraph {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (const node of nodes) {
    const parents = node.parentIds.filter((id) => byId.has(id));
    if (parents.length === 0) roots.push(node.id);
    for (const parent of parents) {
      const list = children.get(parent) ?? [];
      list.push(node.id);
      children.set(parent, list);
    }
  }
  const compare = byName(byId);
  roots.sort(compare);
  for (const list of children.values()) list.sort(compare);
  return { byId, children, roots };
}

export function childCount(graph: NodeGraph, id: number): number {
  return graph.children.get(id)?.length ?? 0;
}

/** The node and every node below it (what may not become its parent: that would be a cycle). */
export function descendantsOf(graph: NodeGraph, id: number): Set<number> {
  const seen = new Set<number>([id]);
  const stack = [id];
  while (stack.length > 0) {
    for (const child of graph.children.get(stack.pop() as number) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        stack.push(child);
      }
    }
  }
  return seen;
}

function matches(node: Node, words: string[]): boolean {
  const text = `${node.name} ${node.description ?? ''} ${node.nodeTypeName}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export interface NodeTree {
  entries: NodeTreeEntry[];
  /** Every key in the tree (to expand all). */
  allKeys: string[];
  /** With a search: the keys of the entries above a match, to show the matches. */
  matchParentKeys: string[];
  /** With a search: how many distinct nodes match. */
  matchCount: number;
}

/**
 * The tree of every path from the roots. With `search` (words, all must match name, description or type) only
 * the matching entries and the entries above them are kept.
 */
export function buildTree(graph: NodeGraph, search = ''): NodeTree {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const allKeys: string[] = [];
  const matchParentKeys = new Set<string>();
  const matched = new Set<number>();

  const walk = (id: number, prefix: string, ancestors: Set<number>): NodeTreeEntry | null => {
    const node = graph.byId.get(id);
    // The server refuses cycles; the guard only keeps a bad answer from hanging the page.
    if (!node || ancestors.has(id)) return null;
    const key = prefix ? `${prefix}/${id}` : String(id);
    const below = new Set(ancestors).add(id);
    const children = (graph.children.get(id) ?? [])
      .map((child) => walk(child, key, below))
      .filter((entry): entry is NodeTreeEntry => entry !== null);
    const self = words.length > 0 && matches(node, words);
    if (self) matched.add(id);
    if (words.length > 0 && !self && children.length === 0) return null;
    if (words.length > 0 && children.length > 0) matchParentKeys.add(key);
    allKeys.push(key);
    return { key, node, children };
  };

  const entries = graph.roots
    .map((id) => walk(id, '', new Set()))
    .filter((entry): entry is NodeTreeEntry => entry !== null);
  return { entries, allKeys, matchParentKeys: [...matchParentKeys], matchCount: matched.size };
}

/** The id of the node a tree key shows (its last segment). */
export function idOfKey(key: string): number {
  return Number(key.slice(key.lastIndexOf('/') + 1));
}
