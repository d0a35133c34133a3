import { setupStore } from '../../store';
import {
  showError, showFlashSuccess, showFlashWarning, showPermanentSuccess, showSuccess, showWarning,
} from '../alert-actions';
import {
  ALERT_FADE_MS, alertDismissed, alertShown, alertsCleared, selectAlerts,
} from '../alerts-slice';

describe('alertShown prepare', () => {
  it('builds the spec’s alert shape', () => {
    const { payload } = alertShown('flash-warning', 'Careful');
    expect(payload).toMatchObject({
      kind: 'flash-warning', type: 'alert-flash-warning', message: 'Careful', fade: false, permanent: false,
      dismissable: false, displayMs: 2000,
    });
    expect(payload.id).toEqual(expect.any(String));
    expect(alertShown('error', 'x').payload).toMatchObject({ dismissable: true, displayMs: 10000 });
    expect(alertShown('success', 'x', { permanent: true }).payload).toMatchObject({ permanent: true, displayMs: null });
  });

  it.each([
    [showSuccess, 'alert-success', 5000, true],
    [showFlashSuccess, 'alert-flash-success', 2000, false],
    [showFlashWarning, 'alert-flash-warning', 2000, false],
    [showWarning, 'alert-warning', 5000, true],
    [showError, 'alert-error', 10000, true],
    [showPermanentSuccess, 'alert-success', 15000, true],
  ])('%p shows %s for %i ms', (helper, type, displayMs, dismissable) => {
    expect(helper('m').payload).toMatchObject({ type, displayMs, dismissable, message: 'm' });
  });
});

describe('alert timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['success', showSuccess, 5000],
    ['flash success', showFlashSuccess, 2000],
    ['warning', showWarning, 5000],
    ['error', showError, 10000],
    ['permanent success', showPermanentSuccess, 15000],
  ])('a %s alert fades 2000 ms before it clears', async (_name, helper, displayMs) => {
    const store = setupStore();
    store.dispatch(helper('Hello'));
    const alerts = () => selectAlerts(store.getState());
    if (displayMs > ALERT_FADE_MS) {
      await jest.advanceTimersByTimeAsync(displayMs - ALERT_FADE_MS - 1);
      expect(alerts()[0].fade).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
    } else {
      // A flash alert shows for exactly the fade time: it fades from the start.
      await jest.advanceTimersByTimeAsync(0);
    }
    expect(alerts()[0].fade).toBe(true);
    await jest.advanceTimersByTimeAsync(ALERT_FADE_MS - 1);
    expect(alerts()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(alerts()).toHaveLength(0);
  });

  it('keeps an alert without a display time until it is dismissed', async () => {
    const store = setupStore();
    store.dispatch(alertShown('success', 'Stays', { permanent: true }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(selectAlerts(store.getState())).toHaveLength(1);
    store.dispatch(alertDismissed(selectAlerts(store.getState())[0].id));
    expect(selectAlerts(store.getState())).toHaveLength(0);
  });

  it('clears every alert on navigation and does not fade a cleared one later', async () => {
    const store = setupStore();
    store.dispatch(showError('One'));
    store.dispatch(alertShown('warning', 'Two', { permanent: true }));
    store.dispatch(alertsCleared());
    expect(selectAlerts(store.getState())).toHaveLength(0);
    store.dispatch(showSuccess('After'));
    await jest.advanceTimersByTimeAsync(3000);
    expect(selectAlerts(store.getState()).map((a) => [a.message, a.fade])).toEqual([['After', true]]);
  });
});
