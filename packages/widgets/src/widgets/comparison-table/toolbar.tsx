import { Button, createStyles, Select } from '@compare/ui';
import { useCompare } from '../../context';
import { merchantLabel } from '../../internal/product';
import { headingStyle, MEDIUM } from '../../internal/styles';
import { DeadlinePicker } from './deadline-picker';

/** The Filter's value for every platform. */
export const ALL = 'all';

const toolbarStyle = createStyles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});
const headStyle = createStyles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
const actionsStyle = createStyles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });
// On a phone the two choices share one row under the title, so the verdict stays on the first screen.
const controlsStyle = createStyles({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'end',
  gap: '$2',
  width: '100%',
  [MEDIUM]: { display: 'flex', flexWrap: 'wrap', width: 'auto', gap: '$3' },
});
const filterStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });

/** Props of {@link ComparisonToolbar}. */
export interface ComparisonToolbarProps {
  titleId: string;
  merchants: readonly string[];
  filter: string;
  onFilterChange: (value: string) => void;
  empty: boolean;
  refreshing: boolean;
  onRefresh: () => void;
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
    <div className={toolbarStyle()}>
      <div className={headStyle()}>
        <h2 id={props.titleId} className={headingStyle()}>
          {messages.myCart}
        </h2>
      </div>
      <div className={actionsStyle()} data-toolbar-actions="">
        <Button
          variant="outline"
          onClick={props.onRefresh}
          aria-busy={refreshing || undefined}
          aria-disabled={refreshing || empty || undefined}
        >
          {refreshing ? messages.updating : messages.refreshPrices}
        </Button>
      </div>
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
