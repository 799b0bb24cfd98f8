import { describe, expect, it } from 'vitest';
import { demoContent, demoEstimateIncluded } from './projects.js';
import { demoWelcomeNextStep } from './welcome-content.js';

/*
 * The demo tells one story about measuring (issue 34.6): the designer visits and measures the
 * room; a European estimate prices that visit as its Measurements line, a US one includes it.
 * No text may send the customer to measure, or to someone else to measure for them.
 */
const texts = [
  ...demoEstimateIncluded.map((slot) => slot.body),
  ...demoContent.map((item) => item.body),
  demoWelcomeNextStep.body,
];

describe('the demo content', () => {
  it('has the designer measure the room, in every text that speaks of measuring', () => {
    const measuring = texts.filter((text) => /measur/i.test(text));
    expect(measuring.length).toBeGreaterThanOrEqual(4);
    for (const text of measuring) {
      expect(text).not.toMatch(/not included[^.]*measur/i);
      expect(text).not.toMatch(/measur[^.]*(installer quotes|on site)/i);
    }
    const [us, eu] = demoEstimateIncluded;
    expect(us.body).toMatch(/^Included:[^.]*your designer’s visit to measure your room/);
    expect(eu.body).toContain('Measurements and Installation lines of the estimate');
  });

  it('sizes the room for the crates by kitchen size', () => {
    const delivery = demoContent.find((item) => item.stage === 'delivery')!;
    expect(delivery.body).toMatch(/small kitchen.*medium.*large/);
  });
});
