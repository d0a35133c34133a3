import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useT } from '../../../i18n';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;

/**
 * Full screen for the exam page (the browser's, which the student leaves with Esc); leaving it is logged for the
 * staff (use-exam-live.ts). Nothing where the browser has no full screen.
 */
export function FullscreenButton() {
  const t = useT();
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const label = t(active ? 'examPage.fullscreen.leave' : 'examPage.fullscreen.enter');
  const toggle = () => {
    if (active) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen().catch(() => {});
  };
  return (
    <Tooltip title={label}>
      <Button icon={active ? <CompressOutlined /> : <ExpandOutlined />} onClick={toggle} aria-label={label} aria-pressed={active} />
    </Tooltip>
  );
}
