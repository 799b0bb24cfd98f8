/**
 * Leaving the portal for another site (the payment provider's checkout page). An object, so a
 * test spies on where the page would go instead of navigating jsdom.
 */
export const leavePage = {
  for(url: string) {
    window.location.assign(url);
  },
};
