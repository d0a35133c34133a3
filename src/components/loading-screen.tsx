import { useState } from 'react';
import { t } from '../i18n';
import { core } from '../i18n/locales/en/core';
import { ExamHallLogo } from './exam-hall-logo';
import './loading-screen.css';

const QUOTE_KEYS = Object.keys(core.loading.quotes);

export interface LoadingScreenProps {
  /** Covers the whole window (the default); false fills only its container, e.g. inside a layout. */
  fullScreen?: boolean;
}

/**
 * docs/requirements.md#the-product: a random motivational quote and the animated logo, whose moustache direction is randomly reversed.
 * Both are drawn once per mount. Used by the PersistGate and as the fallback of lazy routes; it imports neither
 * antd nor the store, so it can show before either is ready.
 */
export function LoadingScreen({ fullScreen = true }: LoadingScreenProps) {
  const [quoteKey] = useState(() => QUOTE_KEYS[Math.floor(Math.random() * QUOTE_KEYS.length)] ?? QUOTE_KEYS[0]);
  const [reversed] = useState(() => Math.random() < 0.5);
  return (
    <div className={`eh-loading${fullScreen ? ' is-fullscreen' : ''}`} role="status" aria-live="polite">
      <span className="eh-visually-hidden">{t('loading.label')}</span>
      <ExamHallLogo reversed={reversed} title={t('loading.logoTitle')} />
      <figure className="eh-loading-quote">
        <blockquote>{t(`loading.quotes.${quoteKey}.text`)}</blockquote>
        <figcaption>— {t(`loading.quotes.${quoteKey}.author`)}</figcaption>
      </figure>
    </div>
  );
}
