import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuestionImportItem } from '../../../api/exam-api';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { formatOfFileName, ImportDialog } from '../components/import-dialog';
import { bankNodes, bankState } from '../__fixtures__/bank';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const XML = '<?xml version="1.0"?><quiz><question type="multichoice"><name><text>Keys</text></name></question></quiz>';

const item = (index: number, extra: Partial<QuestionImportItem>): QuestionImportItem => ({
  index, sourceType: 'multichoice', name: `Question ${index}`, category: 'Databases/SQL', kind: 'multiple-choice',
  status: 'import', reason: null, warnings: [], ...extra,
});
const preview = {
  items: [
    item(1, { name: 'Primary keys', warnings: ['The general feedback is left out.'] }),
    item(2, { name: 'Normal forms', sourceType: 'truefalse', kind: 'true-false' }),
    item(3, { name: 'Cloze about joins', sourceType: 'cloze', kind: null, status: 'skip', reason: 'Embedded answers (cloze) have no kind here.' }),
  ],
  total: 3,
  importable: 2,
  skipped: 1,
};

beforeEach(() => {
  server.use(http.put(apiUrl('/user/settings'), () => ok()), http.get(apiUrl('/courses/1/nodes'), () => ok(bankNodes)));
});
afterEach(() => {
  jest.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent ?? '';

async function chooseFile(name: string, text: string) {
  const input = (await screen.findByRole('dialog', {}, FIND)).querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/xml' })] } });
  return screen.findByText(new RegExp(`^${name.replace('.', '\\.')} \\(`), {}, FIND);
}

describe('formatOfFileName', () => {
  it('reads Moodle XML from .xml and GIFT from .gift or .txt, and nothing from other names', () => {
    expect(formatOfFileName('Quiz.XML')).toBe('moodle-xml');
    expect(formatOfFileName('week1.gift')).toBe('gift');
    expect(formatOfFileName('week1.txt')).toBe('gift');
    expect(formatOfFileName('questions.csv')).toBeNull();
  });
});

describe('ImportDialog', () => {
  it('previews the file, imports nothing until confirmed, then imports and links to the list', async () => {
    server.use(http.post(apiUrl('/courses/1/question-imports/preview'), () => ok(preview)));
    server.use(http.post(apiUrl('/courses/1/question-imports/apply'), () => ok({ ...preview, questionIds: [101, 102] })));
    const onClose = jest.fn();
    renderInRouter(<ImportDialog open courseId={1} onClose={onClose} />, { path: '/question/list', state: bankState });

    await chooseFile('quiz.xml', XML);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Moodle XML')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('Embedded answers (cloze) have no kind here.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /courses/1/question-imports/preview')[0].body).toEqual({
      format: 'moodle-xml', fileName: 'quiz.xml', content: XML, nodeIds: [],
    });
    expect(sentRequests('POST /courses/1/question-imports/apply')).toHaveLength(0);
    const table = within(dialog).getByRole('table');
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(row('Primary keys')).getByText('Multiple choice')).toBeInTheDocument();
    expect(within(row('Primary keys')).getByText('The general feedback is left out.')).toBeInTheDocument();
    expect(within(row('Normal forms')).getByText('True/false')).toBeInTheDocument();
    expect(within(row('Cloze about joins')).getByText('skipped')).toBeInTheDocument();
    expect(within(dialog).getByText('1 question will be skipped: the reasons are in the table.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 questions' }));
    expect(await within(dialog).findByText('2 questions imported', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /courses/1/question-imports/apply')).toHaveLength(1);
    expect(sentRequests('POST /courses/1/question-imports/apply')[0].body).toEqual(sentRequests('POST /courses/1/question-imports/preview')[0].body);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show them in the list' }));
    await waitFor(() => expect(location()).toBe('/question/list?id=101&id=102'));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when the file is malformed (422) and stays on the file step", async () => {
    // The base query also reports the failure (an error alert, logged).
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/courses/1/question-imports/preview'), () => apiError(422, 'IMPORT_MALFORMED', 'Line 1: the GIFT question has no answer block.')),
    );
    renderInRouter(<ImportDialog open courseId={1} onClose={() => {}} />, { path: '/question/list', state: bankState });

    await chooseFile('week1.gift', '::Q1:: What is a key?');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('GIFT')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Line 1: the GIFT question has no answer block.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /courses/1/question-imports/preview')[0].body).toMatchObject({ format: 'gift', fileName: 'week1.gift' });
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(sentRequests('POST /courses/1/question-imports/apply')).toHaveLength(0);
  });
});
