-- Exam access rules (docs/exams.md, "Access rules: Safe Exam Browser and allowed networks"): an exam may require Safe
-- Exam Browser (checked through its request headers against the Config Keys and Browser Exam Keys given here, and the
-- Config Key of the configuration the server generates) and may allow only some networks; an override may allow other
-- networks for one student or one class group (null: the next rule down).
ALTER TABLE exams
  ADD COLUMN seb_required boolean NOT NULL DEFAULT false,
  ADD COLUMN seb_config_keys text[] NOT NULL DEFAULT '{}' CHECK (cardinality(seb_config_keys) <= 10),
  ADD COLUMN seb_browser_exam_keys text[] NOT NULL DEFAULT '{}' CHECK (cardinality(seb_browser_exam_keys) <= 10),
  ADD COLUMN allowed_networks text[] NOT NULL DEFAULT '{}' CHECK (cardinality(allowed_networks) <= 50);

ALTER TABLE exam_overrides ADD COLUMN allowed_networks text[] CHECK (cardinality(allowed_networks) <= 50);

-- An answer a student sent from outside the exam's rules (another network, no Safe Exam Browser) is refused and kept
-- beside the late ones, with the rule it broke, so that staff see it and nothing is lost.
ALTER TABLE exam_late_answers ADD COLUMN refused text CHECK (refused IN ('network', 'seb'));
