import {
  updateParametersRequestSchema,
  type Batch,
  type Estimate,
  type UpdateParametersRequest,
} from '@corner/contracts';
import { previewEstimate, priceListOf, type EstimatePreview } from '@corner/pricing';
import { useActivePriceList } from '../../api/get-active-price-list';
import { useBatchEstimates } from '../../api/get-batch-estimates';
import { useVersionsLines } from '../../api/get-version-lines';

export interface VersionPreview {
  version: Batch['designVersions'][number];
  /** The version's estimate in this batch, as Calculate stored it; none before Calculate. */
  stored: Estimate | undefined;
  preview: EstimatePreview;
}

export type PricePreviewState =
  | { status: 'loading' }
  | { status: 'failed'; error: Error; retry: () => void }
  /** The values do not pass the save's rules yet: nothing to price. */
  | { status: 'invalid' }
  | { status: 'ready'; priceListVersion: number; readAt: number; versions: VersionPreview[] };

/**
 * Each version of the batch priced in the browser with the edited values (decision 41): the
 * version's lines and the active price list as staff read them, and the editor's request as
 * Save Changes would send it, through the pricing package's `previewEstimate`, which runs the
 * server's own functions. Each read is made once and kept with the batches screen's data.
 */
export function usePricePreview(
  projectId: string,
  batchId: string,
  versions: Batch['designVersions'],
  request: UpdateParametersRequest,
): PricePreviewState {
  const priceList = useActivePriceList(projectId);
  const lines = useVersionsLines(
    projectId,
    versions.map((version) => version.id),
  );
  const estimateIds = versions.flatMap((version) =>
    version.estimateId ? [version.estimateId] : [],
  );
  const estimates = useBatchEstimates(projectId, batchId, estimateIds);

  const failed = [priceList, ...lines, ...(estimateIds.length > 0 ? [estimates] : [])].find(
    (query) => query.isError,
  );
  if (failed?.error) {
    return { status: 'failed', error: failed.error, retry: () => void failed.refetch() };
  }
  const parsed = updateParametersRequestSchema.safeParse(request);
  if (!parsed.success) return { status: 'invalid' };
  const versionLines = lines.map((query) => query.data?.lines);
  const stored = estimateIds.length === 0 ? [] : estimates.data;
  if (!priceList.data || !stored || versionLines.some((each) => each === undefined)) {
    return { status: 'loading' };
  }
  // A few versions of a few dozen lines: priced again on each change, in well under 1 ms.
  const rates = priceListOf(priceList.data);
  return {
    status: 'ready',
    priceListVersion: priceList.data.version,
    readAt: priceList.dataUpdatedAt,
    versions: versions.map((version, index) => ({
      version,
      stored: stored.find((estimate) => estimate.designVersionId === version.id),
      preview: previewEstimate(versionLines[index]!, parsed.data, rates),
    })),
  };
}
