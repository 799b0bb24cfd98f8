import { useLocation, useParams } from 'react-router';
import { AdminCatalogPage } from './catalog';
import { AdminContentPage } from './content';
import { AdminDeliveriesPage } from './deliveries';
import { AdminKitchenPage, AdminNewKitchenPage } from './kitchen';
import { AdminKitchensPage } from './kitchens';

/**
 * /admin/catalog, /admin/content, /admin/deliveries, /admin/kitchens and /admin/kitchens/{id}:
 * one lazy module for these routes (router.tsx), like projects-section.tsx.
 */
export function Component() {
  const { kitchenId } = useParams();
  const { pathname } = useLocation();
  if (kitchenId === 'new') return <AdminNewKitchenPage />;
  if (kitchenId) return <AdminKitchenPage key={kitchenId} kitchenId={kitchenId} />;
  if (pathname.startsWith('/admin/content')) return <AdminContentPage />;
  if (pathname.startsWith('/admin/deliveries')) return <AdminDeliveriesPage />;
  if (pathname.startsWith('/admin/kitchens')) return <AdminKitchensPage />;
  return <AdminCatalogPage />;
}
