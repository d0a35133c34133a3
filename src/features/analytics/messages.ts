import { registerMessages } from '../../i18n';
import { analytics } from '../../i18n/locales/en/analytics';
import { questionKinds } from '../../i18n/locales/en/question-kinds';

// The analytics pages' strings, registered when either loads so they travel in the feature's lazy chunk.
registerMessages('analytics', analytics);
registerMessages('questionKinds', questionKinds);
