import { getPlatform } from '@compare/core';
import { createStyles } from '@compare/ui';
import { useCompare } from '../../context';
import { linkStyle, listStyle } from '../../internal/styles';
import { useFeeRulesState } from './use-fee-rules';

const noteStyle = createStyles({ margin: 0, color: '$muted', fontSize: '$sm' });
const rulesStyle = createStyles({ color: '$muted', fontSize: '$sm', '& summary': { cursor: 'pointer' } });
const rulesListStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1', marginTop: '$2' });

function isWebAddress(text: string): boolean {
  return /^https:\/\/\S+$/.test(text);
}

/**
 * Says the fees are estimates and, when the server publishes them, which rules were used. While the
 * rules are on their way, their line is held, so what follows does not move when they arrive.
 */
export function FeeNote() {
  const { messages } = useCompare();
  const { rules, pending } = useFeeRulesState();
  return (
    <>
      <p className={noteStyle()}>{messages.feesEstimateNotice}</p>
      {rules.length > 0 ? (
        <details className={rulesStyle()}>
          <summary>{messages.estimatedFees}</summary>
          <ul className={`${listStyle()} ${rulesListStyle()}`}>
            {rules.map((rule) => (
              <li key={`${rule.platform}-${rule.effectiveFrom}`}>
                {getPlatform(rule.platform)?.displayName ?? rule.platform}:{' '}
                {isWebAddress(rule.source) ? (
                  <a className={linkStyle()} href={rule.source} target="_blank" rel="noopener noreferrer">
                    {rule.source}
                  </a>
                ) : (
                  rule.source
                )}{' '}
                ({rule.effectiveFrom})
              </li>
            ))}
          </ul>
        </details>
      ) : pending ? (
        <div className={rulesStyle()} aria-hidden="true" data-testid="fee-rules-placeholder">
          {'\u00a0'}
        </div>
      ) : null}
    </>
  );
}
