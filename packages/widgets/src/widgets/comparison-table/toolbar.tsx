import { Button, createStyles, Select } from '@compare/ui';
import type { ReactNode } from 'react';
import { useCompare } from '../../context';
import { merchantLabel } from '../../internal/product';
import { headingStyle, MEDIUM } from '../../internal/styles';
import { DeadlinePicker } from './deadline-picker';

/** The Filter's value for every platform. */
export const ALL = 'all';

// Phone: the title with 'Refresh Prices' on one row, the two choices sharing the next, so the
// verdict stays on the first screen; more actions (a host's) get a row of their own, so the first
// row never rewraps when 'Refresh Prices' reads 'Updating...'. Wider: the title, then the choices
// and the actions at the end.
const toolbarStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"title actions" "controls controls"',
  alignItems: 'center',
  gap: '$3',
  [MEDIUM]: {
    gridTemplateColumns: '1fr auto auto',
    gridTemplateAreas: '"title controls actions"',
    alignItems: 'end',
  },
});
const toolbarWithMoreStyle = createStyles({
  gridTemplateAreas: '"title actions" "controls controls" "more more"',
  [MEDIUM]: {
    gridTemplateColumns: '1fr auto auto auto',
    gridTemplateAreas: '"title controls actions more"',
  },
});
const moreStyle = createStyles({
  gridArea: 'more',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
});
const titleStyle = createStyles({ gridArea: 'title', alignSelf: 'center' });
const actionsStyle = createStyles({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '$2',
});
const controlsStyle = createStyles({
  gridArea: 'controls',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'end',
  gap: '$2',
  [MEDIUM]: { display: 'flex', flexWrap: 'wrap', gap: '$3' },
});
const filterStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });
// Both labels of the refresh button share one cell, the idle one hidden while it runs and the
// other way round, so the button keeps the width of the longer one and nothing beside it moves.
const labelsStyle = createStyles({
  display: 'inline-grid',
  '& > *': { gridArea: '1 / 1', textAlign: 'center' },
  '& > [aria-hidden]': { visibility: 'hidden' },
});

/** Props of {@link ComparisonToolbar}. */
export interface ComparisonToolbarProps {
  titleId: string;
  merchants: readonly string[];
  filter: string;
  onFilterChange: (value: string) => void;
  empty: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  /** More basket actions, after 'Refresh Prices'. */
  actions?: ReactNode | undefined;
}

/**
 * The comparison's title ('My Cart'), its actions ('Refresh Prices', 'Updating...' while it runs;
 * more basket actions belong in the same group), then the platform Filter and 'Arrives within'.
 */
export function ComparisonToolbar(props: ComparisonToolbarProps) {
  const { messages } = useCompare();
  const { empty, refreshing } = props;
  const options = [
    { value: ALL, label: messages.filterAll },
    ...props.merchants.map((m) => ({ value: m, label: merchantLabel(m) })),
  ];
  return (
    <div className={props.actions ? `${toolbarStyle()} ${toolbarWithMoreStyle()}` : toolbarStyle()}>
      <h2 id={props.titleId} className={`${headingStyle()} ${titleStyle()}`}>
        {messages.myCart}
      </h2>
      <div className={actionsStyle()} data-toolbar-actions="">
        <Button
          variant="outline"
          onClick={props.onRefresh}
          aria-busy={refreshing || undefined}
          aria-disabled={refreshing || empty || undefined}
        >
          <span className={labelsStyle()}>
            <span aria-hidden={refreshing || undefined}>{messages.refreshPrices}</span>
            <span aria-hidden={!refreshing || undefined}>{messages.updating}</span>
          </span>
        </Button>
      </div>
      {props.actions ? <div className={moreStyle()}>{props.actions}</div> : null}
      <div className={controlsStyle()}>
        <div className={filterStyle()}>
          <Select
            label={messages.filterLabel}
            options={options}
            value={props.filter}
            onValueChange={props.onFilterChange}
            disabled={empty}
          />
        </div>
        <DeadlinePicker disabled={empty} />
      </div>
    </div>
  );
}
