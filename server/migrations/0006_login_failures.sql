-- Failed sign-ins, counted per account and per client address in fixed windows. Successful sign-ins are never
-- counted, so a whole lab behind one address can sign in at once; a row is a window that started with a failure.
CREATE TABLE login_failures (
  throttle_key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);
CREATE INDEX login_failures_window_idx ON login_failures (window_started_at);
