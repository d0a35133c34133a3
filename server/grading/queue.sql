-- The grading queue: the API enqueues code and SQL answers, workers (in the API's process or `npm run worker`)
-- take them as they have room, several at a time. Times are the database's, so that workers on other machines
-- agree on them.

-- BLOCK insert_grading_job
INSERT INTO grading_jobs (payload, requested_by, request_id) VALUES (:payload::jsonb, :requestedBy::int, :requestId::text) RETURNING id

-- BLOCK claim_grading_job
-- SKIP LOCKED: concurrent workers each take a different job instead of waiting for one another's lock.
UPDATE grading_jobs
SET status = 'running', worker = :worker, started_at = now(), attempts = attempts + 1
WHERE id = (
  SELECT id FROM grading_jobs WHERE status = 'queued' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1
)
RETURNING id, payload, attempts, request_id AS "requestId"

-- BLOCK claim_grading_jobs
-- Up to :limit of the oldest queued jobs in one statement, for a worker with that many free places.
UPDATE grading_jobs
SET status = 'running', worker = :worker, started_at = now(), attempts = attempts + 1
WHERE id IN (
  SELECT id FROM grading_jobs WHERE status = 'queued' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT :limit::int
)
RETURNING id, payload, attempts, request_id AS "requestId"

-- BLOCK complete_grading_job
-- Only the worker that holds the job may finish it: a job requeued from a worker that seemed dead is not
-- overwritten by that worker's late answer.
UPDATE grading_jobs
SET status = 'done', result = :result::jsonb, error = NULL, finished_at = now()
WHERE id = :jobId AND status = 'running' AND worker = :worker

-- BLOCK fail_grading_job
UPDATE grading_jobs
SET status = 'failed', error = :error, finished_at = now()
WHERE id = :jobId AND status = 'running' AND worker = :worker

-- BLOCK requeue_stuck_grading_jobs
-- Jobs whose worker stopped answering go back to the queue, unless they have had their attempts: a job that
-- kills every worker that takes it must not go round forever.
UPDATE grading_jobs
SET status = CASE WHEN attempts >= :maxAttempts THEN 'failed' ELSE 'queued' END,
    error = CASE WHEN attempts >= :maxAttempts THEN :gaveUpMessage ELSE NULL END,
    finished_at = CASE WHEN attempts >= :maxAttempts THEN now() END,
    worker = NULL,
    started_at = CASE WHEN attempts >= :maxAttempts THEN started_at END
WHERE status = 'running' AND started_at < now() - make_interval(secs => :stuckAfterSeconds::float8)
RETURNING id, status

-- BLOCK release_grading_jobs
-- A stopping worker hands back the jobs it could not finish, so that another worker takes them at once instead
-- of after the stuck timeout; the attempt does not count.
UPDATE grading_jobs
SET status = 'queued', worker = NULL, started_at = NULL, attempts = greatest(attempts - 1, 0)
WHERE id = ANY (:jobIds::int[]) AND status = 'running' AND worker = :worker

-- BLOCK select_grading_job
SELECT id, status, payload, result, error, requested_by, request_id FROM grading_jobs WHERE id = :jobId

-- BLOCK select_job_question
-- The question version the job was made for (kept even after newer versions are saved).
SELECT text, content, template FROM questions WHERE id = :questionId

-- BLOCK count_queued_grading_jobs
-- Read at every metrics scrape: the partial index of queued jobs (grading_jobs_queued_idx) keeps it cheap.
SELECT count(*) AS queued FROM grading_jobs WHERE status = 'queued'
