import { registerMessages } from '../../i18n';
import { people } from '../../i18n/locales/en/people';

// The course structure's strings live with the people pages' (they share a few); registered when it loads.
registerMessages('people', people);
