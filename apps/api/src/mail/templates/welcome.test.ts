import { defaultWelcomeNextStep } from '@corner/contracts';
import { describe, expect, it } from 'vitest';
import { fillSecrets } from '../mail-secrets.js';
import { welcomeMail } from './welcome.js';

/* The welcome of a customer made from an enquiry (decision 52). */

const expiresAt = new Date('2026-06-04T10:00:00Z');
const link =
  'https://portal.example/login/confirm?token=t0k3n&returnTo=%2Fproject%2Fp1%2Fdashboard';

describe('the welcome mail', () => {
  it('names the designer, says what happens next and carries a sealed 3-day link', async () => {
    const mail = await welcomeMail(
      'ada@example.test',
      {
        projectName: 'Kitchen for Ada <b>Lovelace</b>',
        designer: { name: 'Dana Reyes', email: 'dana@corner.test', phone: '+44 20 7946 0001' },
        nextStep: 'We visit & measure.\n\nThen we draw <your> design.',
      },
      link,
      expiresAt,
    );
    expect(mail.to).toBe('ada@example.test');
    expect(mail.subject).toBe('Welcome to Corner: your kitchen project has started');
    expect(mail.secrets).toEqual({ values: { link }, expiresAt });
    // The link is a placeholder at rest, filled in at send time.
    expect(mail.text).not.toContain('t0k3n');
    expect(mail.html).not.toContain('t0k3n');
    expect(mail.text).toContain('{{link}}');
    expect(fillSecrets(mail.text, mail.secrets!.values, 'text')).toContain(link);
    expect(mail.text).toContain(
      'Your designer is Dana Reyes. Write to dana@corner.test or call +44 20 7946 0001 with any question.',
    );
    expect(mail.text).toContain('What happens next:');
    expect(mail.text).toContain('We visit & measure.');
    expect(mail.text).toContain('Then we draw <your> design.');
    expect(mail.text).toContain('The link works once and expires in 3 days');
    expect(mail.text).not.toContain('If you did not ask to sign in');
    expect(mail.html).toContain('Kitchen for Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).toContain('We visit &amp; measure.');
    expect(mail.html).not.toContain('<your>');
  });

  it('leaves the phone out when the designer has none', async () => {
    const mail = await welcomeMail(
      'ada@example.test',
      {
        projectName: 'Kitchen for Ada',
        designer: { name: 'Dana Reyes', email: 'dana@corner.test', phone: null },
        nextStep: defaultWelcomeNextStep,
      },
      link,
      expiresAt,
    );
    expect(mail.text).toContain('Write to dana@corner.test with any question.');
    expect(mail.text).toContain('Your designer will contact you within two working days');
  });
});
