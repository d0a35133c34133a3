import { registerMessages } from '../../i18n';
import { admin } from '../../i18n/locales/en/admin';

// The administration pages' strings, registered when any of them loads (see src/i18n/locales/en/index.ts).
registerMessages('admin', admin);
