import type { StaffType } from '@corner/contracts/display';

export interface AdminSection {
  label: string;
  to: string;
  /** What staff keep there, shown on the back office's first page. */
  description: string;
  /** Admins alone (PRODUCT.md section 3); otherwise designers too. */
  adminOnly?: boolean;
}

/** The back office's sections, in the order of its navigation (PRODUCT.md section 6). */
export const adminSections: AdminSection[] = [
  {
    label: 'Projects',
    to: '/admin/projects',
    description:
      'Create and edit projects and their customers, send sign-in links, pin the version customers see, and build design versions with item lines and renders.',
  },
  {
    label: 'Messages',
    to: '/admin/messages',
    description:
      'Project threads waiting for an answer from us, oldest first: your projects, then the unassigned, then the others.',
  },
  {
    label: 'Enquiries',
    to: '/admin/enquiries',
    description:
      'Requests for an estimate from visitors without an account: mark them contacted or closed, or convert one into a customer and a project.',
  },
  {
    label: 'Payments',
    to: '/admin/payments',
    description:
      'Deposits that did not reserve a spot by themselves (a second deposit, the wrong amount, an expired estimate): apply one by hand, or mark it refunded.',
  },
  {
    label: 'Pipeline',
    to: '/admin/pipeline',
    description:
      'How enquiries become paid kitchens: the funnel of a period with its shares, times and values, and what waits now. Designers see their own projects.',
  },
  {
    label: 'Catalog',
    to: '/admin/catalog',
    description:
      'Catalog items with their category, unit, USD price and picture; public ones show in the components gallery.',
  },
  {
    label: 'Content',
    to: '/admin/content',
    description: 'Guides and checklists shown on the stages of project dashboards.',
  },
  {
    label: 'Deliveries',
    to: '/admin/deliveries',
    description:
      "Each project's deliveries with their tracking links, shown on the customer's dashboard.",
  },
  {
    label: 'Kitchens',
    to: '/admin/kitchens',
    description:
      'Gallery kitchens: renders, style, short text, components from the catalog and a from price; publish or unpublish.',
  },
  {
    label: 'Users',
    to: '/admin/users',
    description:
      'Staff and customers: find them, add a staff member, correct an e-mail or name, and change roles.',
    adminOnly: true,
  },
  {
    label: 'Price list',
    to: '/admin/price-list',
    description:
      'The rates estimates are calculated with, saved as versions; issued estimates keep theirs.',
    adminOnly: true,
  },
  {
    label: 'Audit trail',
    to: '/admin/audit',
    description:
      'Who changed what, and when: price lists, users and content, by person, kind and dates; export as CSV.',
    adminOnly: true,
  },
];

export const sectionsFor = (type: StaffType) =>
  adminSections.filter((section) => !section.adminOnly || type === 'admin');
