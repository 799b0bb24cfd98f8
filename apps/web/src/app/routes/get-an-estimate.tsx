import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { EnquirySent } from '@/features/enquiries/components/enquiry-sent';
import { useKitchens } from '@/features/gallery-kitchens/api/get-kitchens';

/**
 * /get-an-estimate: the enquiry form (issue 26), with the gallery kitchen the visitor came
 * from (`?kitchen={slug}`) chosen already and a signed-in customer's name and e-mail filled
 * in. Once sent, the thank-you is the page's only content.
 */
export function Component() {
  useDocumentTitle('Get an estimate');
  const [searchParams] = useSearchParams();
  const kitchen = searchParams.get('kitchen') ?? '';
  const kitchens = useKitchens({ pageSize: 100 });
  const { user } = useCurrentUser();
  const customer = user?.type === 'customer' ? user : undefined;
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <Page>
        <EnquirySent email={sentTo} />
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader
        eyebrow="Get an estimate"
        title="Tell us about your kitchen"
        intro="A few words about your room and the kitchen you have in mind are enough: a designer will contact you within two working days to talk it through."
      />
      <EnquiryForm
        // The session may arrive after the first render: the form starts again, filled in.
        key={customer?.email ?? 'visitor'}
        kitchens={kitchens.data?.items ?? []}
        kitchen={kitchen}
        customer={customer}
        onSent={setSentTo}
      />
    </Page>
  );
}
