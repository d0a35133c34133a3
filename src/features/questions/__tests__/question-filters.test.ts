import {
  buildNodeTree, nodeIdOfKey, questionFilterArgs, questionFiltersSearch, readQuestionFilters, writeQuestionFilters,
} from '../components/question-filters';
import { bankNodes } from '../__fixtures__/bank';

describe('question filters in the URL', () => {
  it('reads every filter and ignores what is malformed', () => {
    const filters = readQuestionFilters(new URLSearchParams('kind=sql&kind=essay&kind=sql&node=x&tag=joins&active=maybe&author=me&id=5&id=x&id=5&id=-1&id=9'));
    expect(filters).toEqual({ kinds: ['sql'], nodeId: null, includeDescendants: true, tags: ['joins'], active: 'active', mine: true, ids: [5, 9] });
    const many = new URLSearchParams(Array.from({ length: 600 }, (_, i) => ['id', String(i + 1)]));
    expect(readQuestionFilters(many).ids).toHaveLength(500);
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const written = writeQuestionFilters(new URLSearchParams('sort=title&kind=code'), {
      kinds: ['json', 'scale'], nodeId: 4, includeDescendants: false, tags: [], active: 'all', mine: false, ids: [12, 13],
    });
    expect(written.toString()).toBe('sort=title&kind=json&kind=scale&node=4&sub=0&active=all&id=12&id=13');
    expect(questionFiltersSearch({})).toBe('');
  });

  it('turns the filters into listQuestions arguments, with "mine" as the user id', () => {
    const filters = readQuestionFilters(new URLSearchParams('kind=diagram&node=2&sub=0&tag=a&tag=b&active=inactive&author=me&id=3'));
    expect(questionFilterArgs(filters, 7)).toEqual({
      kind: ['diagram'], nodeId: 2, includeDescendants: false, tag: ['a', 'b'], active: 'inactive', authorId: 7, id: [3],
    });
    expect(questionFilterArgs(readQuestionFilters(new URLSearchParams('sub=0')), 7)).toEqual({});
  });
});

describe('buildNodeTree', () => {
  it('shows a node under each of its parents, with distinct keys that name the node', () => {
    const nodes = [...bankNodes, { ...bankNodes[1], id: 4, name: 'Outer joins', parentIds: [2, 3] }];
    const tree = buildNodeTree(nodes);
    expect(tree.map((entry) => entry.title)).toEqual(['SQL']);
    const [joins, transactions] = tree[0].children;
    expect([joins.title, transactions.title]).toEqual(['Joins', 'Transactions']);
    expect(joins.children.map((entry) => entry.value)).toEqual(['1/2/4']);
    expect(transactions.children.map((entry) => entry.value)).toEqual(['1/3/4']);
    expect(nodeIdOfKey('1/3/4')).toBe(4);
  });
});
