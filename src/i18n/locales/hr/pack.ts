import { admin } from './admin';
import { examMessages } from './exam-messages';
import { exams } from './exams';
import { hr } from './index';
import { people } from './people';
import { questionsBank } from './questions-bank';
import { questionsEditors } from './questions-editors';
import { questionsRenderers } from './questions-renderers';
import { stalk } from './stalk';
import { student } from './student';
import { tickets } from './tickets';

/** Every Croatian namespace, loaded as one chunk when a user chooses Croatian (see src/i18n/index.ts). */
export const pack = {
  app: hr,
  admin,
  examMessages,
  exams,
  people,
  questionsBank,
  questionsEditors,
  questionsRenderers,
  stalk,
  student,
  tickets,
};
