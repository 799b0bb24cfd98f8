import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth.js';
import { parseEmail } from './validation.js';

describe('parseEmail (the zod-free rule of emailSchema)', () => {
  it('trims and lowercases a good address, and refuses bad ones with the message', () => {
    expect(parseEmail('  Casey@Example.COM ')).toEqual({ email: 'casey@example.com' });
    expect(parseEmail('casey@')).toEqual({ problem: 'Enter a valid e-mail address' });
    expect(parseEmail(`${'a'.repeat(250)}@b.com`)).toEqual({
      problem: 'Maximum length is 254 characters',
    });
  });

  it('accepts exactly what emailSchema accepts', () => {
    const addresses = fc.oneof(fc.emailAddress(), fc.string(), fc.constantFrom(' A@b.co ', 'a@b'));
    fc.assert(
      fc.property(addresses, (value) => {
        const parsed = parseEmail(value);
        const schema = emailSchema.safeParse(value);
        expect('email' in parsed).toBe(schema.success);
        if (schema.success && 'email' in parsed) expect(parsed.email).toBe(schema.data);
      }),
    );
  });
});
