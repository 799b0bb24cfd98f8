import type { CustomerEstimate, Estimate, EstimateViewItem, Image } from '@corner/contracts';

/*
 * What the Compare view needs of an estimate page's answer: each version's name, renders and
 * price. Its own few lines rather than estimate-sections.ts, so the Compare view and the
 * estimate page share no module but the page's query (each chunk it shares costs both).
 */

export interface CompareVersion {
  versionId: string;
  name: string;
  renders: Image[];
  estimate: Estimate;
}

export interface CompareData {
  /** The estimate page's title. */
  title: string;
  versions: CompareVersion[];
}

export const compareDataOfView = (items: EstimateViewItem[]): CompareData => ({
  title: items[0]?.name ?? '',
  versions: items.map(({ id, designVersionName, renders, estimate }) => ({
    versionId: id,
    name: designVersionName,
    renders,
    estimate,
  })),
});

export const compareDataOfCustomer = (data: CustomerEstimate): CompareData => ({
  title: data.name,
  versions: data.designVersions.flatMap(({ id, name, renders, estimate }) =>
    estimate ? [{ versionId: id, name, renders: renders.attachments, estimate }] : [],
  ),
});
