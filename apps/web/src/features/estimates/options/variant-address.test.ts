import { describe, expect, it } from 'vitest';
import { choicesFromSearch, searchWithChoices } from './variant-address';

describe('a variant in the address', () => {
  it('reads each well-formed ?o=group.choice, the first of a group winning', () => {
    const search = new URLSearchParams(
      'o=worktop.oak40&o=assembly.not-assembled&o=worktop.none&o=junk&o=Bad.x&page=2',
    );
    expect(choicesFromSearch(search)).toEqual({ worktop: 'oak40', assembly: 'not-assembled' });
  });

  it("writes one version's choices, keeping other versions' and other parameters", () => {
    const search = new URLSearchParams('o=worktop.oak40&o=other.x1&page=2');
    const next = searchWithChoices(search, ['worktop', 'assembly'], {
      assembly: 'not-assembled',
    });
    expect(next.toString()).toBe('o=other.x1&page=2&o=assembly.not-assembled');
    expect(choicesFromSearch(next)).toEqual({ other: 'x1', assembly: 'not-assembled' });
  });

  it('round-trips: what is written reads back the same', () => {
    const choices = { worktop: 'none', pantry: 'pantry3' };
    const written = searchWithChoices(new URLSearchParams(), ['worktop', 'pantry'], choices);
    expect(choicesFromSearch(new URLSearchParams(written.toString()))).toEqual(choices);
  });

  it('drops the choices of a version set back to its estimate', () => {
    const search = new URLSearchParams('o=worktop.oak40&o=assembly.not-assembled');
    expect(searchWithChoices(search, ['worktop', 'assembly'], {}).toString()).toBe('');
  });
});
