import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../common/constants.ts';

/** Sets the document title to '{screen title} - Roktosetu' while the screen is shown. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} - ${PRODUCT_NAME}`;
  }, [title]);
  return null;
}
