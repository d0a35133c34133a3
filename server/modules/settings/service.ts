import type { AppDeps, SessionUser } from '../../types.js';
import { selectOptionalUserSettings, upsertUserSettings } from './queries.js';

/** The settings document as the contract's `UserSettings` describes it; validated before it gets here. */
export type UserSettings = Record<string, unknown>;

export function createSettingsService({ database, clock }: AppDeps) {
  const { db } = database;
  return {
    async getUserSettings(user: SessionUser): Promise<UserSettings | null> {
      const row = await selectOptionalUserSettings(db, user.id);
      return (row?.settings as UserSettings | undefined) ?? null;
    },

    async saveUserSettings(user: SessionUser, settings: UserSettings): Promise<void> {
      await upsertUserSettings(db, user.id, settings, clock());
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
