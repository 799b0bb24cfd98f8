import { accountTexts } from '@corner/contracts/display';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useSession } from '@/lib/auth/get-session';
import { MessageMailsSetting } from './message-mails-setting';

/** The signed-in user's own settings: who they are, and the mails they get. */
export function AccountPage() {
  const { data: profile } = useSession();
  return (
    <Page>
      <PageHeader
        title={accountTexts.title}
        intro={profile ? `Signed in as ${profile.email}` : undefined}
      />
      {profile ? <MessageMailsSetting userType={profile.type} /> : null}
    </Page>
  );
}
