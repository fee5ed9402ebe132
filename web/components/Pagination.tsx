import ReactPaginateExports from 'react-paginate';
import { t } from '../i18n/bn.ts';
import { digits } from '../i18n/language.ts';

// react-paginate is CommonJS (a webpack UMD build). In this "type": "module" package the production
// bundle uses Node's interop, where the default import is the whole exports object and the
// component sits on its `default`; the dev server hands over the component itself. Take either.
const ReactPaginate =
  (ReactPaginateExports as unknown as { default?: typeof ReactPaginateExports }).default ?? ReactPaginateExports;

interface PaginationProps {
  pageCount: number;
  /** Zero-based, as the API counts pages. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Previous/next, 3 page links and 2 margin pages, labelled '<' and '>'. */
export function Pagination({ pageCount, page, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.common.pagination}>
      <ReactPaginate
        pageCount={pageCount}
        forcePage={Math.min(page, pageCount - 1)}
        onPageChange={({ selected }) => onPageChange(selected)}
        pageRangeDisplayed={3}
        marginPagesDisplayed={2}
        previousLabel="<"
        nextLabel=">"
        breakLabel="…"
        pageLabelBuilder={(p: number) => digits(p)}
        ariaLabelBuilder={(p: number) => t.common.page(p)}
        previousAriaLabel={t.common.previousPage}
        nextAriaLabel={t.common.nextPage}
        containerClassName="pagination"
        activeClassName="active"
        disabledClassName="disabled"
        renderOnZeroPageCount={null}
      />
    </nav>
  );
}
