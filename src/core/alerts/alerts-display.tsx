import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ThunderboltFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useT } from '../../i18n';
import { alertDismissed, alertsCleared, selectAlerts, type AlertKind } from './alerts-slice';
import './alerts-display.css';

const ICONS: Record<AlertKind, ReactNode> = {
  success: <CheckCircleFilled />,
  'flash-success': <ThunderboltFilled />,
  'flash-warning': <ThunderboltFilled />,
  warning: <WarningFilled />,
  error: <CloseCircleFilled />,
};

/**
 * The alerts of the alerts slice, stacked in the page's bottom-left corner, where they hide no header menu and no
 * drawer (drawers open on the right). Every alert is a `role="alert"` live
 * region; flash alerts have no close button (docs/requirements.md#session-and-alerts); an alert fades out during its last 2000 ms.
 */
export function AlertsDisplay() {
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
  const t = useT();
  if (alerts.length === 0) return null;
  return (
    <section className="eh-alerts" aria-label={t('alerts.regionLabel')}>
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role="alert"
          className={`eh-alert ${alert.type}${alert.fade ? ' is-fading' : ''}`}
          data-kind={alert.kind}
          data-fading={alert.fade || undefined}
        >
          <span className="eh-alert-icon" aria-hidden="true">
            {ICONS[alert.kind]}
          </span>
          <span className="eh-visually-hidden">{t(`alerts.kinds.${alert.kind}`)}: </span>
          <span className="eh-alert-message">{alert.message}</span>
          {alert.dismissable && (
            <button
              type="button"
              className="eh-alert-close"
              aria-label={t('alerts.close')}
              title={t('alerts.close')}
              onClick={() => dispatch(alertDismissed(alert.id))}
            >
              <CloseOutlined aria-hidden="true" />
            </button>
          )}
        </div>
      ))}
      {alerts.length > 1 && (
        <button type="button" className="eh-alerts-clear" onClick={() => dispatch(alertsCleared())}>
          {t('alerts.clearAll')}
        </button>
      )}
    </section>
  );
}
