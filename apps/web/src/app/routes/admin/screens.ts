/*
 * The back office's screens, imported from here rather than from signed-in-routes.tsx: the
 * files each lazy screen needs are then listed in this small chunk, loaded by staff only,
 * instead of in the signed-in route table every customer downloads.
 */
export const projectScreens = () => import('./projects-section');
export const catalogScreens = () => import('./catalog-section');
export const adminOnlyScreens = () => import('./admin-only-section');
export const enquiryScreens = () => import('./enquiries-section');
export const paymentScreens = () => import('./payments-section');
export const pipelineScreens = () => import('./pipeline-section');
export const messageScreens = () => import('./messages-section');
