// The names of the thirteen question kinds, shared by the question bank and the analytics pages (each registers this
// namespace with its own strings, so it travels in their lazy chunks).
export const questionKinds = {
  questionKinds: {
    'multiple-choice': 'Multiple choice',
    'true-false': 'True/false',
    'free-text': 'Free text',
    code: 'Code',
    sql: 'SQL',
    json: 'JSON',
    complex: 'Complex',
    'ordered-elements': 'Ordered elements',
    'connected-elements': 'Connected elements',
    'text-completion': 'Text completion',
    diagram: 'Diagram',
    scale: 'Scale',
    numerical: 'Numerical',
  },
};
