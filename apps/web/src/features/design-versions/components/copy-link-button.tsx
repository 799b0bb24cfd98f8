import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast';

/** 'Copy link' (spec section 4): the clipboard, and the notice of the result. */
export function CopyLinkButton({ link }: { link: string }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied to clipboard!', type: 'info' });
    } catch {
      toast({ title: 'Failed to copy link', type: 'error' });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      Copy link
    </Button>
  );
}
