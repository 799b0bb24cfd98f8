import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { EnquirySent } from '@/features/enquiries/components/enquiry-sent';
import { offeredKitchens, useKitchens } from '@/features/gallery/kitchens/api/get-kitchens';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./get-an-estimate.loader'));

export function Component() {
  useDocumentTitle('Get an estimate');
  const [searchParams] = useSearchParams();
  const kitchen = searchParams.get('kitchen') ?? '';
  const kitchens = useKitchens(offeredKitchens);
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
