import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { ComponentDetails } from '@/features/gallery-components/components/component-details';
import { CategoryNotFound } from '@/features/gallery-components/components/component-list';
import { isCategory } from '@/features/gallery-components/category';

export function Component() {
  const { category, id = '' } = useParams();
  return (
    <Page>
      {isCategory(category) ? (
        <ComponentDetails key={`${category}/${id}`} category={category} id={id} />
      ) : (
        <CategoryNotFound />
      )}
    </Page>
  );
}
