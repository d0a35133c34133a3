-- BLOCK set_bench_passwords
-- Every bench student gets the same password hash: one real scrypt hash, computed once (each hash is salted, so
-- the server's work per sign-in is the same as with distinct ones).
UPDATE users SET password_hash = :passwordHash WHERE id = ANY(:userIds::int[])

-- BLOCK select_bench_usernames
SELECT id, username FROM users WHERE id = ANY(:userIds::int[])
