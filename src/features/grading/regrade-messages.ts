import { registerMessages } from '../../i18n';
import { regrade } from '../../i18n/locales/en/regrade';

// The regrade page's strings, registered when it loads so they travel in its lazy chunk.
registerMessages('regrade', regrade);
