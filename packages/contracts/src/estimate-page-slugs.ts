import { z } from 'zod';

/*
 * Estimate page slugs as staff type them (decision 54): a suggestion made from the project's
 * name, the next free variant of a taken one, and a plain sentence for each refusal.
 */

export const estimateSlugMinLength = 3;
export const estimateSlugMaxLength = 80;

/** The letters NFKD leaves whole, written as an English reader would. */
const spelledOut: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '&': ' and ',
};

/** Cut to `max` characters without leaving a hyphen at the end. */
const cut = (slug: string, max: number) => slug.slice(0, max).replace(/-+$/, '');

/**
 * A slug made from a name: accents dropped, every run of other characters one hyphen, cut to
 * the slug's maximum length ('Walker Kitchen' → 'walker-kitchen'). Empty when the name holds
 * no letter or digit it can write.
 */
export function slugify(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/[ßæœøłđðþı&]/g, (letter) => spelledOut[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  return cut(plain, estimateSlugMaxLength);
}

/**
 * A name as a slug that can stand alone: `filler` after a name too short for one
 * ('Li' → 'li-kitchen-estimate'), or alone for a name with nothing to write.
 */
export function readableSlug(name: string, filler: string): string {
  const base = slugify(name);
  if (base.length >= estimateSlugMinLength) return base;
  return base === '' ? filler : `${base}-${filler}`;
}

/** The slug offered for a project's page: its name as a slug ('Walker Kitchen' → 'walker-kitchen'). */
export const suggestEstimateSlug = (projectName: string) =>
  readableSlug(projectName, 'kitchen-estimate');

/**
 * `slug` when nobody has it, else the first of `slug-2`, `slug-3`… that is free, `slug` cut so
 * that the variant keeps to the maximum length.
 */
export function nextFreeSlug(slug: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${cut(slug, estimateSlugMaxLength - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

export const estimateSlugMessages = {
  tooShort: `Use at least ${estimateSlugMinLength} characters.`,
  tooLong: `Use at most ${estimateSlugMaxLength} characters.`,
  format: 'Use lower-case letters, digits and single hyphens.',
  taken: (suggestion: string) =>
    `This address is taken by another estimate page. Try ${suggestion}.`,
} as const;

/**
 * What is wrong with a typed slug, as a sentence; null when its form is right. A blank slug is
 * null too: the spec blocks it silently.
 */
export function estimateSlugProblem(typed: string): string | null {
  const slug = typed.trim();
  if (slug === '') return null;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return estimateSlugMessages.format;
  if (slug.length < estimateSlugMinLength) return estimateSlugMessages.tooShort;
  if (slug.length > estimateSlugMaxLength) return estimateSlugMessages.tooLong;
  return null;
}

/** `GET /estimate-page-slugs/{slug}` (staff): is this address free, and if not, which is. */
export const estimatePageSlugCheckSchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** The slug itself when available, else its first free variant ('walker-kitchen-2'). */
  suggestion: z.string(),
});
export type EstimatePageSlugCheck = z.infer<typeof estimatePageSlugCheckSchema>;
