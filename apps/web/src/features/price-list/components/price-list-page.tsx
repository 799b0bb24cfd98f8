import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePriceLists } from '../api/get-price-lists';
import { PriceListEditor } from './price-list-editor';

/** /admin/price-list (admins): the active rates, saved as a new version, and every version. */
export function PriceListPage() {
  useDocumentTitle('Price list · Back office');
  const lists = usePriceLists();
  return (
    <>
      <PageHeader
        title="Price list"
        intro={
          lists.data
            ? `Version ${lists.data.active.version} is active. Amounts are in US dollars, except the deposits, each in its own currency.`
            : 'The rates every estimate is calculated with.'
        }
      />
      {lists.isPending ? <LoadingState label="Loading the price list…" /> : null}
      {lists.isError ? (
        <ErrorPanel error={lists.error} onRetry={() => void lists.refetch()} />
      ) : null}
      {lists.data ? (
        <PriceListEditor
          key={lists.data.active.version}
          active={lists.data.active}
          versions={lists.data.versions}
          onReload={() => void lists.refetch()}
        />
      ) : null}
    </>
  );
}
