import type { CustomerEstimate, Estimate, EstimateViewItem, Image } from '@corner/contracts';

/** Whose estimate a page shows: a published page by its slug, or a project's (the customer's). */
export type EstimateSource = { slug: string } | { projectId: string };

/** One design version on an estimate page: its renders and its price (its lines: the breakdown). */
export interface EstimateSection {
  versionId: string;
  name: string;
  renders: Image[];
  estimate: Estimate;
}

export interface EstimatePageData {
  /** The first estimate's name (spec section 2). */
  title: string;
  sections: EstimateSection[];
}

export function fromCustomerEstimate(data: CustomerEstimate): EstimatePageData {
  const sections: EstimateSection[] = [];
  for (const version of data.designVersions) {
    if (!version.estimate) continue;
    sections.push({
      versionId: version.id,
      name: version.name,
      renders: version.renders.attachments,
      estimate: version.estimate,
    });
  }
  return { title: data.name, sections };
}

export function fromEstimateView(items: EstimateViewItem[]): EstimatePageData {
  return {
    title: items[0]?.name ?? '',
    sections: items.map((item) => ({
      versionId: item.id,
      name: item.designVersionName,
      renders: item.renders,
      estimate: item.estimate,
    })),
  };
}
