import { registerMessages } from '../../i18n';
import { tickets } from '../../i18n/locales/en/tickets';

// The tickets' strings (shared with the staff's tickets page), registered with the pages that show them.
registerMessages('tickets', tickets);
