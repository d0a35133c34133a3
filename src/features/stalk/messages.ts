import { registerMessages } from '../../i18n';
import { stalk } from '../../i18n/locales/en/stalk';

// The stalk page's strings, registered when it loads so they travel in its lazy chunk.
registerMessages('stalk', stalk);
