import { describe, expect, it } from 'vitest';
import { requoteRequestedMail } from './requote-requested.js';
import { requotedMail } from './requoted.js';
import { reservationConfirmedMail } from './reservation-confirmed.js';
import { reservationNoticeMail } from './reservation-notice.js';

/* The mails of decision 37: each with a text and an HTML part saying the same, user text escaped. */

const data = {
  reference: 'E-2026-0042',
  projectName: 'Walker <Family> Kitchen',
  designVersionName: 'Oak & Brass',
  deposit: '$500.00',
  link: 'https://portal.example/estimate/walker-kitchen?x=1&y=2',
};

describe('the reservation and re-quote mails', () => {
  it("confirm the customer's reservation: reference, version, deposit, what next, the link", async () => {
    const mail = await reservationConfirmedMail('casey@corner.test', data);
    expect(mail.to).toBe('casey@corner.test');
    expect(mail.subject).toBe('Your spot is reserved (E-2026-0042) – Corner');
    for (const words of ['E-2026-0042', 'Oak & Brass', 'Walker <Family> Kitchen', '$500.00']) {
      expect(mail.text).toContain(words);
    }
    expect(mail.text).toContain('your designer contacts you within two working days');
    expect(mail.text).toContain(data.link);
    expect(mail.html).toContain('Walker &lt;Family&gt; Kitchen');
    expect(mail.html).toContain('Oak &amp; Brass');
    expect(mail.html).toContain(data.link.replace('&', '&amp;'));
    expect(mail.html).not.toContain('<Family>');
  });

  it('tell the staff who reserved, and who asked for a new quote', async () => {
    const notice = await reservationNoticeMail('dana@corner.test', {
      ...data,
      customerEmail: 'casey@corner.test',
    });
    expect(notice.subject).toBe('Spot reserved: Walker <Family> Kitchen (E-2026-0042) – Corner');
    expect(notice.text).toContain('by casey@corner.test');
    expect(notice.text).toContain('Deposit paid: $500.00.');
    const asked = await requoteRequestedMail('dana@corner.test', {
      ...data,
      requestedBy: 'casey@corner.test',
    });
    expect(asked.text).toContain('casey@corner.test asked for a new quote');
    expect(asked.text).toContain('estimate E-2026-0042 has expired');
    expect(asked.html).toContain('Open the batches');
  });

  it('send the customer the new estimate after a re-quote', async () => {
    const mail = await requotedMail('casey@corner.test', {
      projectName: 'Walker kitchen',
      oldReference: 'E-2026-0042',
      link: 'https://portal.example/estimate/walker-kitchen-1a2b',
    });
    expect(mail.subject).toBe('Your new estimate for Walker kitchen – Corner');
    expect(mail.text).toContain('replaces E-2026-0042');
    expect(mail.text).toContain('https://portal.example/estimate/walker-kitchen-1a2b');
    expect(mail.html).toContain('See your new estimate');
  });
});
