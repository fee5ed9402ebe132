/**
 * For component tests only (vi.mock('react-paginate', () => import(...this file))): react-paginate
 * is CommonJS, and its require('react') is out of the test runner's reach of the preact/compat
 * alias, so it would load the real React beside Preact. This pager takes the same props and
 * offers previous and next by their labels, calling onPageChange as the real one does; the screen's
 * own wiring of its page is what such a test checks. The browser tests use the real pager.
 */
export default function PaginateStandIn(props: {
  forcePage: number;
  onPageChange: (change: { selected: number }) => void;
  previousAriaLabel: string;
  nextAriaLabel: string;
}) {
  return (
    <ul>
      <li>
        <button
          type="button"
          aria-label={props.previousAriaLabel}
          onClick={() => props.onPageChange({ selected: props.forcePage - 1 })}
        >
          &lt;
        </button>
      </li>
      <li>
        <button
          type="button"
          aria-label={props.nextAriaLabel}
          onClick={() => props.onPageChange({ selected: props.forcePage + 1 })}
        >
          &gt;
        </button>
      </li>
    </ul>
  );
}
