/*
 * The routes that write without making a change the audit trail records, each with why.
 * Every other write route of the app must be in the coverage table (coverage-table.ts).
 */
export const notChanges: Record<string, string> = {
  'POST /api/v1/auth/sign-in-link': 'sends a link; the sign-in itself is recorded',
  'POST /api/v1/admin/projects/:id/customers/:userId/sign-in-link':
    'sends a customer a link; nothing changes until it is used',
  'POST /api/v1/auth/logout': 'ends the caller’s own session',
  'POST /api/v1/auth/logout-everywhere': 'ends the caller’s own sessions',
  'PUT /api/v1/user/message-mails': 'the caller’s own mail preference',
  'POST /api/v1/project/:id/batches/:batchId/estimates': 'a read that takes ids in its body',
  'POST /api/v1/project/:id/design-versions/:versionId/front-items': 'a read',
  'POST /api/v1/project/:id/design-versions/:versionId/boxes-items': 'a read',
  'POST /api/v1/project/:id/design-versions/:versionId/hardware-items': 'a read',
  'POST /api/v1/project/:id/design-versions/:versionId/functionality-items': 'a read',
  'POST /api/v1/project/:id/design-versions/:versionId/opening-system-items': 'a read',
  'POST /api/v1/project/:id/design-versions/:versionId/accessory-items': 'a read',
  'POST /api/v1/project/:id/design-versions/:versionId/countertop-items': 'a read',
  'POST /api/v1/estimate-view/:slug/items': 'a read',
  'POST /api/v1/content': 'a read',
  'POST /api/v1/admin/price-lists/preview': 'a read: prices as they would be',
  'DELETE /api/v1/cache/projects/:userKey': 'drops cached answers, no data',
  'DELETE /api/v1/cache/projects/project/:id': 'drops cached answers, no data',
  'DELETE /api/v1/cache/projects/project/:id/design-versions': 'drops cached answers, no data',
  'DELETE /api/v1/cache/projects/project/:id/batches': 'drops cached answers, no data',
  'DELETE /api/v1/cache/projects/project/:id/batch/:batchId': 'drops cached answers, no data',
  'POST /api/v1/estimate-view/:slug/events': 'view events are their own record',
  'POST /api/v1/project/:id/estimate/events': 'view events are their own record',
  'POST /api/v1/project/:id/messages': 'the thread is its own record, with author and time',
  'PATCH /api/v1/project/:id/messages/:messageId': 'the thread keeps each message’s edits',
  'POST /api/v1/project/:id/messages/:messageId/hide':
    'the thread keeps a hidden message with who hid it and why',
  'PUT /api/v1/project/:id/messages/read': 'the caller’s own read mark',
  'POST /api/v1/project/:id/message-attachments': 'a file waiting for a message',
  'POST /api/v1/admin/images': 'a file waiting to be attached; attaching is recorded',
  'POST /api/v1/enquiries': 'a visitor’s enquiry is itself the record',
  'POST /api/v1/payments/webhook': 'the payment provider’s event; payments keep their own record',
  'POST /api/v1/dev/payment': 'the local stand-in for the payment provider',
  'POST /api/v1/project/:id/payment-schedule/:paymentId/checkout':
    'opens a payment page; the payment is recorded when it is paid',
};
