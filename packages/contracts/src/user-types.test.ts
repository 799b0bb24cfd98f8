import { describe, expect, it } from 'vitest';
import { isStaff, userTypes } from './user-types.js';

describe('isStaff', () => {
  it('is true for designers and admins only', () => {
    expect(userTypes.filter(isStaff)).toEqual(['designer', 'admin']);
  });

  it('is false without a signed-in user', () => {
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
