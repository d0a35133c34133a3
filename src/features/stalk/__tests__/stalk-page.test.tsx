import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { StalkInstance, StalkResponse } from '../../../api/exam-api';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderUnderAppRoot } from '../../../test/render-shell';
import StalkPage from '../stalk-page';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

// The server's clock is far from the browser's: times left are counted on the server's.
const serverNow = '2027-01-20T10:00:00.000Z';
const inMinutes = (minutes: number) => new Date(Date.parse(serverNow) + minutes * 60_000).toISOString();

const taker = (pseudonym: string, extra: Partial<StalkInstance> = {}): StalkInstance => ({
  pseudonym, state: 'ongoing', answered: 3, total: 10, focusLosses: 0, deadlineAt: inMinutes(30), lastContactAt: inMinutes(-0.25), contactLost: false, ...extra,
});

const board = (instances: StalkInstance[]): StalkResponse['data'] => ({
  examTitle: 'Midterm exam', courseName: 'Databases', serverNow, availableTo: inMinutes(90), instances,
});

const renderPage = (path = '/stalk/DB/MI') => renderUnderAppRoot([{ path: '/stalk/:courseAbbrev/:examAbbrev', element: <StalkPage /> }], { path });

describe('StalkPage', () => {
  it('shows the takers under their pseudonyms with progress, focus losses, time left on the server’s clock and contact', async () => {
    server.use(http.get(apiUrl('/stalk/DB/MI'), () => ok(board([
      taker('Brave Otter 7F3A', { answered: 7, focusLosses: 2 }),
      taker('Calm Heron 01B2', { contactLost: true, lastContactAt: inMinutes(-3) }),
      taker('Keen Lynx C0DE', { state: 'submitted', answered: 10 }),
    ]))));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Midterm exam — Databases' }, FIND)).toBeInTheDocument();
    expect(screen.getByText('2 taking the exam · 1 just submitted')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Students taking Midterm exam, under made-up names' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

    const otter = row('Brave Otter');
    expect(within(otter).getByText('7F3A')).toBeInTheDocument();
    expect(within(otter).getByText('7 of 10')).toBeInTheDocument();
    expect(within(otter).getByRole('progressbar', { name: '7 of 10 questions answered' })).toBeInTheDocument();
    expect(within(otter).getByText('2 times')).toBeInTheDocument();
    expect(within(otter).getByText('Taking the exam')).toBeInTheDocument();
    const left = within(otter).getByText(/^00:(30:00|29:5\d)$/);
    const before = left.textContent;
    await waitFor(() => expect(left.textContent).not.toBe(before), { timeout: 3000 });
    expect(within(otter).getByText(/seconds? ago|now/)).toBeInTheDocument();

    const heron = row('Calm Heron');
    expect(within(heron).getByText('Contact lost')).toBeInTheDocument();
    expect(within(heron).getByText('3 minutes ago')).toBeInTheDocument();
    expect(within(heron).getByText('Never')).toBeInTheDocument();

    const lynx = row('Keen Lynx');
    expect(within(lynx).getByText('Submitted')).toBeInTheDocument();
    expect(within(lynx).getByText('—')).toBeInTheDocument();
  });

  it('refreshes itself every few seconds and keeps the last data with a warning when refused (429)', async () => {
    let calls = 0;
    server.use(http.get(apiUrl('/stalk/DB/MI'), () => {
      calls += 1;
      return calls === 1 ? ok(board([taker('Brave Otter 7F3A')])) : apiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 1 minute.');
    }));
    renderPage();
    expect(await screen.findByText('Brave Otter', {}, FIND)).toBeInTheDocument();
    expect(await screen.findByText('Too many requests from this computer; the page tries again shortly.', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText('Brave Otter')).toBeInTheDocument();
    expect(sentRequests('GET /stalk/DB/MI')).toHaveLength(2);
  });

  it('says when there is nobody, and when the exam has no public page (and stops asking)', async () => {
    server.use(http.get(apiUrl('/stalk/DB/MI'), () => ok(board([]))));
    const { unmount } = renderPage();
    expect(await screen.findByText('Nobody is taking this exam now.', {}, FIND)).toBeInTheDocument();
    unmount();

    server.use(http.get(apiUrl('/stalk/DB/NOPE'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist or is not public.')));
    renderPage('/stalk/DB/NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'No public page for this exam' }, FIND)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(sentRequests('GET /stalk/DB/NOPE')).toHaveLength(1);
  });
});
