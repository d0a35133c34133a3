-- Feedback (docs/questions.md, "Feedback"): a question's general feedback and its feedback by outcome (per-answer
-- feedback lives in the content, like the answers it belongs to), and an exam's switch to show feedback in the review
-- without the solutions.
ALTER TABLE questions ADD COLUMN feedback jsonb;
ALTER TABLE exams ADD COLUMN show_feedback boolean NOT NULL DEFAULT false;
