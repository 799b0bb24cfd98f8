import type {
  Estimate,
  EstimateBreakdown,
  EstimateOptions,
  VariantChoices,
} from '@corner/contracts';
import { formatMoney, optionTexts } from '@corner/contracts/display';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EstimateSource } from '../estimate-sections';
import { AskForVariant } from './ask-for-variant';
import { formatDifference } from './format-difference';
import { OptionGroups } from './option-groups';
import { choicesFromSearch, searchWithChoices } from './variant-address';
import { choiceDifferences, validChoices, variantPrices } from './variant-prices';
import { VariantSummary } from './variant-summary';

export interface LiveOptionsProps {
  source: EstimateSource;
  estimate: Estimate;
  breakdown: EstimateBreakdown;
  options: EstimateOptions;
  name: string;
  headingLevel: number;
}

/**
 * The version's options, priced live in the browser by the pricing package from the
 * estimate's snapshot and price list (issue 37): each choice shows its change to the total,
 * and a variant shows its total, summary lines and changed lines beside the estimate's. The
 * address keeps the choices (`?o=group.choice`), replaced in place.
 */
export default function LiveOptions({
  source,
  estimate,
  breakdown,
  options,
  name,
  headingLevel,
}: LiveOptionsProps) {
  const [search, setSearch] = useSearchParams();
  // The address is read once: from then on the panel's own state leads and the address follows.
  const [choices, setChoices] = useState(() => validChoices(options, choicesFromSearch(search)));
  const [announce, setAnnounce] = useState(false);
  const differences = useMemo(() => choiceDifferences(options, choices), [options, choices]);
  const changed = Object.keys(choices).length > 0;
  const variant = useMemo(
    () => (changed ? variantPrices(options, estimate, breakdown.lines, choices) : null),
    [changed, options, estimate, breakdown.lines, choices],
  );

  const show = (next: VariantChoices) => {
    setChoices(next);
    setAnnounce(true);
    const groupIds = options.groups.map((group) => group.id);
    setSearch((current) => searchWithChoices(current, groupIds, next), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const choose = (groupId: string, key: string) =>
    show(validChoices(options, { ...choices, [groupId]: key }));

  const currency = estimate.currency;
  const announcement = !announce
    ? ''
    : variant === null
      ? `${optionTexts.reset}: ${formatMoney(estimate.totalCost, currency)}`
      : variant.kind === 'priced'
        ? `Total of your choice: ${formatMoney(variant.total, currency)}${
            variant.difference === 0 ? '' : `, ${formatDifference(variant.difference, currency)}`
          }`
        : `This choice cannot be priced: ${variant.reason}`;

  return (
    <OptionGroups
      options={options}
      currency={currency}
      name={name}
      headingLevel={headingLevel}
      chosen={choices}
      differences={differences}
      onChoose={choose}
      printed={changed}
    >
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {variant ? (
        <VariantSummary
          variant={variant}
          currency={currency}
          headingLevel={headingLevel + 1}
          onReset={() => show({})}
        />
      ) : null}
      {'projectId' in source ? (
        <AskForVariant
          projectId={source.projectId}
          estimateId={estimate.id}
          versionId={breakdown.designVersionId}
          choices={choices}
          shownTotal={variant?.kind === 'priced' ? variant.total : null}
        />
      ) : null}
    </OptionGroups>
  );
}
