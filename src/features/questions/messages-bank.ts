import { registerMessages } from '../../i18n';
import { questionKinds } from '../../i18n/locales/en/question-kinds';
import { questionsBank } from '../../i18n/locales/en/questions-bank';

// The question bank's browsing strings (list, search, import, export, kind names), registered when any of its
// modules loads so they travel in the feature's lazy chunk.
registerMessages('questionsBank', questionsBank);
registerMessages('questionKinds', questionKinds);
