import { describe, expect, it } from 'vitest';
import { enquiryNoticeMail } from './enquiry-notice.js';
import { enquiryReceivedMail } from './enquiry-received.js';

/* The mails of decision 40: the visitor's confirmation and the staff's notice. */

describe('the enquiry mails', () => {
  it("confirm the visitor's enquiry without repeating anything they typed", async () => {
    const mail = await enquiryReceivedMail('ada@example.test');
    expect(mail.to).toBe('ada@example.test');
    expect(mail.subject).toBe('We have your enquiry – Corner');
    expect(mail.text).toContain(
      'We have your enquiry, and a designer will contact you within two working days',
    );
    expect(mail.text).toContain('If you did not send an enquiry');
    expect(mail.html).not.toContain('ada@example.test');
  });

  it('tell the staff everything the visitor wrote, escaped, with the link to the enquiry', async () => {
    const notice = await enquiryNoticeMail('dana@corner.test', {
      name: 'Ada <b>Lovelace</b>',
      email: 'ada@example.test',
      phone: '+44 20 7946 0000',
      place: 'United Kingdom, NW1 6XE',
      kitchenSize: 'medium',
      kitchenName: 'Oak & Brass',
      message: 'An island, please. <script>alert(1)</script>',
      link: 'https://portal.example/admin/enquiries/e1?x=1&y=2',
    });
    expect(notice.subject).toBe('New enquiry: Ada <b>Lovelace</b> – Corner');
    expect(notice.text).toContain(
      'Ada <b>Lovelace</b> (ada@example.test, +44 20 7946 0000) asks for an estimate: a medium kitchen in United Kingdom, NW1 6XE, like Oak & Brass from the gallery.',
    );
    expect(notice.text).toContain('Their message: An island, please.');
    expect(notice.text).toContain('https://portal.example/admin/enquiries/e1?x=1&y=2');
    expect(notice.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).toContain('Oak &amp; Brass');
  });
});
