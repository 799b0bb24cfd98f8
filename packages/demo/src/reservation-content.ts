/**
 * The demo text of the `reservation-explainer` content slot (decision 37): shown beside
 * RESERVE A SPOT, edited by staff in the back office (Content). The deposit's amount is not in
 * the text: the page shows it from the price list (decision 50).
 */
export const demoReservationExplainer = {
  name: 'Reserving a spot',
  body: [
    'Reserving a spot books your kitchen a place in our workshop’s production plan, for the design version named here and at this estimate’s price.',
    'You pay the deposit shown here by card on our payment provider’s page; it counts towards the price of your kitchen. It is refundable in full until you approve the final design, and kept once production starts.',
    'What happens next: we confirm your reservation by e-mail, your designer contacts you within two working days to approve the final design, and we agree the production date together.',
  ].join('\n\n'),
} as const;
