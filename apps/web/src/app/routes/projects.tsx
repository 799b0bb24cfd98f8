import { isStaff, type TimelineOptions } from '@corner/contracts/display';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';
import { Page, PageHeader } from '@/components/ui/page/page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { TimelineOptionsFields } from '@/features/project-timeline/components/timeline-options-fields';
import {
  timelineOptionsFromSearch,
  timelineSearch,
  todayCalendarDate,
} from '@/features/project-timeline/timeline-options';
import { ProjectList } from '@/features/projects/components/project-list';
import { ProjectSearch } from '@/features/projects/components/project-search';
import { ProjectSort, type ProjectSortOrder } from '@/features/projects/components/project-sort';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getUnreadCountsQueryOptions } from '@/api/get-unread-counts';
import { getProjectsQueryOptions } from '@/features/projects/api/get-projects';
import { pageParam } from './page-param';
import { callerProfile, readQuery, signedInLoader, signedInPage } from './signed-in-page-reads';
import styles from './projects.module.css';

function projectsHref(search: string, page: number, sort: ProjectSortOrder) {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (sort === 'activity') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${paths.projects}?${query}` : paths.projects;
}

/** The template's date picker: start date, complexity and delivery method. */
function TemplatePicker() {
  const [options, setOptions] = useState<TimelineOptions>(() =>
    timelineOptionsFromSearch(new URLSearchParams(), todayCalendarDate()),
  );
  return (
    <section className={styles.template} aria-labelledby="template-heading">
      <h2 id="template-heading">An example plan of a kitchen's timeline</h2>
      <p>
        Pick a start date to see every stage of a kitchen begun that day, from design approval to
        installation.
      </p>
      <TimelineOptionsFields value={options} onChange={setOptions} />
      <Link
        className={buttonClassName('secondary')}
        to={paths.projectTemplate(timelineSearch(options))}
      >
        See the example timeline
      </Link>
    </section>
  );
}

/** The listing an address asks for: its search and sort are staff's alone. */
function listingOf(searchParams: URLSearchParams) {
  const search = searchParams.get('search')?.trim() ?? '';
  const sort: ProjectSortOrder = searchParams.get('sort') === 'activity' ? 'activity' : 'newest';
  return { search, page: pageParam(searchParams), sort };
}

/** On the server: the caller's list and unread counts, as ProjectList asks for them. */
export const loader = signedInLoader(async ({ request }, queries) => {
  const { search, page, sort } = listingOf(new URL(request.url).searchParams);
  const staff = isStaff((await callerProfile(queries))?.type);
  await Promise.all([
    readQuery(
      queries,
      getProjectsQueryOptions({
        search: staff ? search : '',
        page,
        sort: staff ? sort : undefined,
      }),
    ),
    readQuery(queries, getUnreadCountsQueryOptions()),
  ]);
  return signedInPage('Projects');
});

/** /projects: the caller's projects (staff: all, with search), and the template's picker. */
export function Component() {
  useDocumentTitle('Projects');
  const { data: profile } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, page, sort } = listingOf(searchParams);
  const staff = isStaff(profile?.type);
  const query = (next: { search?: string; sort?: ProjectSortOrder }) => {
    const params: Record<string, string> = {};
    const nextSearch = next.search ?? search;
    if (nextSearch) params.search = nextSearch;
    if ((next.sort ?? sort) === 'activity') params.sort = 'activity';
    setSearchParams(params);
  };
  return (
    <Page>
      <PageHeader
        title="Projects"
        intro={profile ? `Hello, ${profile.name}. Signed in as ${profile.email}` : undefined}
      />
      {staff ? (
        <>
          <ProjectSearch key={search} value={search} onSearch={(next) => query({ search: next })} />
          <ProjectSort value={sort} onChange={(next) => query({ sort: next })} />
        </>
      ) : null}
      <ProjectList
        search={staff ? search : ''}
        page={page}
        staff={staff}
        sort={sort}
        hrefFor={(number) => projectsHref(search, number, sort)}
      />
      <TemplatePicker />
    </Page>
  );
}
