import { estimateSlugMessages, nextFreeSlug } from '@corner/contracts';
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { estimatePages } from '../../db/schema.js';

/*
 * Whether an estimate page slug is free, and the first free variant when it is not
 * (decision 54). Slugs are unique across every project (PRODUCT.md 4).
 */

/**
 * The slug's variants may be cut (`nextFreeSlug` keeps them to 80 characters), so the
 * slugs read are those sharing its first characters: a few more than needed, never too few.
 */
const variantPrefixLength = 60;

export interface SlugCheck {
  slug: string;
  available: boolean;
  suggestion: string;
}

/** Read by the slug check and by a create call refused for a taken slug. */
export async function checkEstimatePageSlug(db: Db, slug: string): Promise<SlugCheck> {
  // A slug holds only [a-z0-9-] (validated), so it needs no LIKE escaping.
  const rows = await db
    .select({ slug: estimatePages.slug })
    .from(estimatePages)
    .where(
      or(
        eq(estimatePages.slug, slug),
        like(estimatePages.slug, `${slug.slice(0, variantPrefixLength)}%`),
      ),
    );
  const taken = rows.map((row) => row.slug);
  const suggestion = nextFreeSlug(slug, taken);
  return { slug, available: suggestion === slug, suggestion };
}

/** The 409's sentence for a taken slug, naming the free variant to try. */
export async function slugTakenMessage(db: Db, slug: string): Promise<string> {
  return estimateSlugMessages.taken((await checkEstimatePageSlug(db, slug)).suggestion);
}
