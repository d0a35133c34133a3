import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithStore } from '../../test/render';
import { renderInRouter } from '../../test/render-shell';
import { signedInState } from '../../test/store-state';
import { ImportFilePicker, ImportStepButtons, ImportWizard, useImportWizard } from '../import-wizard';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const UNSAVED = 'You have unsaved changes. Leave this page?';

/** A minimal import built on the wizard: counts the words of a text file. */
function WordImport({ onReset, onClose }: { onReset: () => void; onClose: () => void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [imported, setImported] = useState(false);
  const wizard = useImportWizard({
    open: true,
    dirty: file !== null && !imported,
    onReset: () => {
      setFile(null);
      setImported(false);
      onReset();
    },
    onClose,
  });
  const choose = async (chosen: File) => setFile({ name: chosen.name, text: await wizard.readFile(chosen) });
  const words = file ? file.text.split(/\s+/).filter(Boolean).length : 0;
  return (
    <ImportWizard
      wizard={wizard}
      title="Import words"
      width={800}
      stepTitles={{ file: 'Choose', preview: 'Check', result: 'Done' }}
      steps={{
        file: (
          <>
            <ImportFilePicker
              accept=".txt"
              fileText={file && `${file.name}: ${words} words`}
              changeLabel="Another file"
              onChangeFile={() => setFile(null)}
              reading={wizard.reading}
              readingText={(name) => `Reading ${name}`}
              dropText="Drop a text file here"
              dropHint="One file"
              onChoose={(chosen) => void choose(chosen)}
            />
            <ImportStepButtons
              busy={false}
              busyText="Checking"
              formKey="word-import"
              saveLabel="Check"
              onSave={() => wizard.goTo('preview')}
              saveDisabled={file === null}
              onCancel={() => void wizard.close()}
            />
          </>
        ),
        preview: (
          <>
            <p>{`${words} words to import`}</p>
            <ImportStepButtons
              busy={false}
              busyText="Importing"
              formKey="word-import-apply"
              saveLabel="Import"
              onSave={() => { setImported(true); wizard.goTo('result'); }}
              saveDisabled={false}
              cancelLabel="Back"
              onCancel={() => wizard.goTo('file')}
            />
          </>
        ),
        result: (
          <>
            <p>Words imported</p>
            <button type="button" onClick={wizard.reset}>Import another file</button>
          </>
        ),
      }}
    />
  );
}

const currentStep = () => document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;

async function renderWordImport() {
  const onReset = jest.fn();
  const onClose = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderInRouter(<WordImport onReset={onReset} onClose={onClose} />, { path: '/words', state: signedInState() });
  await screen.findByRole('dialog', { name: 'Import words' }, FIND);
  const choose = async (text: string, name = 'words.txt') => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([text], name, { type: 'text/plain' }));
  };
  return { user, onReset, onClose, choose };
}

describe('ImportWizard', () => {
  it('goes from the file through the preview to the result, showing one step at a time', async () => {
    const { user, onReset, choose } = await renderWordImport();
    expect(currentStep()).toBe('Choose');
    expect(screen.getByText('Drop a text file here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();

    await choose('one two  three\n');
    expect(await screen.findByText('words.txt: 3 words', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByText('Drop a text file here')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(currentStep()).toBe('Check');
    expect(screen.getByText('3 words to import')).toBeInTheDocument();
    expect(screen.queryByText('words.txt: 3 words')).not.toBeInTheDocument();

    // Back keeps the file read.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toBe('Choose');
    expect(screen.getByText('words.txt: 3 words')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(currentStep()).toBe('Done');
    expect(screen.getByText('Words imported')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(currentStep()).toBe('Choose');
    expect(screen.getByText('Drop a text file here')).toBeInTheDocument();
  });

  it('asks before closing with a file read and not imported; Stay keeps it, Leave starts over and closes', async () => {
    const { user, onReset, onClose, choose } = await renderWordImport();
    await choose('alpha beta');
    await screen.findByText('words.txt: 2 words', {}, FIND);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }, FIND));
    await waitFor(() => expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('words.txt: 2 words')).toBeInTheDocument();

    // The dialog's own close button asks too.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(UNSAVED, {}, FIND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Drop a text file here')).toBeInTheDocument();
  });

  it('closes without asking when nothing would be lost', async () => {
    const { user, onReset, onClose } = await renderWordImport();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
  });
});

describe('ImportFilePicker', () => {
  const props = {
    accept: '.txt',
    changeLabel: 'Another file',
    onChangeFile: () => {},
    readingText: (name: string) => `Reading ${name}`,
    dropText: 'Drop a text file here',
    dropHint: 'One file',
    onChoose: () => {},
  };

  it("shows a file's reading progress instead of the drop zone", () => {
    render(<ImportFilePicker {...props} fileText={null} reading={{ name: 'big.txt', percent: 40 }} />);
    expect(screen.getByText('Reading big.txt')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByText('Drop a text file here')).not.toBeInTheDocument();
  });

  it('offers to drop the file read for another', async () => {
    const user = userEvent.setup();
    const onChangeFile = jest.fn();
    render(<ImportFilePicker {...props} onChangeFile={onChangeFile} fileText="big.txt (2 kB)" reading={null} />);
    await user.click(screen.getByRole('button', { name: /Another file/ }));
    expect(onChangeFile).toHaveBeenCalledTimes(1);
  });
});

describe('ImportStepButtons', () => {
  it('shows what runs instead of the buttons while busy', () => {
    const buttons = {
      formKey: 'word-import', saveLabel: 'Check', onSave: () => {}, saveDisabled: false, onCancel: () => {}, busyText: 'Checking 3 words',
    };
    const idle = renderWithStore(<ImportStepButtons {...buttons} busy={false} />);
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
    expect(screen.queryByText('Checking 3 words')).not.toBeInTheDocument();
    idle.unmount();
    renderWithStore(<ImportStepButtons {...buttons} busy />);
    expect(screen.getByText('Checking 3 words')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
  });
});
