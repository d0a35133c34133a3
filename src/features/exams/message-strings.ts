import { registerMessages } from '../../i18n';
import { examMessages } from '../../i18n/locales/en/exam-messages';

// The strings of messages to the takers (shared with the student's exam page), registered with the pages that show them.
registerMessages('examMessages', examMessages);
