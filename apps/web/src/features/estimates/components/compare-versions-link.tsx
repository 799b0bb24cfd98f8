import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';

/**
 * 'Compare versions' on an estimate page with more than one version (decision 36.4). The
 * Compare view is the page's own address plus `/compare` (paths.estimateCompare,
 * paths.projectEstimateCompare), so the link is relative: the same on both pages.
 */
export function CompareVersionsLink({ count }: { count: number }) {
  return count > 1 ? (
    <Link className={buttonClassName('secondary')} to="compare">
      Compare versions
    </Link>
  ) : null;
}
