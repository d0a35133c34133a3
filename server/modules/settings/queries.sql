-- BLOCK select_user_settings
SELECT settings FROM user_settings WHERE user_id = :userId

-- BLOCK upsert_user_settings
-- The SPA saves its settings as a whole object, so the stored document is replaced, not merged.
INSERT INTO user_settings (user_id, settings, updated_at)
VALUES (:userId, :settings::jsonb, :now)
ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at
