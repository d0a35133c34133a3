-- Browsers that signed in to an account before: the right password from one of them is accepted while the account
-- is under a guessing attack from elsewhere. Only a hash of the browser's random token is kept.
CREATE TABLE known_devices (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX known_devices_user_id_idx ON known_devices (user_id);
CREATE INDEX known_devices_last_used_at_idx ON known_devices (last_used_at);

-- "Has this account signed in from this address before?" is asked at every throttled sign-in.
CREATE INDEX sessions_user_id_ip_idx ON sessions (user_id, ip);

-- Staff letting a throttled student sign in is recorded with the exam's other staff actions.
ALTER TABLE exam_actions DROP CONSTRAINT exam_actions_action_check;
ALTER TABLE exam_actions ADD CONSTRAINT exam_actions_action_check
  CHECK (action IN ('unsubmit', 'extend', 'delete', 'delete-not-started', 'submit', 'let-in'));
