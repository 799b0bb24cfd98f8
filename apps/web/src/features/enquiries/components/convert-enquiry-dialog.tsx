import type { Enquiry } from '@corner/contracts';
import { enquiryProjectName } from '@corner/contracts/display';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { saveFailure } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useConvertEnquiry } from '../api/convert-enquiry';

export interface ConvertEnquiryProps {
  enquiry: Enquiry;
  onReload: () => void;
}

/**
 * 'Convert to customer and project', after a confirmation in the spec's words ("Are you sure
 * you want to …?"): one step makes the customer (or takes the account of that e-mail) and a
 * project with the signed-in staff member as its designer (decision 40.4).
 */
export function ConvertEnquiry({ enquiry, onReload }: ConvertEnquiryProps) {
  const [open, setOpen] = useState(false);
  const convert = useConvertEnquiry(enquiry.id);
  const { toast } = useToast();
  const failure = saveFailure(convert.error, {
    subject: { noun: 'enquiry' },
    onReload: () => {
      convert.reset();
      setOpen(false);
      onReload();
    },
  });
  const change = (next: boolean) => {
    if (!next) convert.reset();
    setOpen(next);
  };
  return (
    <ConfirmDialog
      trigger={<Button>Convert to customer and project</Button>}
      title="Are you sure you want to convert this enquiry?"
      description={
        <>
          This makes {enquiry.email} a customer (or uses their account if they have one) and creates
          the project “{enquiryProjectName(enquiry.name)}” with you as its designer. They can then
          sign in and see it.
        </>
      }
      confirmLabel="Convert"
      pendingLabel="Converting…"
      pending={convert.isPending}
      error={failure.error}
      notice={failure.notice}
      open={open}
      onOpenChange={change}
      onConfirm={() =>
        convert.mutate(enquiry.revision, {
          onSuccess: (converted) => {
            toast.success(`Converted: ${converted.project.name}`);
            setOpen(false);
          },
        })
      }
    />
  );
}
