-- Numerical questions (docs/questions.md, "Numerical"): accepted values with a tolerance, optional units. A new
-- kind; the content is JSON like every kind's.
ALTER TABLE questions DROP CONSTRAINT questions_kind_check;
ALTER TABLE questions ADD CONSTRAINT questions_kind_check CHECK (kind IN ('multiple-choice', 'true-false', 'free-text',
  'code', 'sql', 'json', 'complex', 'ordered-elements', 'connected-elements', 'text-completion', 'diagram', 'scale',
  'numerical'));
