import { Page, PageHeader } from '@/components/ui/page/page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/features/auth/api/get-session';

/** The projects list; its contents arrive with the projects calls. Behind sign-in. */
export function Component() {
  useDocumentTitle('Projects');
  const { data: profile } = useSession();
  return (
    <Page>
      <PageHeader title="Projects" intro={profile ? `Signed in as ${profile.email}` : undefined} />
    </Page>
  );
}
