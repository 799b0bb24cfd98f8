import { describe, expect, it } from 'vitest';
import { estimatePageLinkMail } from './estimate-page-link.js';

/* 'E-mail the customer the link' (issue 25, decision 42): both parts say the same, escaped. */

const data = {
  projectName: 'Walker <Family> Kitchen',
  total: '$18,240.00',
  validUntil: 'Mar 5, 2027',
  versionCount: 3,
  link: 'https://portal.example/estimate/walker-kitchen?x=1&y=2',
};

describe('the estimate page mail', () => {
  it('names the project, the total and valid-until date, and links to the page', async () => {
    const mail = await estimatePageLinkMail('casey@corner.test', data);
    expect(mail.to).toBe('casey@corner.test');
    expect(mail.subject).toBe('Your estimate for Walker <Family> Kitchen – Corner');
    expect(mail.text).toContain(
      'Your estimate for Walker <Family> Kitchen is ready: $18,240.00, valid until Mar 5, 2027.',
    );
    expect(mail.text).toContain('The page also shows 2 more design versions to compare.');
    expect(mail.text).toContain(data.link);
    expect(mail.text).toContain('press RESERVE A SPOT');
    expect(mail.html).toContain('Walker &lt;Family&gt; Kitchen');
    expect(mail.html).not.toContain('<Family>');
    expect(mail.html).toContain(data.link.replace('&', '&amp;'));
    expect(mail.html).toContain('See your estimate');
  });

  it('says nothing of other versions when the page shows one', async () => {
    const mail = await estimatePageLinkMail('casey@corner.test', { ...data, versionCount: 1 });
    expect(mail.text).not.toContain('also shows');
    const two = await estimatePageLinkMail('casey@corner.test', { ...data, versionCount: 2 });
    expect(two.text).toContain('The page also shows one more design version to compare.');
  });
});
