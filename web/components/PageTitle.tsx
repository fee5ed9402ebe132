import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../common/constants.ts';
import { serverHead } from '../app/server-head.ts';

/** Sets the document title to '{screen title} - Roktosetu' while the screen is shown. */
export function PageTitle({ title }: { title: string }) {
  const full = `${title} - ${PRODUCT_NAME}`;
  // A page drawn on the server carries its title in its <head>; effects do not run there.
  if (import.meta.env.SSR) serverHead.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
  return null;
}
