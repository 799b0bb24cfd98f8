import { accountTexts } from '@corner/contracts/display';
import { AccountPage } from '@/features/account/components/account-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /account: the signed-in user's own settings (the mails about messages, issue 36). */
export function Component() {
  useDocumentTitle(accountTexts.title);
  return <AccountPage />;
}
