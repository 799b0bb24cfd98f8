/**
 * The demo text of the `acceptance-terms` content slot (issue 38): what a customer accepts
 * with an estimate, shown in full before they accept. Staff edit it in the back office
 * (Content); each save is a new version, and a record names the version it was accepted under.
 */
export const demoAcceptanceTerms = {
  name: 'Terms of an accepted estimate',
  body: [
    '1. By accepting this estimate you ask Corner Kitchens to build the kitchen it describes, at its total price, in the currency shown.',
    '2. The price holds for the lines, quantities and delivery in the estimate. A change you ask for after accepting is quoted as a new estimate, which you accept again.',
    '3. Payments follow the project’s payment schedule: a deposit on acceptance, a payment before production and the rest on delivery. Production starts once you have signed off the final design.',
    '4. You may withdraw before you sign off the final design: the deposit is then refunded in full. Once production has started, the deposit is kept.',
    '5. Delivery dates are agreed with you when production is planned; we tell you at once of any delay.',
  ].join('\n\n'),
} as const;
