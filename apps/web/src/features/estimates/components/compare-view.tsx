import type { EstimateBreakdown } from '@corner/contracts';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { compareVersions } from '../compare-versions';
import { chosenVersions, maxColumns, versionsQuery, withVersionIn } from '../compare-selection';
import type { CompareVersion } from '../compare-data';
import type { EstimateSource } from '../estimate-sections';
import { CompareColumn } from './compare-column';
import styles from './compare.module.css';

export interface CompareViewProps {
  /** Whose estimate: each column shown is recorded as a version seen (issue 25). */
  source: EstimateSource;
  /** Every version of the estimate page, in its order. */
  versions: CompareVersion[];
  breakdowns: EstimateBreakdown[];
}

/** Rows of a column, shared across columns so their parts line up: see CompareColumn. */
const fixedRows = 4;

/**
 * The versions side by side (decision 36.4): two or three columns on a desktop, each with a
 * select of its version; on a phone one column at a time, swiped (scroll snap) or moved with
 * Previous and Next. The address names the versions shown.
 */
export function CompareView({ source, versions, breakdowns }: CompareViewProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const available = versions.map((version) => version.versionId);
  const chosen = chosenVersions(search.get('versions'), available);
  const scroller = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const shown = chosen.flatMap((id) => versions.filter((version) => version.versionId === id));
  const shownKey = shown.map((version) => version.versionId).join(' ');
  useEffect(() => {
    void import('../api/record-view-event').then(({ recordVersionView }) => {
      for (const id of shownKey.split(' ')) if (id) recordVersionView(source, id);
    });
  }, [source, shownKey]);
  const columns = compareVersions(
    shown.map(({ versionId, estimate }) => ({
      versionId,
      estimate,
      lines: breakdowns.find((each) => each.designVersionId === versionId)?.lines ?? [],
    })),
  );

  const choose = (ids: string[]) =>
    void navigate(
      { search: `?${versionsQuery(ids)}` },
      { replace: true, preventScrollReset: true },
    );
  const canAdd = chosen.length < Math.min(maxColumns, versions.length);
  const position = Math.min(current, shown.length - 1);

  const scrollTo = (index: number) => {
    const element = scroller.current;
    if (!element) return;
    // Smooth unless the visitor asks for less motion (the stylesheet's scroll-behavior).
    element.scrollLeft = index * element.clientWidth;
    setCurrent(index);
  };
  const onScroll = () => {
    const element = scroller.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  const grid = {
    '--rows': fixedRows + (columns[0]?.groups.length ?? 0),
    '--count': shown.length,
  } as CSSProperties;
  return (
    <div className={styles.compare}>
      <div className={styles.toolbar}>
        <p>Differences are to the lowest price of each line among the versions shown.</p>
        {canAdd ? (
          <Button
            variant="secondary"
            onClick={() => choose([...chosen, available.find((id) => !chosen.includes(id)) ?? ''])}
          >
            Add a version
          </Button>
        ) : null}
      </div>
      <nav className={styles.pager} aria-label="Versions">
        <Button
          variant="secondary"
          aria-label="Previous version"
          disabled={position <= 0}
          onClick={() => scrollTo(position - 1)}
        >
          <span aria-hidden="true">‹ </span>Previous
          <span className="visually-hidden"> version</span>
        </Button>
        <p aria-live="polite" aria-atomic="true">
          {position + 1} of {shown.length}
          <span className="visually-hidden">: {shown[position]?.name}</span>
        </p>
        <Button
          variant="secondary"
          aria-label="Next version"
          disabled={position >= shown.length - 1}
          onClick={() => scrollTo(position + 1)}
        >
          Next<span aria-hidden="true"> ›</span>
        </Button>
      </nav>
      <div ref={scroller} className={styles.columns} style={grid} onScroll={onScroll}>
        {shown.map((version, index) => (
          <CompareColumn
            key={`${index}-${version.versionId}`}
            column={index}
            columns={shown.length}
            version={version}
            compared={columns[index]}
            versions={versions}
            onChoose={(id) => choose(withVersionIn(chosen, index, id))}
            onRemove={
              chosen.length > 2
                ? () => choose(chosen.filter((_, other) => other !== index))
                : undefined
            }
          />
        ))}
      </div>
    </div>
  );
}
