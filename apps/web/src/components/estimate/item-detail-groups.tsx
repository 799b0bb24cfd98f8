import type { DetailItem, itemDetailCalls } from '@corner/contracts';
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { DetailGroup, Heading, type HeadingLevel } from './detail-group';
import styles from './item-detail-groups.module.css';

/** One of the seven item-detail calls of spec section 7, by its path segment. */
export type ItemDetailCall = (typeof itemDetailCalls)[number]['path'];

/** The item lines of a design version by category: the id lists of a design version. */
export interface ItemDetailIds {
  fronts: readonly string[];
  boxes: readonly string[];
  hardware: readonly string[];
  functionalities: readonly string[];
  openingSystems: readonly string[];
  accessories: readonly string[];
  countertops: readonly string[];
}

/** The query of one call for some ids; the caller decides the call's address and its key. */
export type ItemDetailsQueryOptions<TKey extends QueryKey = QueryKey> = (
  call: ItemDetailCall,
  ids: readonly string[],
) => UseQueryOptions<DetailItem[], Error, DetailItem[], TKey>;

/**
 * The groups of spec section 2, in order, and the calls each is made of. Hardware (handles,
 * knobs, hinges, runners) opens the doors and drawers, so it is shown under Opening system
 * (decision 17.1).
 */
export const itemDetailGroups: readonly {
  title: string;
  parts: readonly { call: ItemDetailCall; field: keyof ItemDetailIds }[];
}[] = [
  {
    title: 'Fronts & Boxes',
    parts: [
      { call: 'front-items', field: 'fronts' },
      { call: 'boxes-items', field: 'boxes' },
    ],
  },
  {
    title: 'Opening system',
    parts: [
      { call: 'opening-system-items', field: 'openingSystems' },
      { call: 'hardware-items', field: 'hardware' },
    ],
  },
  {
    title: 'Functional features',
    parts: [{ call: 'functionality-items', field: 'functionalities' }],
  },
  { title: 'Accessories', parts: [{ call: 'accessory-items', field: 'accessories' }] },
  { title: 'Countertop', parts: [{ call: 'countertop-items', field: 'countertops' }] },
];

interface GroupPart {
  call: ItemDetailCall;
  ids: readonly string[];
}

function DetailItemList({ items, level }: { items: DetailItem[]; level: HeadingLevel }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.thumb}>
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
            ) : null}
          </span>
          <Heading level={level + 1} className={styles.itemName}>
            {item.name}
          </Heading>
        </li>
      ))}
    </ul>
  );
}

interface GroupProps<TKey extends QueryKey> {
  title: string;
  parts: GroupPart[];
  queryOptions: ItemDetailsQueryOptions<TKey>;
  level: HeadingLevel;
}

function GroupItems<TKey extends QueryKey>({
  parts,
  queryOptions,
  level,
}: Omit<GroupProps<TKey>, 'title'>) {
  const results = useQueries({
    queries: parts.map((part) => queryOptions(part.call, part.ids)),
  });
  const failed = results.find((result) => result.isError);
  if (failed?.error) {
    const retry = () => {
      for (const result of results) if (result.isError) void result.refetch();
    };
    return <ErrorPanel error={failed.error} onRetry={retry} />;
  }
  if (results.some((result) => result.isPending)) return <LoadingState label="Loading items…" />;
  return <DetailItemList items={results.flatMap((result) => result.data ?? [])} level={level} />;
}

function ItemDetailGroup<TKey extends QueryKey>({
  title,
  parts,
  queryOptions,
  level,
}: GroupProps<TKey>) {
  const [open, setOpen] = useState(false);
  // Items load when the group is first opened and stay loaded when it closes again.
  const [opened, setOpened] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };
  return (
    <DetailGroup title={title} level={level} open={open} onOpenChange={onOpenChange}>
      {opened ? <GroupItems parts={parts} queryOptions={queryOptions} level={level} /> : null}
    </DetailGroup>
  );
}

export interface ItemDetailGroupsProps<TKey extends QueryKey = QueryKey> {
  /** The design version shown: when it changes, every group closes and starts over. */
  versionId: string;
  ids: ItemDetailIds;
  /** The query of each item-detail call; the groups make no call of their own. */
  itemsQueryOptions: ItemDetailsQueryOptions<TKey>;
  /** Heading level of the group titles (items are one below); 3 by default. */
  headingLevel?: HeadingLevel;
}

/**
 * The design's items in collapsible groups (spec sections 2 and 4): a group is shown only
 * when it has ids, is collapsed at first, and loads its items only when first opened.
 */
export function ItemDetailGroups<TKey extends QueryKey>({
  versionId,
  ids,
  itemsQueryOptions,
  headingLevel = 3,
}: ItemDetailGroupsProps<TKey>) {
  const groups = itemDetailGroups
    .map(({ title, parts }) => ({
      title,
      parts: parts
        .map(({ call, field }) => ({ call, ids: ids[field] }))
        .filter((part) => part.ids.length > 0),
    }))
    .filter((group) => group.parts.length > 0);
  if (groups.length === 0) return null;
  return (
    <div key={versionId} className={styles.groups}>
      {groups.map((group) => (
        <ItemDetailGroup
          key={group.title}
          title={group.title}
          parts={group.parts}
          queryOptions={itemsQueryOptions}
          level={headingLevel}
        />
      ))}
    </div>
  );
}
