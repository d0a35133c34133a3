import { activity } from './activity';
import { analytics } from './analytics';
import { admin } from './admin';
import { examMessages } from './exam-messages';
import { exams } from './exams';
import { exportsMessages } from './exports';
import { hr } from './index';
import { manualGrading } from './manual-grading';
import { people } from './people';
import { questionKinds } from './question-kinds';
import { questionsBank } from './questions-bank';
import { questionsEditors } from './questions-editors';
import { questionsRenderers } from './questions-renderers';
import { regrade } from './regrade';
import { stalk } from './stalk';
import { student } from './student';
import { tickets } from './tickets';

/** Every Croatian namespace, loaded as one chunk when a user chooses Croatian (see src/i18n/index.ts). */
export const pack = {
  app: hr,
  activity,
  analytics,
  admin,
  examMessages,
  exams,
  exportsMessages,
  manualGrading,
  people,
  questionKinds,
  questionsBank,
  questionsEditors,
  questionsRenderers,
  regrade,
  stalk,
  student,
  tickets,
};
