import { useEffect } from 'react';
import { t } from '../i18n';

/** The browser tab shows the page, then the product. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${t('brand.name')}`;
  }, [title]);
}
