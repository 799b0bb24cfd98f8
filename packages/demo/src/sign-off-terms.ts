/**
 * The demo text of the `sign-off-terms` content slot (issue 38 point 3): what a customer
 * agrees to when they sign off a design for production. Staff edit it in the back office
 * (Content); each save is a new version, and a record names the version it was signed under.
 */
export const demoSignOffTerms = {
  name: 'Terms of a design sign-off',
  body: [
    '1. By signing off this design you ask Corner Kitchens to make the kitchen exactly as the attached drawings and the design version show it: sizes, fronts, fittings and finishes.',
    '2. Panels are cut to these drawings. A change you ask for after signing off is a new design version, quoted and signed off again, and may move the delivery date.',
    '3. Check the measurements of your room against the drawings before you sign: Corner is not responsible for a kitchen that does not fit measurements you gave us.',
    '4. Production starts after this sign-off and the payment due before production.',
  ].join('\n\n'),
} as const;
