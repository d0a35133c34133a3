import { registerMessages } from '../../i18n';
import { manualGrading } from '../../i18n/locales/en/manual-grading';

// The manual grading page's strings, registered when it loads so they travel in its lazy chunk.
registerMessages('manualGrading', manualGrading);
