import { useLayoutEffect, useRef } from 'react';
import ReactPaginateExports from 'react-paginate';
import { t } from '../i18n/bn.ts';
import { digits } from '../i18n/language.ts';
import { listsText } from '../i18n/lists.ts';

// react-paginate is CommonJS (a webpack UMD build). In this "type": "module" package the production
// bundle uses Node's interop, where the default import is the whole exports object and the
// component sits on its `default`; the dev server hands over the component itself. Take either.
const ReactPaginate =
  (ReactPaginateExports as unknown as { default?: typeof ReactPaginateExports }).default ??
  ReactPaginateExports;

interface PaginationProps {
  pageCount: number;
  /** Zero-based, as the API counts pages. */
  page: number;
  onPageChange: (page: number) => void;
  /** The list's name: the pager is named after it (several lists may share a screen). */
  label?: string;
}

/** Previous/next, 3 page links and 2 margin pages, labelled '<' and '>'. */
export function Pagination({ pageCount, page, onPageChange, label }: PaginationProps) {
  const nav = useRef<HTMLElement>(null);
  // react-paginate marks its <ul> role="navigation" aria-label="Pagination" (a list may not have
  // that role, and every pager would share one English name): the <nav> around it is the landmark.
  useLayoutEffect(() => {
    const list = nav.current?.querySelector('ul');
    list?.removeAttribute('role');
    list?.removeAttribute('aria-label');
  });
  if (pageCount <= 1) return null;
  return (
    <nav ref={nav} aria-label={label ? `${label}: ${listsText.pagination}` : listsText.pagination}>
      <ReactPaginate
        pageCount={pageCount}
        forcePage={Math.min(page, pageCount - 1)}
        onPageChange={({ selected }) => onPageChange(selected)}
        pageRangeDisplayed={3}
        marginPagesDisplayed={2}
        previousLabel="<"
        nextLabel=">"
        previousAriaLabel={listsText.previousPage}
        nextAriaLabel={listsText.nextPage}
        pageLabelBuilder={(n: number) => digits(n)}
        breakLabel="…"
        ariaLabelBuilder={(p: number) => t.common.page(p)}
        containerClassName="pagination"
        activeClassName="active"
        disabledClassName="disabled"
        renderOnZeroPageCount={null}
      />
    </nav>
  );
}
