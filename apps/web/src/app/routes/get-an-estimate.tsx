import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { EnquirySent } from '@/features/enquiries/components/enquiry-sent';
import { useKitchens } from '@/features/gallery-kitchens/api/get-kitchens';

/**
 * /get-an-estimate: the enquiry form of a visitor without an account (issue 26), with the
 * gallery kitchen they came from (`?kitchen={slug}`) chosen already.
 */
export function Component() {
  useDocumentTitle('Get an estimate');
  const [searchParams] = useSearchParams();
  const kitchen = searchParams.get('kitchen') ?? '';
  const kitchens = useKitchens({ pageSize: 100 });
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Page>
      <PageHeader
        eyebrow="Get an estimate"
        title="Tell us about your kitchen"
        intro="A few words about your room and the kitchen you have in mind are enough: a designer will contact you within two working days to talk it through."
      />
      {sentTo ? (
        <EnquirySent email={sentTo} />
      ) : (
        <EnquiryForm kitchens={kitchens.data?.items ?? []} kitchen={kitchen} onSent={setSentTo} />
      )}
    </Page>
  );
}
