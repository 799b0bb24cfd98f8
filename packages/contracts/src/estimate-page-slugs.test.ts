import { describe, expect, it } from 'vitest';
import { estimateSlugSchema } from './batches.js';
import {
  estimateSlugMessages,
  estimateSlugProblem,
  nextFreeSlug,
  slugify,
  suggestEstimateSlug,
} from './estimate-page-slugs.js';

describe('slugify', () => {
  it('writes a name as lower-case words joined by single hyphens', () => {
    expect(slugify('Walker Kitchen')).toBe('walker-kitchen');
    expect(slugify('  The   Walkers’ kitchen, 2nd floor! ')).toBe('the-walkers-kitchen-2nd-floor');
    expect(slugify('Oak -- and -- linen')).toBe('oak-and-linen');
  });

  it('drops accents and spells out letters that have none', () => {
    expect(slugify('Crème Brûlée Café')).toBe('creme-brulee-cafe');
    expect(slugify('Łódź Straße')).toBe('lodz-strasse');
    expect(slugify('Søren & Ærø')).toBe('soren-and-aero');
  });

  it('cuts a long name to the maximum length, never ending on a hyphen', () => {
    const long = slugify(`${'a'.repeat(79)} b c`);
    expect(long).toBe('a'.repeat(79));
    const words = slugify('Kitchen '.repeat(20));
    expect(words.length).toBeLessThanOrEqual(80);
    expect(words).toMatch(/^kitchen(-kitchen)*$/);
    expect(estimateSlugSchema.safeParse(words).success).toBe(true);
  });

  it('is empty for a name with nothing it can write', () => {
    expect(slugify('北京 ★')).toBe('');
  });
});

describe('suggestEstimateSlug', () => {
  it("offers the project's name, and something valid for names too short for a slug", () => {
    expect(suggestEstimateSlug('Walker Kitchen')).toBe('walker-kitchen');
    expect(suggestEstimateSlug('Li')).toBe('li-kitchen-estimate');
    expect(suggestEstimateSlug('★')).toBe('kitchen-estimate');
    for (const name of ['Walker Kitchen', 'Li', '★', 'É'.repeat(200)]) {
      expect(estimateSlugSchema.safeParse(suggestEstimateSlug(name)).success).toBe(true);
    }
  });
});

describe('nextFreeSlug', () => {
  it('keeps a free slug and counts up from -2 past taken ones', () => {
    expect(nextFreeSlug('walker-kitchen', [])).toBe('walker-kitchen');
    expect(nextFreeSlug('walker-kitchen', ['walker-kitchen'])).toBe('walker-kitchen-2');
    expect(
      nextFreeSlug('walker-kitchen', ['walker-kitchen', 'walker-kitchen-2', 'walker-kitchen-3']),
    ).toBe('walker-kitchen-4');
    // A gap is used: -2 was freed while -3 still stands.
    expect(nextFreeSlug('walker-kitchen', ['walker-kitchen', 'walker-kitchen-3'])).toBe(
      'walker-kitchen-2',
    );
  });

  it('cuts the slug so that its variant keeps to 80 characters', () => {
    const full = 'a'.repeat(80);
    expect(nextFreeSlug(full, [full])).toBe(`${'a'.repeat(78)}-2`);
    const taken = [full, ...Array.from({ length: 8 }, (_, i) => `${'a'.repeat(78)}-${i + 2}`)];
    expect(nextFreeSlug(full, taken)).toBe(`${'a'.repeat(77)}-10`);
    // The cut leaves no hyphen before the counter's.
    const hyphenAt78 = `${'a'.repeat(77)}-bb`;
    expect(nextFreeSlug(hyphenAt78, [hyphenAt78])).toBe(`${'a'.repeat(77)}-2`);
  });
});

describe('estimateSlugProblem', () => {
  it('says in a sentence what is wrong, and nothing of a right or blank slug', () => {
    expect(estimateSlugProblem('walker-kitchen')).toBeNull();
    expect(estimateSlugProblem('   ')).toBeNull();
    expect(estimateSlugProblem('Walker Kitchen')).toBe(
      'Use lower-case letters, digits and single hyphens.',
    );
    expect(estimateSlugProblem('walker--kitchen')).toBe(estimateSlugMessages.format);
    expect(estimateSlugProblem('-walker')).toBe(estimateSlugMessages.format);
    expect(estimateSlugProblem('ab')).toBe('Use at least 3 characters.');
    expect(estimateSlugProblem('a'.repeat(81))).toBe('Use at most 80 characters.');
  });

  it('agrees with the schema the API checks', () => {
    for (const slug of ['abc', 'ab', 'a-b', 'A-b', 'a_b', 'a'.repeat(80), 'a'.repeat(81), 'x--y']) {
      expect(estimateSlugProblem(slug) === null).toBe(estimateSlugSchema.safeParse(slug).success);
    }
  });

  it('names the free variant when the address is taken', () => {
    expect(estimateSlugMessages.taken('walker-kitchen-2')).toBe(
      'This address is taken by another estimate page. Try walker-kitchen-2.',
    );
  });
});
