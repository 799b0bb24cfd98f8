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
];

export const sectionsFor = (type: 'designer' | 'admin') =>
  adminSections.filter((section) => !section.adminOnly || type === 'admin');
