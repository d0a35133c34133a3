-- Helpers of the question import tests.

-- BLOCK count_course_questions
SELECT count(*)::int AS count FROM questions WHERE course_id = :courseId

-- BLOCK count_course_attachments
SELECT count(*)::int AS count FROM attachments WHERE course_id = :courseId

-- BLOCK create_failing_function
-- A database failure in the middle of an import: inserting a question titled 'Explodes' fails.
CREATE OR REPLACE FUNCTION test_refuse_exploding_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title = 'Explodes' THEN
    RAISE EXCEPTION 'refused by the test';
  END IF;
  RETURN NEW;
END
$$

-- BLOCK create_failing_trigger
CREATE TRIGGER test_refuse_exploding_question BEFORE INSERT ON questions
FOR EACH ROW EXECUTE FUNCTION test_refuse_exploding_question()

-- BLOCK drop_failing_trigger
DROP TRIGGER test_refuse_exploding_question ON questions
