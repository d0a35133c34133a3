import { registerMessages } from '../../i18n';
import { student } from '../../i18n/locales/en/student';

// The student's pages' strings, registered when any of them loads so they travel in the feature's lazy chunk.
registerMessages('student', student);
