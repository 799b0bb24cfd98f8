import { messageTexts } from '@corner/contracts';
import { isStaff } from '@corner/contracts/display';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Page, PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { paths } from '@/config/paths';
import { getProjectSummaryQueryOptions, useProjectSummary } from '@/api/get-project-summary';
import { getUnreadCountsQueryOptions } from '@/api/get-unread-counts';
import { getThreadQueryOptions } from '@/features/messages/api/get-thread';
import {
  callerProfile,
  notThere,
  readQuery,
  signedInLoader,
  signedInPage,
} from '../signed-in-page-reads';
import { useSession } from '@/lib/auth/get-session';
import { getDesignVersionsQueryOptions } from '@/features/design-versions/api/get-design-versions';
import { getCustomerEstimateQueryOptions } from '@/features/estimates/api/get-customer-estimate';
import type { AboutChoice } from '@/features/messages/components/composer';
import { MessageThread } from '@/features/messages/components/messages-page';
import { ProjectLinks } from '@/features/projects/components/project-links';
import { useDocumentTitle } from '@/hooks/use-document-title';

const noChoices: AboutChoice[] = [];

/**
 * The versions a message may be about: staff, every version of the project; a customer, the
 * versions whose estimate they are shown (the API refuses the others).
 */
function useAboutChoices(projectId: string, staff: boolean | undefined): AboutChoice[] {
  const all = useQuery({ ...getDesignVersionsQueryOptions(projectId), enabled: staff === true });
  const shown = useQuery({
    ...getCustomerEstimateQueryOptions(projectId),
    enabled: staff === false,
  });
  if (staff) return all.data ?? noChoices;
  return shown.data?.designVersions.filter((version) => version.estimate !== null) ?? noChoices;
}

/** On the server: the thread, what a message may be about, and the page's frame. */
export const loader = signedInLoader(async ({ params }, queries) => {
  const projectId = (params.projectId ?? '').trim();
  const staff = isStaff((await callerProfile(queries))?.type);
  const summaryOptions = getProjectSummaryQueryOptions(projectId);
  const [summary] = await Promise.all([
    readQuery(queries, summaryOptions),
    readQuery(queries, getUnreadCountsQueryOptions()),
    queries.prefetchInfiniteQuery(getThreadQueryOptions(projectId)),
    staff
      ? readQuery(queries, getDesignVersionsQueryOptions(projectId))
      : readQuery(queries, getCustomerEstimateQueryOptions(projectId)),
  ]);
  const missing = notThere(queries, summaryOptions.queryKey);
  return signedInPage(summary ? `${summary.name} · Messages` : 'Messages', missing);
});

/** /project/{projectId}/messages: the project's thread, for its customers and staff (issue 36). */
export function Component() {
  const projectId = (useParams().projectId ?? '').trim();
  const session = useSession();
  const summary = useProjectSummary(projectId);
  const user = session.data;
  const staff = user ? isStaff(user.type) : undefined;
  const versions = useAboutChoices(projectId, staff);
  useDocumentTitle(summary.data ? `${summary.data.name} · Messages` : 'Messages');
  if (!projectId) return <ErrorPanel title="Project ID is not provided" />;
  return (
    <Page>
      <ProjectLinks projectId={projectId} on="messages" />
      <PageHeader eyebrow={summary.data?.name ?? 'Project'} title={messageTexts.title}>
        {staff ? (
          <p>
            <Link to={paths.adminProject(projectId)}>This project in the back office</Link>
          </p>
        ) : null}
      </PageHeader>
      {user ? (
        <MessageThread
          projectId={projectId}
          viewer={{ id: user.id, staff: staff === true }}
          versions={versions}
        />
      ) : (
        <LoadingState label="Loading messages…" />
      )}
    </Page>
  );
}
