import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { activity as enActivity } from '../locales/en/activity';
import { admin as enAdmin } from '../locales/en/admin';
import { analytics as enAnalytics } from '../locales/en/analytics';
import { en } from '../locales/en';
import { examMessages as enExamMessages } from '../locales/en/exam-messages';
import { exams as enExams } from '../locales/en/exams';
import { exportsMessages as enExports } from '../locales/en/exports';
import { manualGrading as enManualGrading } from '../locales/en/manual-grading';
import { people as enPeople } from '../locales/en/people';
import { questionKinds as enQuestionKinds } from '../locales/en/question-kinds';
import { questionsBank as enQuestionsBank } from '../locales/en/questions-bank';
import { questionsEditors as enQuestionsEditors } from '../locales/en/questions-editors';
import { questionsRenderers as enQuestionsRenderers } from '../locales/en/questions-renderers';
import { regrade as enRegrade } from '../locales/en/regrade';
import { stalk as enStalk } from '../locales/en/stalk';
import { student as enStudent } from '../locales/en/student';
import { tickets as enTickets } from '../locales/en/tickets';
import { pack as hr } from '../locales/hr/pack';

/**
 * The translation check of `npm test`: every key in both languages, every message valid ICU with the same
 * arguments in both, and no key that the code never uses.
 */
const english: Record<string, object> = {
  app: en,
  activity: enActivity,
  admin: enAdmin,
  analytics: enAnalytics,
  examMessages: enExamMessages,
  exams: enExams,
  exportsMessages: enExports,
  manualGrading: enManualGrading,
  people: enPeople,
  questionKinds: enQuestionKinds,
  questionsBank: enQuestionsBank,
  questionsEditors: enQuestionsEditors,
  questionsRenderers: enQuestionsRenderers,
  regrade: enRegrade,
  stalk: enStalk,
  student: enStudent,
  tickets: enTickets,
};

function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      into.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
    }
  }
  return into;
}

const namespaces = Object.keys(english);
const enKeys = new Map(namespaces.map((ns) => [ns, flatten(english[ns])]));
const hrKeys = new Map(namespaces.map((ns) => [ns, flatten((hr as Record<string, object>)[ns] ?? {})]));

describe.each(namespaces)('namespace %s', (ns) => {
  const enMessages = enKeys.get(ns)!;
  const hrMessages = hrKeys.get(ns)!;

  it('has the same keys in English and Croatian', () => {
    expect([...hrMessages.keys()].sort()).toEqual([...enMessages.keys()].sort());
  });

  it('has valid ICU messages with the same arguments in both languages', () => {
    const problems: string[] = [];
    for (const [key, text] of enMessages) {
      try {
        const enArgs = [...argumentsOf(parse(text, { ignoreTag: true }))].sort();
        const other = hrMessages.get(key);
        if (other === undefined) continue;
        const hrArgs = [...argumentsOf(parse(other, { ignoreTag: true }))].sort();
        if (enArgs.join() !== hrArgs.join()) problems.push(`${key}: en {${enArgs}} hr {${hrArgs}}`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

it('has no namespace in Croatian that English lacks', () => {
  expect(Object.keys(hr).sort()).toEqual([...namespaces].sort());
});

describe('keys the code uses', () => {
  const root = join(process.cwd(), 'src');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['__tests__', 'locales', 'generated', 'test'].includes(name)) walk(path);
      } else if (/\.(ts|tsx)$/.test(name)) files.push(path);
    }
  };
  walk(root);
  const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  // Literal keys anywhere ('a.b.c'), and prefixes of keys built at run time (`a.b.${x}`).
  const literals = new Set([...source.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1]));
  const prefixes = [...new Set([...source.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map((m) => m[1]))];

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => relative(root, file) === 'app/routes.tsx')).toBe(true);
  });

  it('uses every English key (a key no code reads is dead text to translate)', () => {
    const unused = [...enKeys.values()]
      .flatMap((messages) => [...messages.keys()])
      .filter((key) => !literals.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it('has every literal key the code reads', () => {
    const all = new Set([...enKeys.values()].flatMap((messages) => [...messages.keys()]));
    const namespaceRoots = new Set([...all].map((key) => key.split('.')[0]));
    // A literal with a known first segment that is not a key is a typo or a missing string.
    const missing = [...literals].filter((literal) => namespaceRoots.has(literal.split('.')[0]) && !all.has(literal)
      && ![...all].some((key) => key.startsWith(`${literal}.`)));
    expect(missing).toEqual([]);
  });
});
