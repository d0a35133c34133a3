-- Staff users (administrators and teachers), their courses, and who is online.

-- BLOCK select_staff_users_page
-- One page of staff users matching the filters, with the total over all pages on every row (and on a single
-- row with a NULL id when the page is past the end). Every word of :words must occur in the name, user name
-- or e-mail address; strpos keeps % and _ literal. The sort key's ties are broken by name and id, so pages
-- never overlap.
WITH matching AS (
  SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.role_name, u.is_active,
         u.password_hash IS NOT NULL AS has_password,
         CASE :sortBy::text
           WHEN 'username' THEN lower(u.username)
           WHEN 'roleName' THEN u.role_name
           WHEN 'email' THEN lower(u.email)
           ELSE lower(u.last_name)
         END AS sort_key
  FROM users u
  WHERE u.role_name IN ('Admin', 'Teacher')
    AND (:userId::integer IS NULL OR u.id = :userId::integer)
    AND (:roleName::text IS NULL OR u.role_name = :roleName::text)
    AND (:courseId::integer IS NULL OR EXISTS (
      SELECT 1 FROM teacher_courses tc WHERE tc.user_id = u.id AND tc.course_id = :courseId::integer))
    AND NOT EXISTS (
      SELECT 1 FROM unnest(:words::text[]) AS word
      WHERE strpos(lower(concat_ws(' ', u.first_name, u.last_name, u.username, u.email)), lower(word)) = 0)
),
total AS (SELECT count(*)::int AS total FROM matching),
page AS (
  SELECT m.*, row_number() OVER (
    ORDER BY CASE WHEN :descending::boolean THEN m.sort_key END DESC NULLS LAST,
             CASE WHEN NOT :descending::boolean THEN m.sort_key END ASC NULLS LAST,
             lower(m.last_name), lower(m.first_name), m.id
  ) AS position
  FROM matching m
  ORDER BY position
  LIMIT :pageLimit OFFSET :pageOffset
)
SELECT total.total, p.id, p.username, p.first_name, p.last_name, p.email, p.role_name, p.is_active, p.has_password,
       (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = p.id) AS last_seen_at,
       (SELECT coalesce(json_agg(json_build_object('provider', i.provider, 'issuer', i.issuer, 'subject', i.subject)
                                 ORDER BY i.provider, i.id), '[]'::json)
        FROM identities i WHERE i.user_id = p.id) AS identities,
       (SELECT coalesce(json_agg(json_build_object('id', c.id, 'courseName', c.name, 'courseAcronym', c.acronym)
                                 ORDER BY c.name, c.id), '[]'::json)
        FROM teacher_courses tc JOIN courses c ON c.id = tc.course_id WHERE tc.user_id = p.id) AS courses
FROM total
LEFT JOIN page p ON true
ORDER BY p.position

-- BLOCK select_staff_user_for_update
SELECT id, username, role_name, is_active FROM users
WHERE id = :userId AND role_name IN ('Admin', 'Teacher')
FOR UPDATE

-- BLOCK select_user_id_by_username
SELECT id FROM users WHERE lower(username) = lower(:username)

-- BLOCK select_user_id_by_email
SELECT id FROM users
WHERE lower(email) = lower(:email) AND (:exceptId::integer IS NULL OR id <> :exceptId::integer)

-- BLOCK update_staff_user
UPDATE users
SET first_name = :firstName, last_name = :lastName, email = :email, role_name = :roleName, is_active = :isActive
WHERE id = :userId

-- BLOCK revoke_user_sessions
-- Every live session of the user ends now (but the one named in exceptSessionId: the caller's own, when they
-- changed their own password); a later reactivation does not bring them back.
UPDATE sessions SET revoked_at = :now
WHERE user_id = :userId AND revoked_at IS NULL
  AND (:exceptSessionId::integer IS NULL OR id <> :exceptSessionId::integer)

-- BLOCK select_course_exists
SELECT EXISTS (SELECT 1 FROM courses WHERE id = :courseId) AS found

-- BLOCK insert_teacher_course
INSERT INTO teacher_courses (user_id, course_id) VALUES (:userId, :courseId)
ON CONFLICT DO NOTHING

-- BLOCK delete_teacher_course
DELETE FROM teacher_courses WHERE user_id = :userId AND course_id = :courseId

-- BLOCK select_online_sessions
-- Live sessions (not revoked, not expired, user active) seen since :since, most recently seen first.
SELECT s.id AS session_id, u.id AS user_id, u.first_name, u.last_name, u.username, u.role_name,
       s.current_course_id, c.acronym AS course_acronym, s.current_route, s.last_seen_at, s.created_at, s.ip
FROM sessions s
JOIN users u ON u.id = s.user_id
LEFT JOIN courses c ON c.id = s.current_course_id
WHERE s.last_seen_at > :since
  AND s.revoked_at IS NULL
  AND s.expires_at > :now
  AND u.is_active
ORDER BY s.last_seen_at DESC, s.id DESC

-- BLOCK update_session_presence
UPDATE sessions
SET current_route = :route, current_course_id = :courseId, last_seen_at = :now
WHERE id = :sessionId
