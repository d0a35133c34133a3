-- A running grading job is leased, not owned: its worker renews the lease every few seconds while it grades,
-- and any other worker takes the job back to the queue once the lease has lapsed. A worker killed mid-job thus
-- loses its jobs within seconds instead of after a fixed five minutes, while a slow job whose worker is alive
-- is never graded twice however long it runs. Jobs running when this lands keep the old rule: their lease ends
-- five minutes after they started.
ALTER TABLE grading_jobs ADD COLUMN lease_until timestamptz;
UPDATE grading_jobs SET lease_until = started_at + interval '5 minutes' WHERE status = 'running';
DROP INDEX grading_jobs_running_idx;
CREATE INDEX grading_jobs_running_idx ON grading_jobs (lease_until) WHERE status = 'running';
