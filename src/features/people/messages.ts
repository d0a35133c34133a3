import { registerMessages } from '../../i18n';
import { people } from '../../i18n/locales/en/people';

// The people pages' strings, registered when any of them loads (see src/i18n/locales/en/index.ts).
registerMessages('people', people);
