import { catalogCategorySchema } from '@corner/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { PageHeader } from '@/components/ui/page/page';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { adminCatalogPaths } from '@/config/admin-catalog-paths';
import { useCatalogItems } from '@/features/admin-catalog/api/get-catalog-items';
import {
  CatalogFilters,
  type CatalogFilter,
} from '@/features/admin-catalog/components/catalog-filters';
import { CatalogItemDialog } from '@/features/admin-catalog/components/catalog-item-dialog';
import { CatalogTable } from '@/features/admin-catalog/components/catalog-table';
import { ImageUploader } from '@/features/uploads/components/image-uploader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageParam } from '../page-param';

const pageSize = 25;

function listSearch(filter: CatalogFilter, page = 1) {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.category) params.set('category', filter.category);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** /admin/catalog: every catalog item, searchable by name and category, paged. */
export function AdminCatalogPage() {
  useDocumentTitle('Catalog · Back office');
  const [searchParams, setSearchParams] = useSearchParams();
  const category = catalogCategorySchema.safeParse(searchParams.get('category'));
  const filter: CatalogFilter = {
    search: searchParams.get('search')?.trim() ?? '',
    category: category.success ? category.data : '',
  };
  const page = pageParam(searchParams);
  const items = useCatalogItems({
    search: filter.search || undefined,
    category: filter.category || undefined,
    page,
    pageSize,
  });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader title="Catalog" intro="Every catalog item, by name. Prices are in USD.">
        <Button onClick={() => setCreating(true)}>New catalog item</Button>
      </PageHeader>
      <CatalogFilters
        key={`${filter.search}|${filter.category}`}
        value={filter}
        onChange={(next) => setSearchParams(listSearch(next))}
      />
      {items.isPending ? <LoadingState label="Loading catalog…" /> : null}
      {items.isError ? (
        <ErrorPanel error={items.error} onRetry={() => void items.refetch()} />
      ) : null}
      {items.data ? (
        <>
          <CatalogTable items={items.data.items} uploader={ImageUploader} />
          <Pagination
            page={items.data.page}
            pageSize={items.data.pageSize}
            total={items.data.total}
            hrefFor={(number) => adminCatalogPaths.catalog(listSearch(filter, number).toString())}
            label="Catalog pages"
          />
        </>
      ) : null}
      {creating ? (
        <CatalogItemDialog open onOpenChange={setCreating} uploader={ImageUploader} />
      ) : null}
    </>
  );
}
