-- BLOCK select_user_by_username
SELECT id, username, first_name, last_name, email, role_name, image_url, password_hash, is_active
FROM users
WHERE lower(username) = lower(:username)

-- BLOCK select_user_by_id
SELECT id, username, first_name, last_name, email, role_name, image_url, password_hash, is_active
FROM users
WHERE id = :userId

-- BLOCK select_user_by_identity
SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.role_name, u.image_url, u.password_hash, u.is_active
FROM identities i
JOIN users u ON u.id = i.user_id
WHERE i.issuer = :issuer AND i.subject = :subject

-- BLOCK select_user_by_email
SELECT id, username, first_name, last_name, email, role_name, image_url, password_hash, is_active
FROM users
WHERE lower(email) = lower(:email)

-- BLOCK insert_user
INSERT INTO users (username, first_name, last_name, email, role_name, password_hash)
VALUES (:username, :firstName, :lastName, :email, :roleName, :passwordHash)
RETURNING id

-- BLOCK update_user_password_hash
UPDATE users SET password_hash = :passwordHash WHERE id = :userId

-- BLOCK insert_identity
-- Two simultaneous first sign-ins of one person both try to link; the second finds the link made.
INSERT INTO identities (user_id, provider, issuer, subject)
VALUES (:userId, :provider, :issuer, :subject)
ON CONFLICT (issuer, subject) DO NOTHING

-- BLOCK insert_session
INSERT INTO sessions (token_hash, csrf_hash, user_id, provider, created_at, last_seen_at, expires_at, ip, user_agent)
VALUES (:tokenHash, :csrfHash, :userId, :provider, :now, :now, :expiresAt, :ip, :userAgent)
RETURNING id

-- BLOCK select_active_sessions
-- The sessions of several requests at once (group commit, server/db/batcher.ts), each checked as of its own time.
-- A session counts only while it is neither expired nor revoked and its user is still active.
SELECT t.req, s.id AS session_id, s.csrf_hash, s.provider, s.last_seen_at,
       u.id, u.username, u.first_name, u.last_name, u.email, u.role_name, u.image_url
FROM unnest(:tokenHashes::text[], :nows::timestamptz[]) WITH ORDINALITY AS t (token_hash, now, req)
JOIN sessions s ON s.token_hash = t.token_hash
JOIN users u ON u.id = s.user_id
WHERE s.revoked_at IS NULL
  AND s.expires_at > t.now
  AND u.is_active

-- BLOCK touch_session
UPDATE sessions SET last_seen_at = :now WHERE id = :sessionId

-- BLOCK revoke_session
UPDATE sessions SET revoked_at = :now WHERE token_hash = :tokenHash AND revoked_at IS NULL

-- BLOCK delete_stale_sessions
-- Expired and revoked sessions are kept for a while for the record, then removed.
DELETE FROM sessions WHERE expires_at < :before OR revoked_at < :before

-- BLOCK delete_expired_login_codes
DELETE FROM login_codes WHERE expires_at < :now

-- BLOCK delete_expired_oidc_login_requests
DELETE FROM oidc_login_requests WHERE expires_at < :now

-- BLOCK insert_oidc_login_request
INSERT INTO oidc_login_requests (state, browser_hash, provider, nonce, code_verifier, created_at, expires_at)
VALUES (:state, :browserHash, :provider, :nonce, :codeVerifier, :now, :expiresAt)

-- BLOCK take_oidc_login_request
-- Deleting while reading makes every sign-in request single-use, even when two callbacks race.
DELETE FROM oidc_login_requests
WHERE state = :state
RETURNING browser_hash, provider, nonce, code_verifier, expires_at

-- BLOCK insert_login_code
INSERT INTO login_codes (code_hash, browser_hash, user_id, provider, created_at, expires_at)
VALUES (:codeHash, :browserHash, :userId, :provider, :now, :expiresAt)

-- BLOCK use_login_code
UPDATE login_codes
SET used_at = :now
WHERE code_hash = :codeHash AND used_at IS NULL AND expires_at > :now
RETURNING user_id, provider, browser_hash

-- BLOCK select_login_failures
SELECT throttle_key, failures, window_started_at
FROM login_failures
WHERE throttle_key = ANY(:keys::text[]) AND window_started_at > :windowStart

-- BLOCK record_login_failure
INSERT INTO login_failures (throttle_key, failures, window_started_at)
VALUES (:key, 1, :now)
ON CONFLICT (throttle_key) DO UPDATE SET
  failures = CASE WHEN login_failures.window_started_at <= :windowStart THEN 1 ELSE login_failures.failures + 1 END,
  window_started_at = CASE WHEN login_failures.window_started_at <= :windowStart THEN :now ELSE login_failures.window_started_at END

-- BLOCK clear_login_failures
DELETE FROM login_failures WHERE throttle_key = :key

-- BLOCK delete_stale_login_failures
DELETE FROM login_failures WHERE window_started_at <= :windowStart

-- BLOCK clear_account_login_failures
-- Everything that holds this account back: its count across addresses, per address and per browser.
DELETE FROM login_failures
WHERE throttle_key = :accountKey OR starts_with(throttle_key, :accountKey || E'\t')

-- BLOCK select_signed_in_from
-- An address the account has signed in from (sessions are kept for a while after they end).
SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = :userId AND ip = :ip) AS signed_in

-- BLOCK touch_known_device
UPDATE known_devices SET last_used_at = :now WHERE token_hash = :tokenHash AND user_id = :userId
RETURNING user_id

-- BLOCK insert_known_device
INSERT INTO known_devices (token_hash, user_id, created_at, last_used_at) VALUES (:tokenHash, :userId, :now, :now)

-- BLOCK delete_stale_known_devices
DELETE FROM known_devices WHERE last_used_at < :before
