import { registerMessages } from '../../i18n';
import { questionsRenderers } from '../../i18n/locales/en/questions-renderers';

// The renderers' and the question test page's strings, registered when one of their modules loads.
registerMessages('questionsRenderers', questionsRenderers);
