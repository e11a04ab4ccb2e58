import { clsx } from 'clsx';
import {
  forwardRef,
  type HTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { css, focusRing } from '../internal/stitches';

const scrollAreaStyles = /* @__PURE__ */ css({
  width: '100%',
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  '&:focus-visible': focusRing,
});

const tableStyles = /* @__PURE__ */ css({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: '$sm',
  color: '$text',
  '& th, & td': {
    paddingInline: '$3',
    paddingBlock: '$2',
    textAlign: 'start',
    verticalAlign: 'middle',
    borderBottom: '1px solid $colors$border',
  },
  '& th': { fontWeight: '$semibold', whiteSpace: 'nowrap' },
  '& thead th': { color: '$muted' },
  '& tfoot td, & tfoot th': { fontWeight: '$semibold', color: '$text', borderBottom: 'none' },
  '&[data-sticky-first-column] tr > :first-child': {
    position: 'sticky',
    left: 0,
    zIndex: '$sticky',
    backgroundColor: '$surface',
  },
});

const captionStyles = /* @__PURE__ */ css({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: '$2',
  color: '$muted',
});

/** Props for `Table.ScrollArea`. */
export interface TableScrollAreaProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the scrollable region (it is focusable so keyboard users can scroll it). */
  'aria-label'?: string;
}

/** A horizontal scroll container for wide tables. */
export const TableScrollArea = /* @__PURE__ */ forwardRef<HTMLDivElement, TableScrollAreaProps>(
  function TableScrollArea({ className, ...props }, ref) {
    return (
      <div
        role={props['aria-label'] || props['aria-labelledby'] ? 'region' : undefined}
        tabIndex={0}
        {...props}
        ref={ref}
        className={clsx(scrollAreaStyles().className, className)}
      />
    );
  },
);

/** Props for `Table.Root`. */
export interface TableRootProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Keeps the first column visible while the table scrolls sideways. */
  stickyFirstColumn?: boolean;
}

/** The table element. */
export const TableRoot = /* @__PURE__ */ forwardRef<HTMLTableElement, TableRootProps>(function TableRoot(
  { stickyFirstColumn = false, className, ...props },
  ref,
) {
  return (
    <table
      {...props}
      ref={ref}
      data-sticky-first-column={stickyFirstColumn || undefined}
      className={clsx(tableStyles().className, className)}
    />
  );
});

/** Props for `Table.Caption`. */
export type TableCaptionProps = HTMLAttributes<HTMLTableCaptionElement>;

/** The table's caption (its accessible name). */
export const TableCaption = /* @__PURE__ */ forwardRef<HTMLTableCaptionElement, TableCaptionProps>(
  function TableCaption({ className, ...props }, ref) {
    return <caption {...props} ref={ref} className={clsx(captionStyles().className, className)} />;
  },
);

/** Props for `Table.Header`. */
export type TableHeaderProps = HTMLAttributes<HTMLTableSectionElement>;

/** The `thead`. */
export const TableHeader = /* @__PURE__ */ forwardRef<HTMLTableSectionElement, TableHeaderProps>(
  function TableHeader(props, ref) {
    return <thead {...props} ref={ref} />;
  },
);

/** Props for `Table.Body`. */
export type TableBodyProps = HTMLAttributes<HTMLTableSectionElement>;

/** The `tbody`. */
export const TableBody = /* @__PURE__ */ forwardRef<HTMLTableSectionElement, TableBodyProps>(
  function TableBody(props, ref) {
    return <tbody {...props} ref={ref} />;
  },
);

/** Props for `Table.Footer`. */
export type TableFooterProps = HTMLAttributes<HTMLTableSectionElement>;

/** The `tfoot` (totals). */
export const TableFooter = /* @__PURE__ */ forwardRef<HTMLTableSectionElement, TableFooterProps>(
  function TableFooter(props, ref) {
    return <tfoot {...props} ref={ref} />;
  },
);

/** Props for `Table.Row`. */
export type TableRowProps = HTMLAttributes<HTMLTableRowElement>;

/** A `tr`. */
export const TableRow = /* @__PURE__ */ forwardRef<HTMLTableRowElement, TableRowProps>(
  function TableRow(props, ref) {
    return <tr {...props} ref={ref} />;
  },
);

/** Props for `Table.HeaderCell`. */
export type TableHeaderCellProps = ThHTMLAttributes<HTMLTableCellElement>;

/** A `th`; `scope` defaults to 'col'. */
export const TableHeaderCell = /* @__PURE__ */ forwardRef<HTMLTableCellElement, TableHeaderCellProps>(
  function TableHeaderCell({ scope = 'col', ...props }, ref) {
    return <th {...props} ref={ref} scope={scope} />;
  },
);

/** Props for `Table.Cell`. */
export type TableCellProps = TdHTMLAttributes<HTMLTableCellElement>;

/** A `td`. */
export const TableCell = /* @__PURE__ */ forwardRef<HTMLTableCellElement, TableCellProps>(
  function TableCell(props, ref) {
    return <td {...props} ref={ref} />;
  },
);

/** A data table as compound parts; wrap `Root` in `ScrollArea` when it may be wider than its container. */
export const Table = {
  ScrollArea: TableScrollArea,
  Root: TableRoot,
  Caption: TableCaption,
  Header: TableHeader,
  Body: TableBody,
  Footer: TableFooter,
  Row: TableRow,
  HeaderCell: TableHeaderCell,
  Cell: TableCell,
};
