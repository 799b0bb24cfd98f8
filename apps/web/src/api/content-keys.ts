/*
 * The query keys of the content a project's dashboard shows (articles and deliveries), built
 * in one place: the back office refreshes everything under `all` after changing content.
 */
export const contentKeys = {
  all: ['content'] as const,
  items: (contentIds: readonly string[]) => [...contentKeys.all, [...contentIds]] as const,
  deliveries: () => [...contentKeys.all, 'delivery'] as const,
  delivery: (deliveryId: string, substageId: string | null) =>
    [...contentKeys.deliveries(), deliveryId, substageId] as const,
};
