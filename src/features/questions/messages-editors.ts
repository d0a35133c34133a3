import { registerMessages } from '../../i18n';
import { questionsEditors } from '../../i18n/locales/en/questions-editors';

// The question editor's strings, registered when its chunk loads.
registerMessages('questionsEditors', questionsEditors);
