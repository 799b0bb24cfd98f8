import type { DesignVersion } from '@corner/contracts';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { getDetailItemsQueryOptions, type DetailList } from '../api/get-detail-items';
import styles from './design-versions.module.css';

/** Spec section 2: the detail groups of a version, in order, and the id lists behind each. */
export const detailGroups: { title: string; lists: DetailList[] }[] = [
  { title: 'Fronts & Boxes', lists: ['fronts', 'boxes'] },
  { title: 'Opening system', lists: ['openingSystems'] },
  { title: 'Functional features', lists: ['functionalities'] },
  { title: 'Accessories', lists: ['accessories'] },
  { title: 'Countertop', lists: ['countertops'] },
];

function GroupItems({ version, lists }: { version: DesignVersion; lists: DetailList[] }) {
  const result = useQueries({
    queries: lists
      .filter((list) => version[list].length > 0)
      .map((list) => getDetailItemsQueryOptions(version, list)),
    combine: (results) => ({
      items: results.flatMap((query) => query.data ?? []),
      pending: results.some((query) => query.isPending),
      error: results.find((query) => query.isError)?.error,
      refetch: () => results.forEach((query) => void query.refetch()),
    }),
  });
  if (result.error) {
    return <ErrorPanel details={result.error.message} onRetry={result.refetch} />;
  }
  if (result.pending) return <LoadingState label="Loading items…" />;
  return (
    <ul className={styles.items}>
      {result.items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" /> : null}
          <span>{item.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** One group: collapsed at first; its items are asked for the first time it opens (kept after). */
function DetailGroup({
  version,
  title,
  lists,
}: {
  version: DesignVersion;
  title: string;
  lists: DetailList[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root className={styles.group} open={open} onOpenChange={setOpen}>
      <h3 className={styles.groupHeading}>
        <Collapsible.Trigger className={styles.groupTrigger}>
          <span>{title}</span>
          <span aria-hidden="true" className={styles.chevron} />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className={styles.groupContent}>
        {/* Radix mounts the content only while open: the first opening fetches. */}
        <GroupItems version={version} lists={lists} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The collapsible detail groups of a version (spec section 4): shown only when they have ids,
 * collapsed by default; the panel is keyed by the version, so they close when it changes.
 */
export function DetailGroups({ version }: { version: DesignVersion }) {
  const shown = detailGroups.filter(({ lists }) => lists.some((list) => version[list].length > 0));
  if (shown.length === 0) return null;
  return (
    <section className={styles.groups} aria-label="Design details">
      {shown.map((group) => (
        <DetailGroup key={`${version.id}-${group.title}`} version={version} {...group} />
      ))}
    </section>
  );
}
