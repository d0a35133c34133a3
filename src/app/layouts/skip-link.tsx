import type { MouseEvent } from 'react';
import { useT } from '../../i18n';

/** The id of the signed-in layouts' <main>, which the skip link jumps to. */
export const MAIN_ID = 'eh-main';

// Focus moves without a #fragment in the address: to the router a new hash would be a navigation.
function skip(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The first Tab stop of a signed-in page, shown only while focused: it jumps past the header (menus, search,
 * course and year) to the page itself.
 */
export function SkipLink() {
  const t = useT();
  return <a className="eh-skip-link" href={`#${MAIN_ID}`} onClick={skip}>{t('menu.skipToContent')}</a>;
}
