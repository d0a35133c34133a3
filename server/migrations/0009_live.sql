-- During the exam (docs/live.md): the live channel's outbox, each instance's event log and contact, tickets,
-- messages with receipts, and the stalk page's pseudonyms.

-- Contact: the last time the student's page was heard from (open live channel, heartbeat), and since when an
-- ongoing instance has been silent longer than LOST_CONTACT_SECONDS. The address and browser last seen, to log a
-- change.
ALTER TABLE exam_instances
  ADD COLUMN last_contact_at timestamptz,
  ADD COLUMN contact_lost_at timestamptz,
  ADD COLUMN last_address text,
  ADD COLUMN last_user_agent text;

-- The secret behind an exam's stalk pseudonyms: stable for the exam, not guessable from the instance.
ALTER TABLE exams ADD COLUMN stalk_salt uuid NOT NULL DEFAULT gen_random_uuid();

-- An instance's event log: append-only, written by the server, its times the server's (the client's beside them).
-- `detail`: the answer of answer-saved and late-answer, the offline seconds of reconnected, the start of a contact
-- gap (contact-regained), an address or browser, a staff action's minutes or message.
CREATE TABLE exam_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES exam_instances (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('started', 'answer-saved', 'late-answer', 'code-run', 'focus-lost', 'focus-regained',
    'fullscreen-left', 'fullscreen-entered', 'reconnected', 'contact-lost', 'contact-regained', 'address-changed',
    'browser-changed', 'submitted', 'extended', 'unsubmitted', 'message-displayed', 'ticket-raised')),
  at timestamptz NOT NULL,
  client_at timestamptz,
  ordinal integer,
  seq integer,
  detail jsonb,
  acted_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX exam_events_instance_idx ON exam_events (instance_id, at, id);
CREATE INDEX exam_events_instance_ordinal_idx ON exam_events (instance_id, ordinal, id) WHERE kind IN ('answer-saved', 'late-answer');
CREATE INDEX exam_events_acted_by_idx ON exam_events (acted_by);

-- The live channel's outbox (server/live/): what changed, for the connected pages to fetch. Each API process reads
-- the new rows once and hands them to its connected clients; a client that reconnects asks for the rows after the
-- last id it has. Rows are written under one advisory lock so that their ids are in commit order (a reader never
-- passes an id that commits later). `instance_id` null: for every student of the exam (student audience).
CREATE TABLE live_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  instance_id integer REFERENCES exam_instances (id) ON DELETE CASCADE,
  audience text NOT NULL CHECK (audience IN ('student', 'staff')),
  kind text NOT NULL CHECK (kind IN ('instance', 'message', 'ticket')),
  ref_id integer,
  at timestamptz NOT NULL
);
CREATE INDEX live_events_exam_idx ON live_events (exam_id, id);
CREATE INDEX live_events_instance_id_idx ON live_events (instance_id);
CREATE INDEX live_events_at_idx ON live_events (at);

-- Tickets: a student's question about one question of their instance; its history in entries.
CREATE TABLE exam_tickets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  instance_id integer NOT NULL,
  ordinal integer NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'reopened')),
  assigned_to integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (instance_id, ordinal) REFERENCES exam_instance_questions (instance_id, ordinal) ON DELETE CASCADE
);
CREATE INDEX exam_tickets_instance_idx ON exam_tickets (instance_id, ordinal);
CREATE INDEX exam_tickets_assigned_to_idx ON exam_tickets (assigned_to);

CREATE TABLE exam_ticket_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES exam_tickets (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('raised', 'answered', 'assigned', 'closed', 'reopened')),
  text text,
  at timestamptz NOT NULL,
  -- The staff member; null for the student.
  by_user integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX exam_ticket_entries_ticket_idx ON exam_ticket_entries (ticket_id, at, id);
CREATE INDEX exam_ticket_entries_by_user_idx ON exam_ticket_entries (by_user);

-- Messages from staff to the takers of an exam: all, one class group, or one student; receipts per instance.
CREATE TABLE exam_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  audience text NOT NULL CHECK (audience IN ('all', 'class-group', 'student')),
  class_group text,
  student_id integer REFERENCES students (id) ON DELETE CASCADE,
  text text NOT NULL,
  sent_at timestamptz NOT NULL,
  sent_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((audience = 'class-group') = (class_group IS NOT NULL)),
  CHECK ((audience = 'student') = (student_id IS NOT NULL))
);
CREATE INDEX exam_messages_exam_idx ON exam_messages (exam_id, sent_at DESC);
CREATE INDEX exam_messages_student_id_idx ON exam_messages (student_id);
CREATE INDEX exam_messages_sent_by_idx ON exam_messages (sent_by);

CREATE TABLE exam_message_receipts (
  message_id integer NOT NULL REFERENCES exam_messages (id) ON DELETE CASCADE,
  instance_id integer NOT NULL REFERENCES exam_instances (id) ON DELETE CASCADE,
  delivered_at timestamptz NOT NULL,
  displayed_at timestamptz,
  PRIMARY KEY (message_id, instance_id)
);
CREATE INDEX exam_message_receipts_instance_idx ON exam_message_receipts (instance_id);
