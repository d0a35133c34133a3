-- The request that queued a grading job, so that the worker's log lines about it can be matched with the API's.
ALTER TABLE grading_jobs ADD COLUMN request_id text;
