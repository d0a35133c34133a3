import type { UserSettings } from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { selectOptionalUserSettings, upsertUserSettings } from './queries.js';

export function createSettingsService({ database, clock }: AppDeps) {
  const { db } = database;
  return {
    async getUserSettings(user: SessionUser): Promise<UserSettings | null> {
      const row = await selectOptionalUserSettings(db, user.id);
      return row?.settings ?? null;
    },

    async saveUserSettings(user: SessionUser, settings: UserSettings): Promise<void> {
      await upsertUserSettings(db, user.id, settings, clock());
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
