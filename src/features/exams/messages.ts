import { registerMessages } from '../../i18n';
import { exams } from '../../i18n/locales/en/exams';

// The exam pages' strings, registered when any of them loads so they travel in the feature's lazy chunk.
registerMessages('exams', exams);
