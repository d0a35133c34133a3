import { registerMessages } from '../../i18n';
import { exportsMessages } from '../../i18n/locales/en/exports';

// The export page's strings, registered when it loads so they travel in its lazy chunk.
registerMessages('exportsMessages', exportsMessages);
