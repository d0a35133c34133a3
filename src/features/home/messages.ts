import { registerMessages } from '../../i18n';
import { activity } from '../../i18n/locales/en/activity';

// My activity's strings, registered when the staff home loads (see src/i18n/locales/en/index.ts).
registerMessages('activity', activity);
