-- BLOCK create_speed_reference
-- The shape of an answer row: a key, a small jsonb value and a sequence, as the floor of a save writes it.
CREATE TABLE IF NOT EXISTS speed_reference (
  id integer PRIMARY KEY,
  answer jsonb NOT NULL,
  seq bigint NOT NULL,
  saved_at timestamptz NOT NULL
)

-- BLOCK upsert_speed_reference
INSERT INTO speed_reference AS r (id, answer, seq, saved_at)
VALUES (:id, :answer::jsonb, :seq, now())
ON CONFLICT (id) DO UPDATE
SET answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
WHERE r.seq < excluded.seq
